import { describe, expect, it } from 'vitest';
import { selectFollowers, selectIsFollowing, selectIsFollowPending, type FollowSnapshot } from '../../src/machines/follow';
import { followEventFixtures as fixtures, followModel, followSystemEvents, followVariants } from './follow.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const following = systemEvent(followSystemEvents, 'xstate.done.actor.', 0);
const failed = systemEvent(followSystemEvents, 'xstate.error.actor.');
const toggle = fixtures['follow.toggled'][0];
const shown = (snapshot: FollowSnapshot) => ({
  following: selectIsFollowing(snapshot),
  followers: selectFollowers(snapshot),
  pending: selectIsFollowPending(snapshot),
});

describe('follow machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(followModel);
  });

  const journeys = [
    { name: 'a follow shows at once', variant: followVariants.member, events: [toggle], shown: { following: true, followers: 11, pending: true } },
    { name: 'a changed mind mid-request asks once more', variant: followVariants.member, events: [toggle, toggle, following], shown: { following: false, followers: 10, pending: true } },
    { name: 'a failure goes back to what the server said', variant: followVariants.member, events: [toggle, failed], shown: { following: false, followers: 10, pending: false } },
    { name: 'a visitor sends nothing', variant: followVariants.visitor, events: [toggle], shown: { following: false, followers: 10, pending: false } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(followModel, journey.variant, journey.events);
      expect(shown(path.state as FollowSnapshot)).toEqual(journey.shown);
    });
  }
});
