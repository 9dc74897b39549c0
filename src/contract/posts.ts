import { z } from 'zod/mini';
import { fillTemplate, LIMITS, MESSAGES } from './constants';
import { categorySchema, categoryTypeSchema } from './lookups';
import { rowIdText } from './fields';

export const MEDIA_KINDS = ['image', 'video'] as const;

/** One stored picture or video; `variants` are the responsive widths (400 to 1920) of an image. */
export const mediaSchema = z.object({
  url: z.string(),
  kind: z.enum(MEDIA_KINDS),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  variants: z.array(z.object({ width: z.number(), url: z.string() })),
});
export type Media = z.infer<typeof mediaSchema>;

/** The seller as a post shows them: enough for the header, the contact rules and the comment switch. */
export const postAuthorSchema = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_verified: z.boolean(),
  profile: z.object({
    profileimg: z.string(),
    phone: z.string(),
    city: z.string(),
    state: z.string(),
    marketname: z.string(),
  }),
  vendor: z.nullable(
    z.object({
      marketname: z.string(),
      city: z.string(),
      state: z.string(),
      /** Empty unless the vendor displays their phone. */
      phone: z.string(),
      display_phone: z.boolean(),
      allow_comments: z.boolean(),
    }),
  ),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const postSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  caption: z.string(),
  price: z.number(),
  category: z.nullable(categorySchema),
  delivery_time: z.nullable(z.object({ id: z.number(), value: z.string(), label: z.string() })),
  delivery_radius: z.nullable(z.number()),
  created_at: z.string(),
  no_of_likes: z.number(),
  no_of_comments: z.number(),
  /** The caller's own state; false for visitors. */
  liked: z.boolean(),
  saved: z.boolean(),
  /** Marked sold by its owner: out of the feed's default view and closed to new chats from the post. */
  sold: z.boolean(),
  /** When it was made or last renewed: it expires POST_LIFE.lifetime later (absent from older answers). */
  renewed_at: z.optional(z.string()),
  user: postAuthorSchema,
  images: z.array(mediaSchema),
});
export type Post = z.infer<typeof postSchema>;

export const paginationSchema = z.object({
  current_page: z.number(),
  total_pages: z.number(),
  has_next: z.boolean(),
  has_previous: z.boolean(),
  /** Posts of the feed; a lower bound ("at least") when `count_exact` is false. */
  count: z.number(),
  /**
   * False when more posts follow than were counted (the feed counts 1,000, a listing search LISTING_LIMITS.countedMax):
   * the client shows "1,000+" or "200+".
   */
  count_exact: z.boolean(),
  /**
   * The newest post id the first page saw. Later pages send it back as `snapshot`, so posts created
   * meanwhile never push older ones onto the next page twice.
   */
  snapshot: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;

const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max))),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  );

const queryNumber = (message: string) => z.coerce.number({ error: message }).check(z.refine(Number.isFinite, message));

const queryFlag = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((value: 'true' | 'false' | '1' | '0') => value === 'true' || value === '1'),
);

/** An optional query number that must also pass `checks`. */
const checkedQueryNumber = (message: string, ...checks: z.core.$ZodCheck<number>[]) =>
  z.optional(z.pipe(queryNumber(message), z.number().check(...checks)));

const feedPageSizeInvalid = fillTemplate(MESSAGES.pageSizeInvalid, { field: 'per_page', max: LIMITS.feedPageSizeMax });

/** GET / : the feed with the filters of document 2; unknown keys (refresh, paginate) are ignored. */
export const feedQuerySchema = z
  .object({
    page: z._default(
      z.coerce.number({ error: MESSAGES.pageInvalid }).check(z.int(MESSAGES.pageInvalid), z.gte(1, MESSAGES.pageInvalid)),
      1,
    ),
    per_page: z._default(
      z.coerce.number({ error: feedPageSizeInvalid }).check(z.int(feedPageSizeInvalid), z.gte(1, feedPageSizeInvalid), z.lte(LIMITS.feedPageSizeMax, feedPageSizeInvalid)),
      LIMITS.feedPageSizeDefault,
    ),
    paginate: z.optional(queryFlag),
    /** The filter panel's Show sold: sold posts stay in the feed (left out by default). */
    show_sold: z.optional(queryFlag),
    snapshot: z.optional(rowIdText(undefined, 0)),
    category: z.optional(rowIdText(MESSAGES.categoryRequired)),
    category_type: z.optional(categoryTypeSchema),
    min_price: checkedQueryNumber(MESSAGES.minPriceInvalid, z.gte(0, MESSAGES.minPriceInvalid)),
    max_price: checkedQueryNumber(MESSAGES.maxPriceInvalid, z.gte(0, MESSAGES.maxPriceInvalid)),
    state: optionalText(LIMITS.cityFilterMax),
    city: optionalText(LIMITS.cityFilterMax),
    delivery_time: optionalText(40),
    lat: checkedQueryNumber(
      MESSAGES.coordinatesInvalid,
      z.gte(-90, MESSAGES.coordinatesInvalid),
      z.lte(90, MESSAGES.coordinatesInvalid),
    ),
    lng: checkedQueryNumber(
      MESSAGES.coordinatesInvalid,
      z.gte(-180, MESSAGES.coordinatesInvalid),
      z.lte(180, MESSAGES.coordinatesInvalid),
    ),
    radius: checkedQueryNumber(MESSAGES.coordinatesInvalid, z.gt(0), z.lte(20_000)),
  })
  .check(
    z.refine((query) => (query.lat === undefined) === (query.lng === undefined), {
      message: MESSAGES.coordinatesInvalid,
      path: ['lat'],
    }),
  );
export type FeedQuery = z.input<typeof feedQuerySchema>;
export type FeedFilters = z.output<typeof feedQuerySchema>;

/** The feed answers one entry per post with all of its media (the spec's one-row-per-image form, merged). */
export const feedAnswerSchema = z.object({
  results: z.array(postSchema),
  pagination: paginationSchema,
});
export type FeedAnswer = z.infer<typeof feedAnswerSchema>;

export const postAnswerSchema = z.object({ post: postSchema });

/** GET /post/{id} as the client reads it: an answer without a post is 'Invalid response format'. */
export const optionalPostAnswerSchema = z.object({ post: z.optional(postSchema) });

export const postIdParamsSchema = z.object({
  id: rowIdText(MESSAGES.postNotFound),
});
