import { fromPromise } from 'xstate';
import { MESSAGES } from '../../contract';
import { ApiError } from '../../services/api';
import { rateSeller } from '../../services/profile';
import type { RatingOutcome } from './rating.types';

/** POST /rating; a refusal resolves with the server's words ('You cannot rate yourself.'). */
export const sendRating = fromPromise<RatingOutcome, { vendor: string; rating: number }>(async ({ input, signal }) => {
  try {
    return { ok: true, summary: await rateSeller(input.vendor, input.rating, signal) };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: error instanceof ApiError ? error.message : MESSAGES.genericError };
  }
});

export const ratingActors = { sendRating };
