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
  /** The name lower-cased, spaces collapsed, trimmed: unique, null while blank (server/store/market-names.ts). */
  marketname_key: string | null;
  created_at: string;
};

/** Every word a user is found by (server/store/search-words.ts). */
export type SearchWordsTable = {
  word: string;
  user_id: number;
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

export type CategoriesTable = {
  id: number;
  name: string;
  slug: string;
  category_type: string;
  sort_order: number;
  description: string;
};

export type DeliveryTimesTable = {
  id: number;
  value: string;
  label: string;
  sort_order: number;
};

export type PostsTable = {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string;
  caption: Generated<string>;
  price: number;
  category_id: number;
  category_type: string;
  delivery_time: string;
  delivery_radius: number | null;
  /** The vendor's city and state, trimmed and lower-cased, at the time of posting. */
  city_key: Generated<string>;
  state_key: Generated<string>;
  latitude: number | null;
  longitude: number | null;
  no_of_likes: Generated<number>;
  no_of_comments: Generated<number>;
  created_at: string;
};

export type PostMediaTable = {
  id: Generated<number>;
  post_id: number;
  position: number;
  kind: 'image' | 'video';
  url: string;
  width: number | null;
  height: number | null;
  /** JSON list of {width, url}. */
  variants: Generated<string>;
};

export type LikesTable = { post_id: number; user_id: number; created_at: string };

export type CommentsTable = {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  parent_id: number | null;
  body: string;
  created_at: string;
};

export type FollowsTable = { follower_id: number; followed_id: number; created_at: string };
export type SavedPostsTable = { user_id: number; post_id: number; created_at: string };
export type HiddenPostsTable = { user_id: number; post_id: number; created_at: string };

export type RatingsTable = {
  rater_id: number;
  vendor_id: number;
  rating: number;
  created_at: string;
  updated_at: string;
};

export type NotificationsTable = {
  id: Generated<number>;
  user_id: number;
  actor_id: number;
  kind: 'like' | 'comment' | 'reply' | 'follow' | 'share' | 'message';
  post_id: number | null;
  comment_id: number | null;
  chat_code: string | null;
  text: string;
  created_at: string;
  read_at: string | null;
  /** The message a 'message' notification announces. */
  message_id: number | null;
};

export type ChatRoomsTable = {
  id: Generated<number>;
  user_low_id: number;
  user_high_id: number;
  uniquecode: string;
  created_at: string;
  /** The highest message sequence given out in the room (0 before the first message). */
  last_seq: Generated<number>;
  last_activity: Generated<string>;
  /** Who opened the room; until it holds a message it shows only in their inbox (null: opened before this was kept). */
  opened_by: number | null;
};

export type MessagesTable = {
  id: Generated<number>;
  room_id: number;
  sender_id: number;
  /** 1, 2, 3... per room, in the order the messages were stored. */
  seq: number;
  body: string;
  message_type: 'text' | 'image';
  image: string | null;
  file: string | null;
  file_name: string | null;
  temp_id: string | null;
  created_at: string;
  edited_at: string | null;
  /** When the other member read it. */
  read_at: string | null;
};

/** A member's own settings of a room. */
export type ChatRoomMembersTable = {
  room_id: number;
  user_id: number;
  is_muted: Generated<number>;
  is_archived: Generated<number>;
  updated_at: string;
};

export type MessageReactionsTable = { message_id: number; user_id: number; reaction: string; created_at: string };

/**
 * SQLite only: R*Tree boxes (32-bit, rounded outward) of the stores' and posts' positions, kept by triggers,
 * with the exact coordinates (and a post's category) in auxiliary columns.
 */
export type GeoBoxTable = {
  id: number;
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
  latitude: number;
  longitude: number;
};
export type PostGeoTable = GeoBoxTable & { category_id: number };

export type SupportTicketsTable = {
  id: Generated<number>;
  user_id: number;
  subject: string;
  status: Generated<'open' | 'closed'>;
  created_at: string;
  updated_at: string;
};

/** A contact-page submission: feedback, or a message on a support ticket. */
export type FeedbackTable = {
  id: Generated<number>;
  kind: 'feedback' | 'ticket';
  user_id: number;
  ticket_id: number | null;
  subject: string;
  message: string;
  username: string;
  email: string;
  phone: string;
  platform: string;
  client_timestamp: string | null;
  created_at: string;
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

export type Database = {
  users: UsersTable;
  market_info: MarketInfoTable;
  search_words: SearchWordsTable;
  bank_accounts: BankAccountsTable;
  auth_tokens: AuthTokensTable;
  activation_codes: ActivationCodesTable;
  password_resets: PasswordResetsTable;
  presence: PresenceTable;
  presence_processes: PresenceProcessesTable;
  categories: CategoriesTable;
  delivery_times: DeliveryTimesTable;
  posts: PostsTable;
  post_media: PostMediaTable;
  likes: LikesTable;
  comments: CommentsTable;
  follows: FollowsTable;
  saved_posts: SavedPostsTable;
  hidden_posts: HiddenPostsTable;
  ratings: RatingsTable;
  notifications: NotificationsTable;
  chat_rooms: ChatRoomsTable;
  messages: MessagesTable;
  chat_room_members: ChatRoomMembersTable;
  message_reactions: MessageReactionsTable;
  vendor_geo: GeoBoxTable;
  post_geo: PostGeoTable;
  support_tickets: SupportTicketsTable;
  feedback: FeedbackTable;
  tracked_events: TrackedEventsTable;
  oidc_identities: OidcIdentitiesTable;
};

export type UserRow = Selectable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type MarketInfoRow = Selectable<MarketInfoTable>;
export type NewMarketInfo = Insertable<MarketInfoTable>;
export type BankAccountRow = Selectable<BankAccountsTable>;
export type ActivationCodeRow = Selectable<ActivationCodesTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;
export type PostRow = Selectable<PostsTable>;
export type NewPost = Insertable<PostsTable>;
export type PostMediaRow = Selectable<PostMediaTable>;
export type CommentRow = Selectable<CommentsTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;
export type MessageRow = Selectable<MessagesTable>;
