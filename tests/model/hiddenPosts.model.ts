/** The model of Settings → Hidden Posts: the load and its retry, one Unhide at a time, failed Unhides. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { hiddenPostsActors, hiddenPostsMachine, type HiddenPostsContext, type HiddenPostsEvent } from '../../src/machines/hiddenPosts';
import { postOf } from '../fixtures/marketplace';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel } from './harness';

export const hiddenPostsEventFixtures = {
  'hidden.retryClicked': [{ type: 'hidden.retryClicked' }],
  'hidden.unhideClicked': [
    { type: 'hidden.unhideClicked', postId: 3 },
    { type: 'hidden.unhideClicked', postId: 99 },
  ],
} satisfies EventFixtures<HiddenPostsEvent>;

export const hiddenPostsOutputFixtures = {
  loadHiddenPosts: [[postOf(3), postOf(5)]],
  unhidePost: [undefined],
} satisfies OutputFixtures<typeof hiddenPostsActors>;

export const hiddenPostsSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof hiddenPostsActors.loadHiddenPosts>(hiddenPostsMachine, 'loadHiddenPosts', hiddenPostsOutputFixtures.loadHiddenPosts),
  ...errorEvents(hiddenPostsMachine, 'loadHiddenPosts'),
  ...doneEvents<typeof hiddenPostsActors.unhidePost>(hiddenPostsMachine, 'unhidePost', hiddenPostsOutputFixtures.unhidePost),
  ...errorEvents(hiddenPostsMachine, 'unhidePost'),
];

export const hiddenPostsVariant = { name: 'signed in' };

export const hiddenPostsModel: MachineModel = {
  name: 'hiddenPosts',
  machine: hiddenPostsMachine,
  variants: [hiddenPostsVariant],
  events: [...fixtureEvents<HiddenPostsEvent>(hiddenPostsEventFixtures), ...hiddenPostsSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { posts, unhiding } = snapshot.context as HiddenPostsContext;
    return JSON.stringify({ value: snapshot.value, posts: posts.map((post) => post.id), unhiding });
  },
};
