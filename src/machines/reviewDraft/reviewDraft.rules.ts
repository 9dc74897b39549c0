import { LIMITS, MESSAGES } from '../../contract';
import type { ReviewDraftContext } from './reviewDraft.types';

/** What stops a draft from being sent, in the words the server would answer; null when it may be sent. */
export function draftProblem(draft: Pick<ReviewDraftContext, 'kind' | 'rating' | 'text'>): string | null {
  const text = draft.text.trim();
  if (draft.kind === 'reply') {
    if (!text) return MESSAGES.reviewReplyEmpty;
    return text.length > LIMITS.reviewReplyMax ? MESSAGES.reviewReplyTooLong : null;
  }
  if (!Number.isInteger(draft.rating) || draft.rating < LIMITS.ratingMin || draft.rating > LIMITS.ratingMax) return MESSAGES.ratingInvalid;
  return text.length > LIMITS.reviewTextMax ? MESSAGES.reviewTooLong : null;
}
