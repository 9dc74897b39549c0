/** The model of the post shadow: views reporting a post, comment counts, live likes and others' comments. */
import type { AnyMachineSnapshot } from 'xstate';
import { postShadowMachine, type PostShadowContext, type PostShadowEvent } from '../../src/machines/postShadow';
import { fixtureEvents, type EventFixtures } from './fixtures';
import type { MachineModel } from './harness';

const facts = { id: 42, liked: false, no_of_likes: 3, no_of_comments: 1 };
const like = (username: string) => ({ kind: 'like', postId: 42, liked: true, count: 4, username }) as const;

export const postShadowEventFixtures = {
  'post.seen': [
    { type: 'post.seen', post: facts },
    { type: 'post.seen', post: { ...facts, no_of_likes: 5 } },
  ],
  'post.commentsCounted': [{ type: 'post.commentsCounted', postId: 42, count: 2 }],
  'post.heard': [
    { type: 'post.heard', activity: like('bola'), viewer: 'ada' },
    { type: 'post.heard', activity: like('ada'), viewer: 'ada' },
    { type: 'post.heard', activity: { kind: 'comment', postId: 42, username: 'bola' }, viewer: 'ada' },
    { type: 'post.heard', activity: { kind: 'comment', postId: 42, username: 'ada' }, viewer: 'ada' },
  ],
} satisfies EventFixtures<PostShadowEvent>;

export const postShadowVariant = { name: 'a screen with no post shown yet' };

export const postShadowModel: MachineModel = {
  name: 'postShadow',
  machine: postShadowMachine,
  variants: [postShadowVariant],
  events: fixtureEvents<PostShadowEvent>(postShadowEventFixtures),
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { posts } = snapshot.context as PostShadowContext;
    // The like actors' state is theirs: the graph does not run what the shadow sends them.
    const shown = Object.values(posts).map(({ comments, seen }) => ({ comments, seen }));
    return JSON.stringify({ value: snapshot.value, shown });
  },
  // The like actor is the shadow's own child, whose snapshot it reads: it runs for real.
  childMachines: ['like'],
};
