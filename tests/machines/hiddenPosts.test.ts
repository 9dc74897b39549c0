import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MESSAGES, type Post } from '../../src/contract';
import {
  hiddenPostsMachine,
  selectCanUnhide,
  selectHiddenLoadFailed,
  selectHiddenPosts,
  selectUnhiding,
  type HiddenPostsEmitted,
} from '../../src/machines/hiddenPosts';
import { feedPage } from '../fixtures/marketplace';

type Deferred<T> = { resolve: (value: T) => void; reject: (error: Error) => void };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const posts = (ids: number[]): Post[] => feedPage(ids).results;

function start() {
  const loads: Array<Deferred<Post[]>> = [];
  const unhides: Array<Deferred<void> & { postId: number }> = [];
  const toasts: HiddenPostsEmitted[] = [];
  const actor = createActor(
    hiddenPostsMachine.provide({
      actors: {
        loadHiddenPosts: fromPromise<Post[]>(() => new Promise((resolve, reject) => loads.push({ resolve, reject }))),
        unhidePost: fromPromise<void, { postId: number }>(
          ({ input }) => new Promise((resolve, reject) => unhides.push({ postId: input.postId, resolve, reject })),
        ),
      },
    }),
  );
  actor.on('toast', (event) => toasts.push(event));
  actor.start();
  const shown = () => selectHiddenPosts(actor.getSnapshot()).map((post) => post.id);
  return { actor, loads, unhides, toasts, shown };
}

describe('hidden posts machine (Settings → Marketplace)', () => {
  it("lists the account's hidden posts; Unhide removes one once the server has unhidden it, one at a time", async () => {
    const { actor, loads, unhides, toasts, shown } = start();
    loads[0]?.resolve(posts([5, 3, 1]));
    await settle();
    expect(shown()).toEqual([5, 3, 1]);
    actor.send({ type: 'hidden.unhideClicked', postId: 3 });
    expect(selectUnhiding(actor.getSnapshot())).toBe(3);
    expect(selectCanUnhide(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'hidden.unhideClicked', postId: 5 });
    expect(unhides.map((unhide) => unhide.postId)).toEqual([3]);
    expect(shown()).toEqual([5, 3, 1]);
    unhides[0]?.resolve();
    await settle();
    expect(shown()).toEqual([5, 1]);
    expect(selectUnhiding(actor.getSnapshot())).toBeNull();
    expect(toasts).toEqual([{ type: 'toast', tone: 'success', message: MESSAGES.postUnhidden }]);
  });

  it('a failed Unhide keeps the post listed and says so', async () => {
    const { actor, loads, unhides, toasts, shown } = start();
    loads[0]?.resolve(posts([5]));
    await settle();
    actor.send({ type: 'hidden.unhideClicked', postId: 5 });
    unhides[0]?.reject(new Error('offline'));
    await settle();
    expect(shown()).toEqual([5]);
    expect(selectCanUnhide(actor.getSnapshot())).toBe(true);
    expect(toasts).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.unhidePostFailed }]);
  });

  it('ignores Unhide for a post it does not list', async () => {
    const { actor, loads, unhides } = start();
    loads[0]?.resolve(posts([5]));
    await settle();
    actor.send({ type: 'hidden.unhideClicked', postId: 9 });
    expect(unhides).toHaveLength(0);
    expect(selectCanUnhide(actor.getSnapshot())).toBe(true);
  });

  it('a failed load says so and Try Again asks again', async () => {
    const { actor, loads, shown } = start();
    loads[0]?.reject(new Error('offline'));
    await settle();
    expect(selectHiddenLoadFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'hidden.retryClicked' });
    expect(loads).toHaveLength(2);
    loads[1]?.resolve(posts([2]));
    await settle();
    expect(shown()).toEqual([2]);
  });
});
