import type { Generated, Insertable, Selectable } from 'kysely';

/** The tables of the marketplace: stores and their bank accounts, posts and their media, lookups, likes, comments, follows, saved and hidden posts, ratings, and the positions of stores and posts (specification document 2). */

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

export type BankAccountsTable = {
  id: Generated<number>;
  user_id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  is_active: Generated<number>;
  created_at: string;
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
  /** 1 once the owner marked it sold, 0 while available. */
  sold: Generated<number>;
  /** When it was made or last renewed: 60 days on it has expired (issue 16). Every insert says it. */
  renewed_at: string;
  /** The owner's expiry notices sent since that renewal: 1 the week's warning, 2 the expiry too. */
  expiry_notices_sent: Generated<number>;
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
/** A user watching a post's price (issue 16). */
export type PostWatchesTable = { user_id: number; post_id: number; created_at: string };

/** A buyer's review of a vendor (issue 16): the stars are the rating, `text` may be empty (stars alone). */
export type RatingsTable = {
  /** The review's own id (what a report names); given by the database. */
  id: Generated<number>;
  rater_id: number;
  vendor_id: number;
  rating: number;
  text: Generated<string>;
  /** The vendor's public reply, and when it was last written. */
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  updated_at: string;
};

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

export type MarketplaceTables = {
  market_info: MarketInfoTable;
  bank_accounts: BankAccountsTable;
  categories: CategoriesTable;
  delivery_times: DeliveryTimesTable;
  posts: PostsTable;
  post_media: PostMediaTable;
  likes: LikesTable;
  comments: CommentsTable;
  follows: FollowsTable;
  saved_posts: SavedPostsTable;
  hidden_posts: HiddenPostsTable;
  post_watches: PostWatchesTable;
  ratings: RatingsTable;
  vendor_geo: GeoBoxTable;
  post_geo: PostGeoTable;
};

export type MarketInfoRow = Selectable<MarketInfoTable>;
export type NewMarketInfo = Insertable<MarketInfoTable>;
export type BankAccountRow = Selectable<BankAccountsTable>;
export type PostRow = Selectable<PostsTable>;
export type NewPost = Insertable<PostsTable>;
export type PostMediaRow = Selectable<PostMediaTable>;
export type CommentRow = Selectable<CommentsTable>;
