import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { FeedAnswer } from '../../src/contract';
import {
  feedMachine,
  readFeedInput,
  selectCanLoadMore,
  selectFeedError,
  selectHasNoContent,
  selectIsLoadingMore,
  selectLoadMoreError,
  selectPosts,
  type FeedPageRequest,
} from '../../src/machines/feed';
import { clearSession, writeSession } from '../../src/services/cookies';
import { localHiddenPosts } from '../../src/services/marketplace';
import { feedPage } from '../fixtures/marketplace';

type Deferred = { request: FeedPageRequest; resolve: (answer: FeedAnswer) => void; reject: (error: Error) => void };

function start(hiddenPostIds: number[] = []) {
  const requests: Deferred[] = [];
  const actor = createActor(
    feedMachine.provide({
      actors: {
        loadPage: fromPromise<FeedAnswer, FeedPageRequest>(
          ({ input }) => new Promise((resolve, reject) => requests.push({ request: input, resolve, reject })),
        ),
      },
    }),
    { input: { hiddenPostIds } },
  );
  actor.start();
  const answer = async (page: FeedAnswer) => {
    const waiting = requests.at(-1);
    if (!waiting) throw new Error('no page was asked for');
    waiting.resolve(page);
    await settle();
  };
  const fail = async () => {
    requests.at(-1)?.reject(new Error('offline'));
    await settle();
  };
  return { actor, requests, answer, fail, ids: () => selectPosts(actor.getSnapshot()).map((post) => post.id) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());

describe('feed machine', () => {
  it('loads page 1 on start and offers more while the server has a next page', async () => {
    const feed = start();
    expect(feed.actor.getSnapshot().value).toBe('loading');
    expect(feed.requests[0]?.request).toEqual({ page: 1 });
    await feed.answer(feedPage([1, 2], { hasNext: true, snapshot: 42 }));
    expect(feed.ids()).toEqual([1, 2]);
    expect(selectCanLoadMore(feed.actor.getSnapshot())).toBe(true);
  });

  it('asks for later pages with the first page snapshot, appends without duplicates and stops at the last page', async () => {
    const feed = start();
    await feed.answer(feedPage([1, 2], { hasNext: true, snapshot: 42 }));
    feed.actor.send({ type: 'feed.bottomReached' });
    feed.actor.send({ type: 'feed.loadMoreClicked' });
    expect(feed.requests).toHaveLength(2);
    expect(feed.requests[1]?.request).toEqual({ page: 2, snapshot: 42 });
    expect(selectIsLoadingMore(feed.actor.getSnapshot())).toBe(true);
    await feed.answer(feedPage([2, 3], { page: 2, hasNext: false }));
    expect(feed.ids()).toEqual([1, 2, 3]);
    expect(selectCanLoadMore(feed.actor.getSnapshot())).toBe(false);
    feed.actor.send({ type: 'feed.bottomReached' });
    expect(feed.requests).toHaveLength(2);
  });

  it('a failed later page keeps the posts, says why with Try Again, and asks the same page again', async () => {
    const feed = start();
    await feed.answer(feedPage([1], { hasNext: true, snapshot: 1 }));
    feed.actor.send({ type: 'feed.loadMoreClicked' });
    await feed.fail();
    expect(feed.actor.getSnapshot().value).toBe('moreFailed');
    expect(feed.ids()).toEqual([1]);
    expect(selectLoadMoreError(feed.actor.getSnapshot())).toBe('offline');
    expect(selectFeedError(feed.actor.getSnapshot())).toBeUndefined();
    feed.actor.send({ type: 'feed.retryClicked' });
    expect(feed.requests.at(-1)?.request).toEqual({ page: 2, snapshot: 1 });
    await feed.answer(feedPage([2], { page: 2 }));
    expect(feed.ids()).toEqual([1, 2]);
    expect(selectLoadMoreError(feed.actor.getSnapshot())).toBeUndefined();
  });

  it('a failed page is asked again when the browser comes back online', async () => {
    const feed = start();
    await feed.answer(feedPage([1], { hasNext: true, snapshot: 1 }));
    feed.actor.send({ type: 'feed.bottomReached' });
    await feed.fail();
    window.dispatchEvent(new Event('online'));
    expect(selectIsLoadingMore(feed.actor.getSnapshot())).toBe(true);
    expect(feed.requests).toHaveLength(3);
    await feed.answer(feedPage([2], { page: 2 }));
    expect(feed.ids()).toEqual([1, 2]);
    // Loaded again: a later online event asks for nothing.
    window.dispatchEvent(new Event('online'));
    expect(feed.requests).toHaveLength(3);
  });

  it('a failed first page is asked again when the browser comes back online', async () => {
    const feed = start();
    await feed.fail();
    window.dispatchEvent(new Event('online'));
    expect(feed.actor.getSnapshot().value).toBe('loading');
    await feed.answer(feedPage([4]));
    expect(feed.ids()).toEqual([4]);
  });

  it('an empty first page is No Content Found...', async () => {
    const feed = start();
    await feed.answer(feedPage([]));
    expect(selectHasNoContent(feed.actor.getSnapshot())).toBe(true);
  });

  it('a failed first page offers a retry', async () => {
    const feed = start();
    await feed.fail();
    expect(selectFeedError(feed.actor.getSnapshot())).toBe('offline');
    feed.actor.send({ type: 'feed.retryClicked' });
    expect(feed.actor.getSnapshot().value).toBe('loading');
    await feed.answer(feedPage([5]));
    expect(feed.ids()).toEqual([5]);
  });

  it('new filters replace the posts from page 1 and later pages keep the filters', async () => {
    const feed = start();
    await feed.answer(feedPage([1, 2, 3], { hasNext: true }));
    feed.actor.send({ type: 'feed.filtersApplied', query: { city: 'Ikeja' }, answer: feedPage([7, 8], { hasNext: true, snapshot: 9 }) });
    expect(feed.ids()).toEqual([7, 8]);
    feed.actor.send({ type: 'feed.loadMoreClicked' });
    expect(feed.requests.at(-1)?.request).toEqual({ city: 'Ikeja', page: 2, snapshot: 9 });
  });

  it('new filters during a load replace it', async () => {
    const feed = start();
    feed.actor.send({ type: 'feed.filtersApplied', query: {}, answer: feedPage([]) });
    expect(selectHasNoContent(feed.actor.getSnapshot())).toBe(true);
    await feed.answer(feedPage([1]));
    expect(feed.ids()).toEqual([]);
  });

  it('a failed filter empties the feed', async () => {
    const feed = start();
    await feed.answer(feedPage([1, 2]));
    feed.actor.send({ type: 'feed.filtersFailed', query: { state: 'Kano' } });
    expect(feed.ids()).toEqual([]);
    expect(selectHasNoContent(feed.actor.getSnapshot())).toBe(true);
  });

  it('leaves out posts hidden on this device, and removes hidden and deleted posts at once', async () => {
    const feed = start([2]);
    await feed.answer(feedPage([1, 2, 3]));
    expect(feed.ids()).toEqual([1, 3]);
    feed.actor.send({ type: 'feed.postHidden', postId: 1 });
    expect(feed.ids()).toEqual([3]);
    feed.actor.send({ type: 'feed.postDeleted', postId: 3 });
    expect(selectHasNoContent(feed.actor.getSnapshot())).toBe(true);
  });

  it("reads the signed-in account's cached hidden posts as its input, and no one else's", () => {
    writeSession({ token: 'token-ada', username: 'ada' });
    localHiddenPosts.replace([4, 4, 6]);
    expect(readFeedInput()).toEqual({ hiddenPostIds: [4, 6] });
    writeSession({ token: 'token-bayo', username: 'bayo' });
    expect(readFeedInput()).toEqual({ hiddenPostIds: [] });
    clearSession();
    localStorage.setItem('hiddenPosts', JSON.stringify({ username: 'ada', post_ids: [4] }));
    expect(readFeedInput()).toEqual({ hiddenPostIds: [] });
    writeSession({ token: 'token-ada', username: 'ada' });
    localStorage.setItem('hiddenPosts', 'not json');
    expect(readFeedInput()).toEqual({ hiddenPostIds: [] });
    clearSession();
  });
});
