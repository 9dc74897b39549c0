import type { SnapshotFrom } from 'xstate';
import type { referralMachine } from './referral.machine';
import type { CopyTarget, ReferralStats } from './referral.types';

export type ReferralSnapshot = SnapshotFrom<typeof referralMachine>;

export const selectIsLoadingReferral = (snapshot: ReferralSnapshot): boolean => snapshot.matches('loading');
export const selectReferralFailed = (snapshot: ReferralSnapshot): boolean => snapshot.matches('failed');
export const selectReferralCode = (snapshot: ReferralSnapshot): string => snapshot.context.code;
export const selectReferralLink = (snapshot: ReferralSnapshot): string => snapshot.context.link;
export const selectReferralStats = (snapshot: ReferralSnapshot): ReferralStats => snapshot.context.stats;
export const selectIsRefreshing = (snapshot: ReferralSnapshot): boolean => snapshot.matches({ ready: { stats: 'refreshing' } });
export const selectIsSharing = (snapshot: ReferralSnapshot): boolean => snapshot.matches({ ready: { share: 'sharing' } });

/** Whether this copy button should read Copied! now. */
export const selectShowsCopied = (snapshot: ReferralSnapshot, target: CopyTarget): boolean =>
  snapshot.matches({ ready: { copy: 'copied' } }) && snapshot.context.copied === target;
