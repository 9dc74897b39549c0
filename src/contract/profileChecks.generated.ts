// Written by scripts/contract/answerChecks.ts from the contract's zod schemas (`npm run answer-checks`); do not edit.
// tests/contract/answerChecks.test.ts holds each check to its schema.
import type { z } from 'zod/mini';
import { answerCheck, bool, list, nullable, num, object, oneOf, text } from './answerChecks';
import type { reviewsPageSchema, reviewSchema } from './reviews';
import type { referralCodeAnswerSchema, referralStatsAnswerSchema } from './social';
import type { presenceStatusSchema } from './presence';

const reviewValue = object({ id: num, reviewer: text, reviewer_name: text, rating: num, text: text, created_at: text, updated_at: text, reply: nullable(object({ text: text, updated_at: text })) });
const reviewsPageValue = object({ average: nullable(num), count: num, mine: nullable(reviewValue), can_review: bool, results: list(reviewValue), page: num, has_next: bool });
const referralCodeAnswerValue = object({ code: text, link: text });
const referralStatsAnswerValue = object({ total_referrals: num, converted_referrals: num, referred_users: list(object({ username: text, date_joined: text, converted: bool })) });

export const reviewsPageCheck = answerCheck<z.output<typeof reviewsPageSchema>>(reviewsPageValue);
export const reviewCheck = answerCheck<z.output<typeof reviewSchema>>(reviewValue);
export const referralCodeAnswerCheck = answerCheck<z.output<typeof referralCodeAnswerSchema>>(referralCodeAnswerValue);
export const referralStatsAnswerCheck = answerCheck<z.output<typeof referralStatsAnswerSchema>>(referralStatsAnswerValue);
export const presenceStatusCheck = answerCheck<z.output<typeof presenceStatusSchema>>(oneOf(["online","away","offline"]));
