import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { answerKey, PAGE_ANSWERS_ELEMENT_ID, type FeedAnswer, type Post } from '../../src/contract';
import { feedPage, postOf } from '../fixtures/marketplace';
import { apiUrl, server } from '../setup/msw';
import { renderApp, signInAsAlice } from './routes.render';

const FIRST_FEED_PAGE = answerKey('/', { page: 1, per_page: 10, paginate: true });

/** The data block the server writes into its page (server/http/pages/page-answers.ts). */
function pageCarries(json: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_ANSWERS_ELEMENT_ID;
  block.textContent = json;
  document.body.append(block);
}

/** Answers GET `path` with `answer` and counts the calls. */
function countCalls(path: string, answer: FeedAnswer | { post: Post }): { count: number } {
  const calls = { count: 0 };
  server.use(
    http.get(apiUrl(path), () => {
      calls.count += 1;
      return HttpResponse.json(answer);
    }),
  );
  return calls;
}

afterEach(() => document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.remove());

describe('the answers the page for / or a post carries', () => {
  it("show the feed's first page at once for a visitor, without asking the server, and only once", async () => {
    pageCarries(JSON.stringify({ [FIRST_FEED_PAGE]: feedPage([3, 2, 1]) }));
    const calls = countCalls('', feedPage([9]));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Post 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Post 1' })).toBeInTheDocument();
    expect(calls.count).toBe(0);
    expect(document.getElementById(PAGE_ANSWERS_ELEMENT_ID)).toBeNull();
  });

  it("show a shared post's page without asking the server", async () => {
    pageCarries(JSON.stringify({ '/post/42': { post: postOf(42, { title: 'Fresh Ofada rice, 50kg bag' }) } }));
    const calls = countCalls('/post/42', { post: postOf(42, { title: 'Asked for' }) });
    server.use(http.get(apiUrl('/comment'), () => HttpResponse.json({ comments: [] })));
    renderApp('/post/42');
    expect(await screen.findByRole('heading', { name: 'Fresh Ofada rice, 50kg bag' })).toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('are asked for again when they do not keep the contract', async () => {
    pageCarries(JSON.stringify({ [FIRST_FEED_PAGE]: { results: 'not a page' } }));
    const calls = countCalls('', feedPage([9]));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Post 9' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('are asked for again when the block is not JSON', async () => {
    pageCarries('{"/?page=1');
    const calls = countCalls('', feedPage([9]));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Post 9' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it("are not a signed-in viewer's: theirs are asked for", async () => {
    signInAsAlice();
    pageCarries(JSON.stringify({ [FIRST_FEED_PAGE]: feedPage([3]) }));
    const calls = countCalls('', feedPage([9]));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Post 9' })).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });
});
