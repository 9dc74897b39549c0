import { describe, expect, it } from 'vitest';
import { selectReferralFailed, selectReferralStats, selectShowsCopied, type ReferralSnapshot } from '../../src/machines/referral';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { referralEventFixtures as fixtures, referralModel, referralSystemEvents, referralVariant } from './referral.model';

const loaded = systemEvent(referralSystemEvents, 'xstate.done.actor.', 0);
const failed = systemEvent(referralSystemEvents, 'xstate.error.actor.', 0);
const refreshed = systemEvent(referralSystemEvents, 'xstate.done.actor.', 1);
const copiedDone = systemEvent(referralSystemEvents, 'xstate.done.actor.', 2);
const feedbackOver = systemEvent(referralSystemEvents, 'xstate.after.');
const [, copyLink] = fixtures['copy.requested'];
const shown = (snapshot: ReferralSnapshot) => ({
  failed: selectReferralFailed(snapshot),
  total: selectReferralStats(snapshot).total_referrals,
  linkCopied: selectShowsCopied(snapshot, 'link'),
  codeCopied: selectShowsCopied(snapshot, 'code'),
});

describe('referral machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(referralModel);
  });

  const journeys = [
    { name: 'a failed load offers a retry', events: [failed], shown: { failed: true, total: 0, linkCopied: false, codeCopied: false } },
    { name: 'Refresh reloads the stats', events: [loaded, ...fixtures['stats.refreshRequested'], refreshed], shown: { failed: false, total: 3, linkCopied: false, codeCopied: false } },
    { name: 'a copied link marks its button only', events: [loaded, copyLink, copiedDone], shown: { failed: false, total: 2, linkCopied: true, codeCopied: false } },
    { name: 'the mark goes after a moment', events: [loaded, copyLink, copiedDone, feedbackOver], shown: { failed: false, total: 2, linkCopied: false, codeCopied: false } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(referralModel, referralVariant, journey.events);
      expect(shown(path.state as ReferralSnapshot)).toEqual(journey.shown);
    });
  }
});
