import { z } from 'zod/mini';
import { LIMITS, MESSAGES } from './constants';
import { ratingSummarySchema } from './ratings';

export const profilePostSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.nullable(z.object({ id: z.number(), name: z.string() })),
  images: z.array(z.string()),
  delivery: z.nullable(z.string()),
  no_of_likes: z.number(),
  created_at: z.string(),
  /** Marked sold by its owner: the card shows the Sold ribbon. */
  sold: z.boolean(),
  /** When it was made or last renewed: on the owner's own profile an expired post shows Expired and Renew. */
  renewed_at: z.optional(z.string()),
});

export const marketInfoSchema = z.object({
  marketname: z.string(),
  reg_number: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  display_phone: z.boolean(),
  allow_comments: z.boolean(),
  allow_multi_image: z.boolean(),
  operational_radius: z.nullable(z.number()),
  business_latitude: z.nullable(z.number()),
  business_longitude: z.nullable(z.number()),
});
export type MarketInfo = z.infer<typeof marketInfoSchema>;

export const bankAccountSchema = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  is_active: z.boolean(),
});

/**
 * GET /fetchcurruserdetails answers { currentuser }: the union of the shapes in
 * documents 2 and 3. Private parts (email, dob, bank accounts, location, chat
 * look, wallet) are filled only when the caller asks about themself.
 */
export const currentUserSchema = z.object({
  user: z.object({
    id: z.number(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
  }),
  profile: z.object({
    phone: z.string(),
    city: z.string(),
    state: z.string(),
    profileimg: z.string(),
  }),
  is_self: z.boolean(),
  is_active: z.boolean(),
  is_verified: z.boolean(),
  date_joined: z.string(),
  dob: z.string(),
  phone: z.string(),
  nationality: z.string(),
  state: z.string(),
  city: z.string(),
  address: z.string(),
  bio: z.string(),
  display_bio: z.boolean(),
  profileimg: z.string(),
  coverimg: z.string(),
  market_info: z.nullable(marketInfoSchema),
  vendor: z.nullable(z.object({ display_phone: z.boolean(), verified: z.boolean() })),
  wallet: z.object({ is_activated: z.boolean() }),
  bank_accounts: z.array(bankAccountSchema),
  background_color: z.string(),
  wallpaper: z.string(),
  last_known_latitude: z.nullable(z.number()),
  last_known_longitude: z.nullable(z.number()),
  location_updated_at: z.nullable(z.string()),
  posts: z.array(profilePostSchema),
  followers: z.array(z.object({ follower: z.string() })),
  others: z.object({
    posts_length: z.number(),
    user_followers: z.number(),
    user_following: z.number(),
  }),
  /** Whether the caller follows this user; false for visitors and for oneself. */
  is_following: z.boolean(),
  rating: ratingSummarySchema,
  /** The caller's own saved posts; empty on anyone else's profile. */
  saved_posts: z.array(profilePostSchema),
  /** The caller holds the moderator role (the menu offers Moderation); false on anyone else's profile. */
  is_moderator: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserAnswerSchema = z.object({ currentuser: currentUserSchema });
export const currentUserQuerySchema = z.object({
  username: z
    .string({ error: MESSAGES.missingUsername })
    .check(z.trim(), z.minLength(1, MESSAGES.missingUsername), z.maxLength(LIMITS.emailMax, MESSAGES.userNotFound)),
});
