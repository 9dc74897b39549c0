import type { Generated, Selectable, Updateable } from 'kysely';

/** The tables of accounts, sign-in, sessions, presence and the tracked-events log (specification document 1). */

export type UsersTable = {
  id: Generated<number>;
  username: string;
  username_lower: string;
  email: string;
  email_lower: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  verified_at: string | null;
  date_joined: string;
  dob: Generated<string>;
  phone: Generated<string>;
  nationality: Generated<string>;
  state: Generated<string>;
  city: Generated<string>;
  address: Generated<string>;
  bio: Generated<string>;
  display_bio: Generated<number>;
  profileimg: Generated<string>;
  coverimg: Generated<string>;
  background_color: Generated<string>;
  wallpaper: Generated<string>;
  wallet_activated: Generated<number>;
  last_known_latitude: number | null;
  last_known_longitude: number | null;
  location_updated_at: string | null;
  referral_code: string;
  referred_by: number | null;
};

/** Every word a user is found by (server/store/search-words.ts). */
export type SearchWordsTable = {
  word: string;
  user_id: number;
};

export type AuthTokensTable = {
  id: Generated<number>;
  key_hash: string;
  user_id: number;
  device: string;
  /** Where the sign-in came from ('' when unknown), and the browser's user agent. */
  ip: string;
  user_agent: string;
  created_at: string;
  last_used_at: string;
};

export type ActivationCodesTable = {
  user_id: number;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  sent_at: string;
};

export type PasswordResetsTable = {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
};

export type PresenceTable = {
  user_id: number;
  status: string;
  last_seen: string;
  heartbeat_at: string;
};

export type PresenceProcessesTable = {
  user_id: number;
  process_id: string;
  refreshed_at: string;
};

/** Which account an OpenID Connect subject signs in to. */
export type OidcIdentitiesTable = {
  id: Generated<number>;
  issuer: string;
  subject: string;
  user_id: number;
  /** The address the provider vouched for when the link was made. */
  email: string;
  created_at: string;
  last_used_at: string;
};

export type TrackedEventsTable = {
  id: Generated<number>;
  user_id: number | null;
  event: string;
  path: Generated<string>;
  /** JSON object. */
  properties: Generated<string>;
  created_at: string;
};

export type AccountTables = {
  users: UsersTable;
  search_words: SearchWordsTable;
  auth_tokens: AuthTokensTable;
  activation_codes: ActivationCodesTable;
  password_resets: PasswordResetsTable;
  presence: PresenceTable;
  presence_processes: PresenceProcessesTable;
  oidc_identities: OidcIdentitiesTable;
  tracked_events: TrackedEventsTable;
};

export type UserRow = Selectable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ActivationCodeRow = Selectable<ActivationCodesTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;
