import { z } from 'zod/mini';
import { LIMITS, MESSAGES } from './constants';
import { numberOrText, requiredText, rowIdText } from './fields';
import { categoryTypeSchema } from './lookups';
import { postSchema } from './posts';

/*
 * What the create-post form sends and a vendor's delete: validated on submit and by the server, loaded with the
 * screens that send them. What the feed reads (a post, a feed page) is posts.ts.
 */

const priceField = z.pipe(
  z.union([z.number(), z.string().check(z.trim())], { error: MESSAGES.priceRequired }),
  z.transform((value: number | string, payload) => {
    if (value === '') {
      payload.issues.push({ code: 'custom', message: MESSAGES.priceRequired, input: value });
      return z.NEVER;
    }
    const price = Number(value);
    if (!Number.isFinite(price) || price < 0 || price > LIMITS.priceMax) {
      payload.issues.push({ code: 'custom', message: MESSAGES.priceInvalid, input: value });
      return z.NEVER;
    }
    return Math.round(price * 100) / 100;
  }),
);

/** POST / : the `post` field of the multipart form, or the JSON body of a text-only post. */
export const createPostPayloadSchema = z.object({
  title: requiredText(MESSAGES.titleRequired, z.string().check(z.maxLength(LIMITS.titleMax, MESSAGES.titleTooLong))),
  description: requiredText(
    MESSAGES.descriptionRequired,
    z.string().check(z.maxLength(LIMITS.descriptionMax, MESSAGES.descriptionTooLong)),
  ),
  caption: z._default(
    z.string({ error: MESSAGES.captionTooLong }).check(z.trim(), z.maxLength(LIMITS.captionMax, MESSAGES.captionTooLong)),
    '',
  ),
  category: rowIdText(MESSAGES.categoryRequired),
  category_type: z.optional(categoryTypeSchema),
  price: priceField,
  delivery_time: requiredText(MESSAGES.deliveryTimeRequired, z.string().check(z.maxLength(40, MESSAGES.deliveryTimeRequired))),
  delivery_radius: z.optional(z.nullable(numberOrText(undefined, z.gte(0), z.lte(20_000)))),
  /** The vendor's username, as the spec sends it; the server uses the caller and ignores it. */
  user: z.optional(z.string()),
});
export type CreatePostPayload = z.input<typeof createPostPayloadSchema>;

export const createPostAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  post: postSchema,
});

export const deletePostPayloadSchema = z.object({
  postid: rowIdText(MESSAGES.missingPostId),
});
export const deletePostAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
