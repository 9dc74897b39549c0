import type { ReferralStats } from '../../contract';
import type { ShareResult } from '../../services/profile';

export type { ReferralStats, ShareResult };

export type ReferralInfo = { code: string; link: string; stats: ReferralStats };
export type CopyTarget = 'code' | 'link';

export type ReferralContext = {
  code: string;
  link: string;
  stats: ReferralStats;
  /** What the last copy put on the clipboard (its button says Copied! for a moment). */
  copied: CopyTarget | null;
};

export type ReferralEvent =
  | { type: 'referral.retried' }
  | { type: 'stats.refreshRequested' }
  | { type: 'copy.requested'; target: CopyTarget }
  | { type: 'share.requested' };

export type ReferralEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string };
