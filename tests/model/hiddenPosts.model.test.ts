import { describe, expect, it } from 'vitest';
import { selectCanUnhide, selectHiddenLoadFailed, selectHiddenPosts, selectUnhiding, type HiddenPostsSnapshot } from '../../src/machines/hiddenPosts';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { hiddenPostsEventFixtures as fixtures, hiddenPostsModel, hiddenPostsSystemEvents, hiddenPostsVariant } from './hiddenPosts.model';

const loaded = systemEvent(hiddenPostsSystemEvents, 'xstate.done.actor.loadHiddenPosts');
const loadFailed = systemEvent(hiddenPostsSystemEvents, 'xstate.error.actor.loadHiddenPosts');
const unhidden = systemEvent(hiddenPostsSystemEvents, 'xstate.done.actor.unhidePost');
const unhideFailed = systemEvent(hiddenPostsSystemEvents, 'xstate.error.actor.unhidePost');
const [unhide3] = fixtures['hidden.unhideClicked'];
const shown = (snapshot: HiddenPostsSnapshot) => ({
  posts: selectHiddenPosts(snapshot).map((post) => post.id),
  failed: selectHiddenLoadFailed(snapshot),
  unhiding: selectUnhiding(snapshot),
  canUnhide: selectCanUnhide(snapshot),
});

describe('hidden posts machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(hiddenPostsModel);
  });

  const journeys = [
    { name: 'a failed load offers Try Again', events: [loadFailed], shown: { posts: [], failed: true, unhiding: null, canUnhide: false } },
    { name: 'Unhide waits for the server, one at a time', events: [loaded, unhide3], shown: { posts: [3, 5], failed: false, unhiding: 3, canUnhide: false } },
    { name: 'an unhidden post leaves the list', events: [loaded, unhide3, unhidden], shown: { posts: [5], failed: false, unhiding: null, canUnhide: true } },
    { name: 'a failed Unhide keeps the post', events: [loaded, unhide3, unhideFailed], shown: { posts: [3, 5], failed: false, unhiding: null, canUnhide: true } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(hiddenPostsModel, hiddenPostsVariant, journey.events);
      expect(shown(path.state as HiddenPostsSnapshot)).toEqual(journey.shown);
    });
  }
});
