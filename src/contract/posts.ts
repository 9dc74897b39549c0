import { z } from 'zod';
import { LIMITS, MESSAGES } from './constants';
import { categorySchema, categoryTypeSchema } from './lookups';
import { requiredText } from './fields';

export const MEDIA_KINDS = ['image', 'video'] as const;

/** One stored picture or video; `variants` are the responsive widths (400 to 1920) of an image. */
export const mediaSchema = z.object({
  url: z.string(),
  kind: z.enum(MEDIA_KINDS),
  width: z.number().nullable(),
  height: z.number().nullable(),
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
  vendor: z
    .object({
      marketname: z.string(),
      city: z.string(),
      state: z.string(),
      /** Empty unless the vendor displays their phone. */
      phone: z.string(),
      display_phone: z.boolean(),
      allow_comments: z.boolean(),
    })
    .nullable(),
});
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const postSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  caption: z.string(),
  price: z.number(),
  category: categorySchema.nullable(),
  delivery_time: z.object({ id: z.number(), value: z.string(), label: z.string() }).nullable(),
  delivery_radius: z.number().nullable(),
  created_at: z.string(),
  no_of_likes: z.number(),
  no_of_comments: z.number(),
  /** The caller's own state; false for visitors. */
  liked: z.boolean(),
  saved: z.boolean(),
  user: postAuthorSchema,
  images: z.array(mediaSchema),
});
export type Post = z.infer<typeof postSchema>;

export const paginationSchema = z.object({
  current_page: z.number(),
  total_pages: z.number(),
  has_next: z.boolean(),
  has_previous: z.boolean(),
  count: z.number(),
  /**
   * The newest post id the first page saw. Later pages send it back as `snapshot`, so posts created
   * meanwhile never push older ones onto the next page twice.
   */
  snapshot: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

const queryNumber = (message: string) =>
  z.coerce.number({ error: message }).refine(Number.isFinite, message);

const queryFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** GET / : the feed with the filters of document 2; unknown keys (refresh, paginate) are ignored. */
export const feedQuerySchema = z
  .object({
    page: z.coerce.number({ error: MESSAGES.pageInvalid }).int(MESSAGES.pageInvalid).min(1, MESSAGES.pageInvalid).default(1),
    per_page: z.coerce
      .number({ error: MESSAGES.pageInvalid })
      .int(MESSAGES.pageInvalid)
      .min(1, MESSAGES.pageInvalid)
      .max(LIMITS.feedPageSizeMax, MESSAGES.pageInvalid)
      .default(LIMITS.feedPageSizeDefault),
    paginate: queryFlag.optional(),
    snapshot: z.coerce.number().int().min(0).optional(),
    category: z.coerce.number({ error: MESSAGES.categoryRequired }).int().min(1).optional(),
    category_type: categoryTypeSchema.optional(),
    min_price: queryNumber(MESSAGES.minPriceInvalid).pipe(z.number().min(0, MESSAGES.minPriceInvalid)).optional(),
    max_price: queryNumber(MESSAGES.maxPriceInvalid).pipe(z.number().min(0, MESSAGES.maxPriceInvalid)).optional(),
    state: optionalText(LIMITS.cityFilterMax),
    city: optionalText(LIMITS.cityFilterMax),
    delivery_time: optionalText(40),
    lat: queryNumber(MESSAGES.coordinatesInvalid).pipe(z.number().min(-90, MESSAGES.coordinatesInvalid).max(90, MESSAGES.coordinatesInvalid)).optional(),
    lng: queryNumber(MESSAGES.coordinatesInvalid).pipe(z.number().min(-180, MESSAGES.coordinatesInvalid).max(180, MESSAGES.coordinatesInvalid)).optional(),
    radius: queryNumber(MESSAGES.coordinatesInvalid).pipe(z.number().gt(0).max(20_000)).optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    message: MESSAGES.coordinatesInvalid,
    path: ['lat'],
  });
export type FeedQuery = z.input<typeof feedQuerySchema>;
export type FeedFilters = z.output<typeof feedQuerySchema>;

/** The feed answers one entry per post with all of its media (the spec's one-row-per-image form, merged). */
export const feedAnswerSchema = z.object({
  results: z.array(postSchema),
  pagination: paginationSchema,
});
export type FeedAnswer = z.infer<typeof feedAnswerSchema>;

export const postAnswerSchema = z.object({ post: postSchema });

const priceField = z
  .union([z.number(), z.string().trim()], { error: MESSAGES.priceRequired })
  .transform((value, context) => {
    if (value === '') {
      context.addIssue({ code: 'custom', message: MESSAGES.priceRequired });
      return z.NEVER;
    }
    const price = Number(value);
    if (!Number.isFinite(price) || price < 0 || price > LIMITS.priceMax) {
      context.addIssue({ code: 'custom', message: MESSAGES.priceInvalid });
      return z.NEVER;
    }
    return Math.round(price * 100) / 100;
  });

/** POST / : the `post` field of the multipart form, or the JSON body of a text-only post. */
export const createPostPayloadSchema = z.object({
  title: requiredText(MESSAGES.titleRequired, z.string().max(LIMITS.titleMax, MESSAGES.titleTooLong)),
  description: requiredText(MESSAGES.descriptionRequired, z.string().max(LIMITS.descriptionMax, MESSAGES.descriptionTooLong)),
  caption: z.string({ error: MESSAGES.captionTooLong }).trim().max(LIMITS.captionMax, MESSAGES.captionTooLong).default(''),
  category: z.coerce.number({ error: MESSAGES.categoryRequired }).int(MESSAGES.categoryRequired).min(1, MESSAGES.categoryRequired),
  category_type: categoryTypeSchema.optional(),
  price: priceField,
  delivery_time: requiredText(MESSAGES.deliveryTimeRequired, z.string().max(40, MESSAGES.deliveryTimeRequired)),
  delivery_radius: z.coerce.number().min(0).max(20_000).nullable().optional(),
  /** The vendor's username, as the spec sends it; the server uses the caller and ignores it. */
  user: z.string().optional(),
});
export type CreatePostPayload = z.input<typeof createPostPayloadSchema>;

export const createPostAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  post: postSchema,
});

export const deletePostPayloadSchema = z.object({
  postid: z.coerce.number({ error: MESSAGES.missingPostId }).int().min(1, MESSAGES.missingPostId),
});
export const deletePostAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

export const postIdParamsSchema = z.object({
  id: z.coerce.number({ error: MESSAGES.postNotFound }).int(MESSAGES.postNotFound).min(1, MESSAGES.postNotFound),
});
