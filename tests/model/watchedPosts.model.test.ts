import { describe, expect, it } from 'vitest';
import { selectCanUnwatch, selectUnwatching, selectWatchedLoadFailed, selectWatchedPosts, type WatchedPostsSnapshot } from '../../src/machines/watchedPosts';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { watchedPostsEventFixtures as fixtures, watchedPostsModel, watchedPostsSystemEvents, watchedPostsVariant } from './watchedPosts.model';

const loaded = systemEvent(watchedPostsSystemEvents, 'xstate.done.actor.loadWatchedPosts');
const loadFailed = systemEvent(watchedPostsSystemEvents, 'xstate.error.actor.loadWatchedPosts');
const unwatched = systemEvent(watchedPostsSystemEvents, 'xstate.done.actor.unwatchPost');
const unwatchFailed = systemEvent(watchedPostsSystemEvents, 'xstate.error.actor.unwatchPost');
const [unwatchAnkara, unwatchStranger] = fixtures['watched.unwatchClicked'];
const shown = (snapshot: WatchedPostsSnapshot) => ({
  posts: selectWatchedPosts(snapshot).map((post) => post.title),
  failed: selectWatchedLoadFailed(snapshot),
  unwatching: selectUnwatching(snapshot),
  canUnwatch: selectCanUnwatch(snapshot),
});

describe('watched posts machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(watchedPostsModel);
  });

  const journeys = [
    { name: 'a failed load offers Try Again', events: [loadFailed], shown: { posts: [], failed: true, unwatching: null, canUnwatch: false } },
    { name: 'Unwatch waits for the server, one at a time', events: [loaded, unwatchAnkara], shown: { posts: ['Ankara bale', 'Gele'], failed: false, unwatching: 7, canUnwatch: false } },
    { name: 'an unwatched post leaves the list', events: [loaded, unwatchAnkara, unwatched], shown: { posts: ['Gele'], failed: false, unwatching: null, canUnwatch: true } },
    { name: 'a failed Unwatch keeps the post', events: [loaded, unwatchAnkara, unwatchFailed], shown: { posts: ['Ankara bale', 'Gele'], failed: false, unwatching: null, canUnwatch: true } },
    { name: 'a post not listed is not unwatched', events: [loaded, unwatchStranger], shown: { posts: ['Ankara bale', 'Gele'], failed: false, unwatching: null, canUnwatch: true } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(watchedPostsModel, watchedPostsVariant, journey.events);
      expect(shown(path.state as WatchedPostsSnapshot)).toEqual(journey.shown);
    });
  }
});
