import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MESSAGES } from '../../src/contract';
import {
  followMachine,
  selectFollowers,
  selectIsFollowing,
  selectIsFollowPending,
  type FollowAnswer,
  type FollowEmitted,
  type SetFollowInput,
} from '../../src/machines/follow';

type Deferred = { input: SetFollowInput; resolve: (answer: FollowAnswer) => void; reject: (error: unknown) => void };

function start({ signedIn = true, isFollowing = false, followers = 3 } = {}) {
  const requests: Deferred[] = [];
  const emitted: FollowEmitted[] = [];
  const machine = followMachine.provide({
    actors: {
      sendFollow: fromPromise<FollowAnswer, SetFollowInput>(
        ({ input }) => new Promise((resolve, reject) => requests.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input: { username: 'mama_nkechi', name: 'Mama Nkechi Foods', isFollowing, followers, signedIn } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, requests, emitted };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const view = (actor: ReturnType<typeof start>['actor']) => ({
  following: selectIsFollowing(actor.getSnapshot()),
  followers: selectFollowers(actor.getSnapshot()),
});

describe('follow machine', () => {
  it('shows Following and one more follower at once, then keeps the server answer', async () => {
    const { actor, requests, emitted } = start();
    actor.send({ type: 'follow.toggled' });
    expect(view(actor)).toEqual({ following: true, followers: 4 });
    expect(requests.map((request) => request.input)).toEqual([{ username: 'mama_nkechi', follow: true }]);
    requests[0]?.resolve({ isFollowing: true, user_followers: 10 });
    await settle();
    expect(view(actor)).toEqual({ following: true, followers: 10 });
    expect(emitted).toEqual([
      { type: 'toast', tone: 'success', message: 'Now following Mama Nkechi Foods' },
      { type: 'follow.settled' },
    ]);
  });

  it('reverts on failure, says so, and still asks for the profile to reload', async () => {
    const { actor, requests, emitted } = start({ isFollowing: true, followers: 1 });
    actor.send({ type: 'follow.toggled' });
    expect(view(actor)).toEqual({ following: false, followers: 0 });
    requests[0]?.reject(new Error('offline'));
    await settle();
    expect(view(actor)).toEqual({ following: true, followers: 1 });
    expect(emitted).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.followUpdateFailed }, { type: 'follow.settled' }]);
  });

  it('never shows fewer than 0 followers', () => {
    const { actor } = start({ isFollowing: true, followers: 0 });
    actor.send({ type: 'follow.toggled' });
    expect(view(actor).followers).toBe(0);
  });

  it('collapses toggles while a request is in flight into one more request only when the wish differs', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'follow.toggled' });
    actor.send({ type: 'follow.toggled' });
    actor.send({ type: 'follow.toggled' });
    expect(selectIsFollowPending(actor.getSnapshot())).toBe(true);
    expect(requests).toHaveLength(1);
    actor.send({ type: 'follow.toggled' });
    requests[0]?.resolve({ isFollowing: true, user_followers: 4 });
    await settle();
    expect(requests.map((request) => request.input.follow)).toEqual([true, false]);
    // The server counts the follow (4); the wish to unfollow shows one fewer.
    expect(view(actor)).toEqual({ following: false, followers: 3 });
    requests[1]?.resolve({ isFollowing: false, user_followers: 3 });
    await settle();
    expect(view(actor)).toEqual({ following: false, followers: 3 });
    expect(selectIsFollowPending(actor.getSnapshot())).toBe(false);
  });

  it('signed out: sends nothing, asks to log in and sends the user to /login', () => {
    const { actor, requests, emitted } = start({ signedIn: false });
    actor.send({ type: 'follow.toggled' });
    expect(requests).toEqual([]);
    expect(view(actor).following).toBe(false);
    expect(emitted).toEqual([{ type: 'toast', tone: 'info', message: MESSAGES.logInToFollow }, { type: 'login.required' }]);
  });
});
