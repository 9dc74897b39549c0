import { z } from 'zod/mini';
import { LIMITS, MESSAGES } from './constants';
import { numberOrText, requiredText } from './fields';
import { currentUserQuerySchema } from './profile';
import { fillTemplate } from './templates';

const stars = numberOrText(
  MESSAGES.ratingInvalid,
  z.int(MESSAGES.ratingInvalid),
  z.gte(LIMITS.ratingMin, MESSAGES.ratingInvalid),
  z.lte(LIMITS.ratingMax, MESSAGES.ratingInvalid),
);

/**
 * POST /reviews/{username}: the caller's review of that vendor (issue 16): 1-5 stars and words (may be empty, a
 * rating alone). One per buyer and vendor; sending again changes it and keeps the vendor's reply.
 */
export const reviewPayloadSchema = z.object({
  rating: stars,
  text: z._default(
    z.string({ error: MESSAGES.reviewTooLong }).check(z.trim(), z.maxLength(LIMITS.reviewTextMax, MESSAGES.reviewTooLong)),
    '',
  ),
});
export type ReviewPayload = z.input<typeof reviewPayloadSchema>;

/** POST /reviews/{username}/{reviewer}/reply: the reviewed vendor's public answer; sending again changes it. */
export const reviewReplyPayloadSchema = z.object({
  reply: requiredText(MESSAGES.reviewReplyEmpty, z.string().check(z.maxLength(LIMITS.reviewReplyMax, MESSAGES.reviewReplyTooLong))),
});

const pageOutOfRange = fillTemplate(MESSAGES.pageOutOfRange, { max: LIMITS.reviewPagesMax });

/** The path of one review: the vendor reviewed and the buyer who wrote it. */
export const reviewParamsSchema = z.object({
  username: currentUserQuerySchema.shape.username,
  reviewer: currentUserQuerySchema.shape.username,
});

/** GET /reviews/{username}?page=N (newest first). */
export const reviewsQuerySchema = z.object({
  page: z._default(
    z.coerce.number({ error: pageOutOfRange }).check(z.int(pageOutOfRange), z.gte(1, pageOutOfRange), z.lte(LIMITS.reviewPagesMax, pageOutOfRange)),
    1,
  ),
});

export const reviewSchema = z.object({
  /** The review's id: a report of the review names it. */
  id: z.number(),
  reviewer: z.string(),
  reviewer_name: z.string(),
  rating: z.number(),
  text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  reply: z.nullable(z.object({ text: z.string(), updated_at: z.string() })),
});
export type Review = z.infer<typeof reviewSchema>;

/** A page of a vendor's reviews with the summary the profile shows, and what the caller may do. */
export const reviewsPageSchema = z.object({
  average: z.nullable(z.number()),
  count: z.number(),
  /** The caller's own review of this vendor, when they wrote one. */
  mine: z.nullable(reviewSchema),
  /** True when the caller may write (or change) a review: signed in, not the vendor, and has chatted with them. */
  can_review: z.boolean(),
  results: z.array(reviewSchema),
  page: z.number(),
  has_next: z.boolean(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
