import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { feedActors, feedMachine, type FeedContext, type FeedEvent } from '../../src/machines/feed';
import { feedPage, postOf } from '../fixtures/marketplace';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel } from './harness';

/** The filters the graph applies; the view walk types the city into the panel. */
export const FILTERED_CITY = 'Ikeja';
/** The viewer in the view walk: post 2 is theirs (they may delete it), post 1 is another vendor's (they may hide it). */
export const VIEWER = 'alice';

/** One example of every feed event. */
export const feedEventFixtures = {
  'feed.bottomReached': [{ type: 'feed.bottomReached' }],
  'feed.loadMoreClicked': [{ type: 'feed.loadMoreClicked' }],
  'feed.retryClicked': [{ type: 'feed.retryClicked' }],
  'app.online': [{ type: 'app.online' }],
  'filter.applied': [{ type: 'filter.applied', query: { city: FILTERED_CITY } }],
  'feed.postHidden': [{ type: 'feed.postHidden', postId: 1 }],
  'feed.postDeleted': [{ type: 'feed.postDeleted', postId: 2 }],
  // The owner's edit (a new title and price) and Mark as sold, from the post popup.
  'feed.postChanged': [
    { type: 'feed.postChanged', post: postOf(1, { title: 'Post 1, now two bags', price: 48_000 }) },
    { type: 'feed.postChanged', post: postOf(1, { sold: true }) },
  ],
} satisfies EventFixtures<FeedEvent>;

/** What the server may answer for a page: more to come, the last page (overlapping the first), nothing, other posts. */
export const feedOutputFixtures = {
  loadPage: [
    feedPage([1, 2], { hasNext: true, snapshot: 20, authors: { 2: VIEWER } }),
    feedPage([2, 3], { page: 2, authors: { 2: VIEWER } }),
    feedPage([]),
    feedPage([7, 8], { hasNext: true, snapshot: 70 }),
  ],
  // Reports the online event (a fixture event above); it never ends.
  watchOnline: [undefined as never],
  // Reports the applied filters (a fixture event above); it never ends.
  filterPanel: [undefined as never],
} satisfies OutputFixtures<typeof feedActors>;

export const feedSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof feedActors.loadPage>(feedMachine, 'loadPage', feedOutputFixtures.loadPage),
  ...errorEvents(feedMachine, 'loadPage'),
];

export const feedVariant = { name: 'nothing hidden on this device', input: { hiddenPostIds: [] } };

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as FeedContext;

export const feedModel: MachineModel = {
  name: 'feed',
  machine: feedMachine,
  variants: [feedVariant],
  events: [...fixtureEvents<FeedEvent>(feedEventFixtures), ...feedSystemEvents],
  serialize: (snapshot) => {
    const { posts, hasNext, page, hiddenIds, query, pendingQuery } = contextOf(snapshot);
    const titles = posts.map((post) => post.title);
    return JSON.stringify({ value: snapshot.value, ids: posts.map((post) => post.id), titles, hasNext, page, hiddenIds, query, pendingQuery });
  },
};
