import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MESSAGES } from '../../src/contract';
import {
  likeMachine,
  selectIsSending,
  selectLikeCount,
  selectLiked,
  selectWaitsForNetwork,
  type LikeAnswer,
  type LikeEmitted,
} from '../../src/machines/like';
import { OfflineError } from '../../src/services/api';

type Pending = { input: { postId: number; liked: boolean }; resolve: (answer: LikeAnswer) => void; reject: (error: unknown) => void };

function start(server = { liked: false, count: 3 }) {
  const requests: Pending[] = [];
  const toasts: LikeEmitted[] = [];
  /** Each wait for the network, ended by calling it (the browser's online event). */
  const waits: Array<() => void> = [];
  const actor = createActor(
    likeMachine.provide({
      actors: {
        sendLike: fromPromise<LikeAnswer, { postId: number; liked: boolean }>(
          ({ input }) => new Promise((resolve, reject) => requests.push({ input, resolve, reject })),
        ),
        waitForNetwork: fromPromise<void>(() => new Promise((resolve) => waits.push(resolve))),
      },
    }),
    { input: { postId: 7, ...server } },
  );
  actor.on('toast', (event) => toasts.push(event));
  actor.start();
  const shown = () => ({ liked: selectLiked(actor.getSnapshot()), count: selectLikeCount(actor.getSnapshot()) });
  const toggle = (signedIn = true) => actor.send({ type: 'like.toggled', signedIn });
  return { actor, requests, toasts, waits, shown, toggle };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const answer = (liked: boolean, count: number): LikeAnswer => ({ post_id: 7, liked, no_of_likes: count });

describe('like machine', () => {
  it('shows a like at once and keeps it when the server agrees', async () => {
    const { actor, requests, shown, toggle } = start();
    toggle();
    expect(shown()).toEqual({ liked: true, count: 4 });
    expect(requests.map((request) => request.input)).toEqual([{ postId: 7, liked: true }]);
    requests[0]?.resolve(answer(true, 4));
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ server: { liked: true, count: 4 }, desired: undefined });
    expect(shown()).toEqual({ liked: true, count: 4 });
  });

  it('leaves the server state as sent while the overlay is on', () => {
    const { actor, toggle } = start();
    toggle();
    expect(actor.getSnapshot().context.server).toEqual({ liked: false, count: 3 });
  });

  it('collapses rapid toggles into one request in flight and one queued with the last wish', async () => {
    const { actor, requests, shown, toggle } = start();
    toggle();
    toggle();
    expect(actor.getSnapshot().matches({ sending: 'queued' })).toBe(true);
    toggle();
    toggle();
    toggle();
    expect(requests).toHaveLength(1);
    expect(shown()).toEqual({ liked: true, count: 4 });
    expect(actor.getSnapshot().matches({ sending: 'queued' })).toBe(false);
    toggle();
    expect(shown()).toEqual({ liked: false, count: 3 });
    requests[0]?.resolve(answer(true, 4));
    await settle();
    expect(requests.map((request) => request.input.liked)).toEqual([true, false]);
    expect(shown()).toEqual({ liked: false, count: 3 });
    requests[1]?.resolve(answer(false, 3));
    await settle();
    expect(selectIsSending(actor.getSnapshot())).toBe(false);
    expect(shown()).toEqual({ liked: false, count: 3 });
  });

  it('toggling back before the answer sends nothing more', async () => {
    const { actor, requests, toggle } = start();
    toggle();
    toggle();
    toggle();
    requests[0]?.resolve(answer(true, 4));
    await settle();
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reverts and says Failed to like post when the request fails', async () => {
    const { requests, toasts, shown, toggle } = start({ liked: true, count: 10 });
    toggle();
    expect(shown()).toEqual({ liked: false, count: 9 });
    requests[0]?.reject(new Error('offline'));
    await settle();
    expect(shown()).toEqual({ liked: true, count: 10 });
    expect(toasts).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.likeFailed }]);
  });

  it('a like whose request fails offline stays shown, says it waits, and goes out once the browser is online', async () => {
    const { actor, requests, toasts, waits, shown, toggle } = start();
    toggle();
    requests[0]?.reject(new OfflineError());
    await settle();
    expect(selectWaitsForNetwork(actor.getSnapshot())).toBe(true);
    expect(shown()).toEqual({ liked: true, count: 4 });
    expect(toasts).toEqual([]);
    expect(requests).toHaveLength(1);
    waits[0]?.();
    await settle();
    expect(selectWaitsForNetwork(actor.getSnapshot())).toBe(false);
    expect(requests.map((request) => request.input)).toEqual([
      { postId: 7, liked: true },
      { postId: 7, liked: true },
    ]);
    requests[1]?.resolve(answer(true, 4));
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(shown()).toEqual({ liked: true, count: 4 });
  });

  it('toggles while waiting move the overlay, and the last wish is what goes out', async () => {
    const { actor, requests, waits, shown, toggle } = start();
    toggle();
    requests[0]?.reject(new OfflineError());
    await settle();
    toggle();
    expect(shown()).toEqual({ liked: false, count: 3 });
    toggle();
    toggle();
    expect(shown()).toEqual({ liked: false, count: 3 });
    expect(selectWaitsForNetwork(actor.getSnapshot())).toBe(true);
    waits[0]?.();
    await settle();
    // The lost like may have landed: the unlike is sent, though the server's old state was unliked.
    expect(requests[1]?.input).toEqual({ postId: 7, liked: false });
    requests[1]?.resolve(answer(false, 3));
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(shown()).toEqual({ liked: false, count: 3 });
  });

  it('a queued wish whose request in flight fails offline waits too, and goes out once online', async () => {
    const { requests, waits, toggle } = start();
    toggle();
    toggle();
    requests[0]?.reject(new OfflineError());
    await settle();
    waits[0]?.();
    await settle();
    expect(requests.map((request) => request.input.liked)).toEqual([true, false]);
  });

  it('never shows a count below 0', () => {
    const { shown, toggle } = start({ liked: true, count: 0 });
    toggle();
    expect(shown()).toEqual({ liked: false, count: 0 });
  });

  it('a visitor is asked to log in and nothing changes', () => {
    const { actor, requests, toasts, shown, toggle } = start();
    toggle(false);
    expect(shown()).toEqual({ liked: false, count: 3 });
    expect(requests).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(toasts).toEqual([{ type: 'toast', tone: 'info', message: MESSAGES.logInToLike }]);
  });

  it('takes the server word when it answers otherwise', async () => {
    const { requests, shown, toggle } = start();
    toggle();
    requests[0]?.resolve(answer(false, 5));
    await settle();
    expect(requests).toHaveLength(1);
    expect(shown()).toEqual({ liked: false, count: 5 });
  });

  it('takes newer server numbers from a reloaded feed', () => {
    const { actor, shown } = start();
    actor.send({ type: 'post.synced', liked: true, count: 12 });
    expect(shown()).toEqual({ liked: true, count: 12 });
  });
});
