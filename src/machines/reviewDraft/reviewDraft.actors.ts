import { fromPromise } from 'xstate';
import { MESSAGES } from '../../contract';
import { ApiError } from '../../services/api';
import { replyToReview, saveReview } from '../../services/profile';
import type { ReviewDraftContext, ReviewDraftOutcome } from './reviewDraft.types';

/** POST /reviews/{vendor} or its reply; a refusal resolves with the server's words. */
export const saveDraft = fromPromise<ReviewDraftOutcome, Omit<ReviewDraftContext, 'error'>>(async ({ input, signal }) => {
  try {
    const text = input.text.trim();
    const review =
      input.kind === 'reply'
        ? await replyToReview(input.vendor, input.reviewer, text, signal)
        : await saveReview(input.vendor, input.rating, text, signal);
    return { ok: true, review };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: error instanceof ApiError ? error.message : MESSAGES.genericError };
  }
});

export const reviewDraftActors = { saveDraft };
