import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { fillTemplate, MESSAGES, type FeedAnswer } from '../../src/contract';
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
  type FilterLink,
} from '../../src/machines/feed';
import { filterMachine, selectCanEdit, selectIsApplying } from '../../src/machines/filter';
import { clearSession, writeSession } from '../../src/services/cookies';
import { localHiddenPosts } from '../../src/services/marketplace';
import { feedPage } from '../fixtures/marketplace';

type Deferred = { request: FeedPageRequest; resolve: (answer: FeedAnswer) => void; reject: (error: Error) => void };

function start(hiddenPostIds: number[] = [], filter?: FilterLink) {
  const requests: Deferred[] = [];
  const actor = createActor(
    feedMachine.provide({
      actors: {
        loadPage: fromPromise<FeedAnswer, FeedPageRequest>(
          ({ input }) => new Promise((resolve, reject) => requests.push({ request: input, resolve, reject })),
        ),
      },
    }),
    { input: { hiddenPostIds, filter } },
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
    expect(feed.actor.getSnapshot().value).toEqual({ list: 'loading', filters: 'idle' });
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
    expect(feed.actor.getSnapshot().value).toEqual({ list: 'moreFailed', filters: 'idle' });
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
    expect(feed.actor.getSnapshot().value).toEqual({ list: 'loading', filters: 'idle' });
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
    expect(feed.actor.getSnapshot().value).toEqual({ list: 'loading', filters: 'idle' });
    await feed.answer(feedPage([5]));
    expect(feed.ids()).toEqual([5]);
  });

  it('new filters load their page 1 while the posts stay, then replace them; later pages keep the filters', async () => {
    const feed = start();
    await feed.answer(feedPage([1, 2, 3], { hasNext: true }));
    feed.actor.send({ type: 'filter.applied', query: { city: 'Ikeja' } });
    expect(feed.requests.at(-1)?.request).toEqual({ city: 'Ikeja', page: 1 });
    expect(feed.ids()).toEqual([1, 2, 3]);
    await feed.answer(feedPage([7, 8], { hasNext: true, snapshot: 9 }));
    expect(feed.ids()).toEqual([7, 8]);
    feed.actor.send({ type: 'feed.loadMoreClicked' });
    expect(feed.requests.at(-1)?.request).toEqual({ city: 'Ikeja', page: 2, snapshot: 9 });
  });

  it('new filters during the first load replace it', async () => {
    const feed = start();
    feed.actor.send({ type: 'filter.applied', query: {} });
    const [firstPage, filtered] = feed.requests;
    filtered?.resolve(feedPage([]));
    await settle();
    expect(selectHasNoContent(feed.actor.getSnapshot())).toBe(true);
    firstPage?.resolve(feedPage([1]));
    await settle();
    expect(feed.ids()).toEqual([]);
  });

  it('a failed filter empties the feed', async () => {
    const feed = start();
    await feed.answer(feedPage([1, 2]));
    feed.actor.send({ type: 'filter.applied', query: { state: 'Kano' } });
    await feed.fail();
    expect(feed.ids()).toEqual([]);
    expect(selectHasNoContent(feed.actor.getSnapshot())).toBe(true);
  });

  it("loads the filter panel's applied filters and tells the panel how page 1 went", async () => {
    // A narrow screen's closed panel asks for no country list.
    const filter = createActor(filterMachine, { input: { narrow: true } }).start();
    const toasts: string[] = [];
    filter.on('toast', ({ message }) => toasts.push(message));
    const feed = start([], filter);
    await feed.answer(feedPage([1]));
    filter.send({ type: 'filter.regionChanged', value: 'Lagos' });
    filter.send({ type: 'filter.applyClicked' });
    expect(feed.requests.at(-1)?.request).toEqual({ state: 'Lagos', page: 1 });
    expect(selectIsApplying(filter.getSnapshot())).toBe(true);
    await feed.answer(feedPage([4, 5], { count: 2 }));
    expect(feed.ids()).toEqual([4, 5]);
    expect(selectIsApplying(filter.getSnapshot())).toBe(false);
    expect(toasts).toEqual([fillTemplate(MESSAGES.filterResults, { items: 2, count: 1 })]);
    filter.send({ type: 'filter.resetClicked' });
    await feed.fail();
    expect(selectHasNoContent(feed.actor.getSnapshot())).toBe(true);
    expect(selectCanEdit(filter.getSnapshot())).toBe(true);
    expect(toasts.slice(1)).toEqual([MESSAGES.filtersCleared, MESSAGES.applyFiltersFailed]);
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
