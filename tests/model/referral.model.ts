/** The model of the owner's Referrals section: the load and retry, Refresh, copying, sharing and their outcomes. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { referralActors, referralMachine, type ReferralContext, type ReferralEvent } from '../../src/machines/referral';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, timerEvents, type MachineModel } from './harness';

export const referralEventFixtures = {
  'referral.retried': [{ type: 'referral.retried' }],
  'stats.refreshRequested': [{ type: 'stats.refreshRequested' }],
  'copy.requested': [
    { type: 'copy.requested', target: 'code' },
    { type: 'copy.requested', target: 'link' },
  ],
  'share.requested': [{ type: 'share.requested' }],
} satisfies EventFixtures<ReferralEvent>;

const stats = { total_referrals: 2, converted_referrals: 1, referred_users: [] };

export const referralOutputFixtures = {
  loadReferral: [{ code: 'ADA7X', link: 'https://example.ng/register?ref=ADA7X', stats }],
  refreshReferralStats: [{ ...stats, total_referrals: 3 }],
  copyToClipboard: [undefined],
  // The share sheet was used, the link was copied instead, the sheet was dismissed.
  shareReferral: ['shared', 'copied', 'cancelled'],
} satisfies OutputFixtures<typeof referralActors>;

export const referralSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof referralActors.loadReferral>(referralMachine, 'loadReferral', referralOutputFixtures.loadReferral),
  ...errorEvents(referralMachine, 'loadReferral'),
  ...doneEvents<typeof referralActors.refreshReferralStats>(referralMachine, 'refreshReferralStats', referralOutputFixtures.refreshReferralStats),
  ...errorEvents(referralMachine, 'refreshReferralStats'),
  ...doneEvents<typeof referralActors.copyToClipboard>(referralMachine, 'copyToClipboard', referralOutputFixtures.copyToClipboard),
  ...errorEvents(referralMachine, 'copyToClipboard'),
  ...doneEvents<typeof referralActors.shareReferral>(referralMachine, 'shareReferral', referralOutputFixtures.shareReferral),
  ...errorEvents(referralMachine, 'shareReferral'),
  ...timerEvents(referralMachine),
];

export const referralVariant = { name: 'the owner' };

export const referralModel: MachineModel = {
  name: 'referral',
  machine: referralMachine,
  variants: [referralVariant],
  events: [...fixtureEvents<ReferralEvent>(referralEventFixtures), ...referralSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { code, stats: shownStats, copied } = snapshot.context as ReferralContext;
    return JSON.stringify({ value: snapshot.value, code, total: shownStats.total_referrals, copied });
  },
};
