export { referralMachine } from './referral.machine';
export { referralActors, copyToClipboard, loadReferral, refreshReferralStats, shareReferral } from './referral.actors';
export * from './referral.selectors';
export type * from './referral.types';
