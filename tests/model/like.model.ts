/** The model of one post's like button: optimistic toggles, the one-in-flight queue, revert on failure, the wait offline. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { likeActors, likeMachine, type LikeContext, type LikeEvent } from '../../src/machines/like';
import { OfflineError } from '../../src/services/api';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const POST_ID = 42;

/** One example of every like event: a member's press, a visitor's press, fresh numbers from a reloaded feed. */
export const likeEventFixtures = {
  'like.toggled': [
    { type: 'like.toggled', signedIn: true },
    { type: 'like.toggled', signedIn: false },
  ],
  'post.synced': [{ type: 'post.synced', liked: false, count: 7 }],
} satisfies EventFixtures<LikeEvent>;

/** What POST /like may answer, and the browser being online again. */
export const likeOutputFixtures = {
  sendLike: [
    { post_id: POST_ID, liked: true, no_of_likes: 4 },
    { post_id: POST_ID, liked: false, no_of_likes: 3 },
  ],
  waitForNetwork: [undefined],
} satisfies OutputFixtures<typeof likeActors>;

/** The answers and failures, in this order: liked, unliked, the network back, a failure, a failure offline. */
export const likeSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof likeActors.sendLike>(likeMachine, 'sendLike', likeOutputFixtures.sendLike),
  ...doneEvents<typeof likeActors.waitForNetwork>(likeMachine, 'waitForNetwork', likeOutputFixtures.waitForNetwork),
  ...errorEvents(likeMachine, 'sendLike'),
  ...errorEvents(likeMachine, 'sendLike', new OfflineError()),
];

export const likeVariants = {
  notLiked: { name: 'not liked, 3 likes', input: { postId: POST_ID, liked: false, count: 3 } },
  likedAtZero: { name: 'liked with a count of 0 (the count must not go negative)', input: { postId: POST_ID, liked: true, count: 0 } },
} satisfies Record<string, ModelVariant>;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LikeContext;

export const likeModel: MachineModel = {
  name: 'like',
  machine: likeMachine,
  variants: Object.values(likeVariants),
  events: [...fixtureEvents<LikeEvent>(likeEventFixtures), ...likeSystemEvents],
  serialize: (snapshot) => {
    const { server, desired } = contextOf(snapshot);
    return JSON.stringify({ value: snapshot.value, server, desired });
  },
  simplePaths: false,
};
