import type { CurrentUser } from '../contract/profile';
import type { PresenceStatus } from '../contract/presence';
import { parsedOrUndefined } from '../contract/answerChecks';
import { currentUserAnswerCheck } from '../contract/answerChecks.generated';
import { presenceStatusCheck, referralCodeAnswerCheck, referralStatsAnswerCheck, reviewCheck, reviewsPageCheck } from '../contract/profileChecks.generated';
import { call } from './api';
import { readOnlineStatus } from './cookies';

/* A profile's calls: their answers are checked without zod's runtime (src/contract/profileChecks.generated.ts), so a profile's page does not load it. */

/** GET /fetchcurruserdetails?username=: a public profile (the private parts only for oneself). */
export async function fetchProfile(username: string, signal?: AbortSignal): Promise<CurrentUser> {
  const answer = await call('/fetchcurruserdetails', currentUserAnswerCheck, { query: { username }, auth: 'optional', quiet: true, signal });
  return answer.currentuser;
}

/** GET /reviews/{username}?page=N: the vendor's reviews newest first, the summary, and the caller's own. */
export function fetchReviews(vendor: string, page: number, signal?: AbortSignal) {
  return call(`/reviews/${encodeURIComponent(vendor)}`, reviewsPageCheck, { query: { page }, auth: 'optional', quiet: true, signal });
}

/** POST /reviews/{username}: the caller's stars and words for a vendor (again changes them). */
export function saveReview(vendor: string, rating: number, text: string, signal?: AbortSignal) {
  return call(`/reviews/${encodeURIComponent(vendor)}`, reviewCheck, { method: 'POST', body: { rating, text }, auth: true, quiet: true, signal });
}

/** POST /reviews/{username}/{reviewer}/reply: the reviewed vendor's public reply. */
export function replyToReview(vendor: string, reviewer: string, reply: string, signal?: AbortSignal) {
  const path = `/reviews/${encodeURIComponent(vendor)}/${encodeURIComponent(reviewer)}/reply`;
  return call(path, reviewCheck, { method: 'POST', body: { reply }, auth: true, quiet: true, signal });
}

export function fetchReferralCode(signal?: AbortSignal) {
  return call('/referral/code', referralCodeAnswerCheck, { auth: true, quiet: true, signal });
}

export function fetchReferralStats(signal?: AbortSignal) {
  return call('/referral/stats', referralStatsAnswerCheck, { auth: true, quiet: true, signal });
}

/** The owner's chosen status as stored in this browser; online when none was chosen. */
export function readOwnerStatus(): PresenceStatus {
  const stored = typeof document === 'undefined' ? undefined : readOnlineStatus();
  return parsedOrUndefined(presenceStatusCheck, stored) ?? 'online';
}

/** Puts text on the clipboard; rejects where the browser refuses. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

export type ShareResult = 'shared' | 'copied' | 'cancelled';

/** The system share sheet where there is one, else the link on the clipboard. A dismissed sheet is `cancelled`. */
export async function shareLink(share: { title: string; text: string; url: string }): Promise<ShareResult> {
  if (typeof navigator.share !== 'function') {
    await copyText(share.url);
    return 'copied';
  }
  try {
    await navigator.share(share);
    return 'shared';
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    throw error;
  }
}
