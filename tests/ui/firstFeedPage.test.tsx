import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_FEED_PAGE_ELEMENT_ID, type FeedAnswer } from '../../src/contract';
import { feedPage } from '../fixtures/marketplace';
import { apiUrl, server } from '../setup/msw';
import { renderApp, signInAsAlice } from './routes.render';

/** The data block the server writes into its page for / (server/http/pages/first-feed-page.ts). */
function embedFirstPage(json: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_FEED_PAGE_ELEMENT_ID;
  block.textContent = json;
  document.body.append(block);
}

/** Answers the feed with `answer` and counts the calls. */
function countFeedCalls(answer: FeedAnswer): { count: number } {
  const calls = { count: 0 };
  server.use(
    http.get(apiUrl(''), () => {
      calls.count += 1;
      return HttpResponse.json(answer);
    }),
  );
  return calls;
}

afterEach(() => document.getElementById(FIRST_FEED_PAGE_ELEMENT_ID)?.remove());

describe("the feed's first page in the page for /", () => {
  it('shows at once for a visitor, without asking the server, and only once', async () => {
    embedFirstPage(JSON.stringify(feedPage([3, 2, 1])));
    const calls = countFeedCalls(feedPage([9]));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Post 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Post 1' })).toBeInTheDocument();
    expect(calls.count).toBe(0);
    expect(document.getElementById(FIRST_FEED_PAGE_ELEMENT_ID)).toBeNull();
  });

  it('is asked for again when the block is not a feed page', async () => {
    embedFirstPage('{"results": "not a page"}');
    const calls = countFeedCalls(feedPage([9]));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Post 9' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it("is not a signed-in viewer's feed: theirs is asked for", async () => {
    signInAsAlice();
    embedFirstPage(JSON.stringify(feedPage([3])));
    const calls = countFeedCalls(feedPage([9]));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Post 9' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });
});
