import { z } from 'zod/mini';
import { LIMITS, MESSAGES } from './constants';
import { numberOrText } from './fields';

/** POST /rating: one rating per buyer and vendor; sending again changes it. */
export const ratingPayloadSchema = z.object({
  vendor: z
    .string({ error: MESSAGES.missingUsername })
    .check(z.trim(), z.minLength(1, MESSAGES.missingUsername), z.maxLength(LIMITS.emailMax, MESSAGES.userNotFound)),
  rating: numberOrText(
    MESSAGES.ratingInvalid,
    z.int(MESSAGES.ratingInvalid),
    z.gte(LIMITS.ratingMin, MESSAGES.ratingInvalid),
    z.lte(LIMITS.ratingMax, MESSAGES.ratingInvalid),
  ),
});
export const ratingSummarySchema = z.object({
  average: z.nullable(z.number()),
  count: z.number(),
  mine: z.nullable(z.number()),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;
