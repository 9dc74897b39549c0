import { fromPromise } from 'xstate';
import { PRODUCT_NAME } from '../../contract';
import { copyText, fetchReferralCode, fetchReferralStats, shareLink } from '../../services/profile';
import type { ReferralInfo, ReferralStats, ShareResult } from './referral.types';

/** GET /referral/code and /referral/stats together. */
export const loadReferral = fromPromise<ReferralInfo>(async ({ signal }) => {
  const [code, stats] = await Promise.all([fetchReferralCode(signal), fetchReferralStats(signal)]);
  return { code: code.code, link: code.link, stats };
});

export const refreshReferralStats = fromPromise<ReferralStats>(({ signal }) => fetchReferralStats(signal));

export const copyToClipboard = fromPromise<void, { text: string }>(({ input }) => copyText(input.text));

/** The share sheet, or the link on the clipboard where there is none. */
export const shareReferral = fromPromise<ShareResult, { code: string; link: string }>(({ input }) =>
  shareLink({ title: `Join me on ${PRODUCT_NAME}`, text: `Sign up on ${PRODUCT_NAME} with my referral code ${input.code}`, url: input.link }),
);

export const referralActors = { loadReferral, refreshReferralStats, copyToClipboard, shareReferral };
