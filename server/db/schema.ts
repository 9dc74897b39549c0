import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Tables as both databases store them. Timestamps are ISO 8601 UTC text (sortable, identical on
 * SQLite and PostgreSQL); flags are 0/1 integers for the same reason.
 */
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

export type MarketInfoTable = {
  user_id: number;
  marketname: string;
  reg_number: Generated<string>;
  phone: Generated<string>;
  address: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  country: Generated<string>;
  display_phone: Generated<number>;
  allow_comments: Generated<number>;
  allow_multi_image: Generated<number>;
  operational_radius: number | null;
  business_latitude: number | null;
  business_longitude: number | null;
  verified: Generated<number>;
  created_at: string;
};

export type BankAccountsTable = {
  id: Generated<number>;
  user_id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  is_active: Generated<number>;
  created_at: string;
};

export type AuthTokensTable = {
  id: Generated<number>;
  key_hash: string;
  user_id: number;
  device: string;
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

export type Database = {
  users: UsersTable;
  market_info: MarketInfoTable;
  bank_accounts: BankAccountsTable;
  auth_tokens: AuthTokensTable;
  activation_codes: ActivationCodesTable;
  password_resets: PasswordResetsTable;
  presence: PresenceTable;
};

export type UserRow = Selectable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type MarketInfoRow = Selectable<MarketInfoTable>;
export type NewMarketInfo = Insertable<MarketInfoTable>;
export type BankAccountRow = Selectable<BankAccountsTable>;
export type ActivationCodeRow = Selectable<ActivationCodesTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;
