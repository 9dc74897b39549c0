/** The model of Settings → Watched prices: the load and its retry, one Unwatch at a time, failed Unwatches. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { watchedPostsActors, watchedPostsMachine, type WatchedPostsContext, type WatchedPostsEvent } from '../../src/machines/watchedPosts';
import { samplePost } from '../fixtures/post';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel } from './harness';

export const watchedPostsEventFixtures = {
  'watched.retryClicked': [{ type: 'watched.retryClicked' }],
  'watched.unwatchClicked': [
    { type: 'watched.unwatchClicked', postId: 7 },
    { type: 'watched.unwatchClicked', postId: 999 },
  ],
} satisfies EventFixtures<WatchedPostsEvent>;

export const watchedPostsOutputFixtures = {
  loadWatchedPosts: [[samplePost({ id: 7, title: 'Ankara bale', price: 12_000 }), samplePost({ id: 8, title: 'Gele', price: 5_000 })]],
  unwatchPost: [undefined],
} satisfies OutputFixtures<typeof watchedPostsActors>;

export const watchedPostsSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof watchedPostsActors.loadWatchedPosts>(watchedPostsMachine, 'loadWatchedPosts', watchedPostsOutputFixtures.loadWatchedPosts),
  ...errorEvents(watchedPostsMachine, 'loadWatchedPosts'),
  ...doneEvents<typeof watchedPostsActors.unwatchPost>(watchedPostsMachine, 'unwatchPost', watchedPostsOutputFixtures.unwatchPost),
  ...errorEvents(watchedPostsMachine, 'unwatchPost'),
];

export const watchedPostsVariant = { name: 'signed in' };

export const watchedPostsModel: MachineModel = {
  name: 'watchedPosts',
  machine: watchedPostsMachine,
  variants: [watchedPostsVariant],
  events: [...fixtureEvents<WatchedPostsEvent>(watchedPostsEventFixtures), ...watchedPostsSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { posts, unwatching } = snapshot.context as WatchedPostsContext;
    return JSON.stringify({ value: snapshot.value, posts: posts.map((post) => post.id), unwatching });
  },
};
