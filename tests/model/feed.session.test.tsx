/**
 * The marketplace feed by hand, beside the generated walk of feed.view.test.tsx: a session of two pages
 * with their requests, and the hidden posts this browser cached for the signed-in account.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feedPage } from '../fixtures/marketplace';
import { VIEWER } from './feed.model';
import {
  answers,
  feedRequests,
  loadMoreButton,
  pageAnswer,
  reachBottom,
  renderMarketplace,
  shownPostIds,
  stopFeedServer,
  useFeedServer,
} from './feed.screen';
import { eventually } from './settle';

describe('the marketplace feed, by hand', () => {
  beforeEach(useFeedServer);
  afterEach(stopFeedServer);

  it('walks a session by hand: page 1, scroll, page 2 with the snapshot, the end of the feed', async () => {
    renderMarketplace();
    answers.release('page', pageAnswer(feedPage([1, 2], { hasNext: true, snapshot: 31 })));
    await eventually(() => expect(shownPostIds()).toEqual([1, 2]));
    await reachBottom();
    await eventually(() => expect(screen.getByText('Loading more posts...')).toBeInTheDocument());
    answers.release('page', pageAnswer(feedPage([2, 3], { page: 2 })));
    await eventually(() => expect(shownPostIds()).toEqual([1, 2, 3]));
    expect(loadMoreButton()).toBeNull();
    const [first, second] = feedRequests.map((url) => Object.fromEntries(url.searchParams));
    expect(first).toMatchObject({ page: '1', per_page: '10', paginate: 'true' });
    expect(first).not.toHaveProperty('snapshot');
    expect(second).toMatchObject({ page: '2', per_page: '10', paginate: 'true', snapshot: '31' });
  });

  it("leaves out the posts in the signed-in account's cached hidden list", async () => {
    localStorage.setItem('hiddenPosts', JSON.stringify({ username: VIEWER, post_ids: [2] }));
    renderMarketplace();
    answers.release('page', pageAnswer(feedPage([1, 2, 3])));
    await eventually(() => expect(shownPostIds()).toEqual([1, 3]));
  });

  it("never applies another account's hidden list (or an old one that names no account) on this browser, and drops it", async () => {
    localStorage.setItem('hiddenPosts', JSON.stringify({ username: 'someone_else', post_ids: [2] }));
    renderMarketplace();
    answers.release('page', pageAnswer(feedPage([1, 2, 3])));
    await eventually(() => expect(shownPostIds()).toEqual([1, 2, 3]));
    expect(localStorage.getItem('hiddenPosts')).toBeNull();
    cleanup();
    localStorage.setItem('hiddenPosts', JSON.stringify([2]));
    renderMarketplace();
    answers.release('page', pageAnswer(feedPage([1, 2, 3])));
    await eventually(() => expect(shownPostIds()).toEqual([1, 2, 3]));
  });
});
