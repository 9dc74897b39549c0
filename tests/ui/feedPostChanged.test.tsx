import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, type Post } from '../../src/contract';
import { feedPage, postOf } from '../fixtures/marketplace';
import { apiUrl, server } from '../setup/msw';
import { answerFeed, feedShown, renderMarketplace, resetMarketplaceServer, useServer, vendor } from './marketplace.render';

beforeEach(resetMarketplaceServer);

const feed = () => document.querySelector<HTMLElement>('[data-scope="feed"][data-part="root"]') ?? document.body;
const cardIds = () => within(feed()).queryAllByRole('article').map((article) => Number(article.getAttribute('data-post-id')));

/** Post 4 of the owner's, opened in the popup over the feed, with what Edit post and Mark as sold answer. */
function answerOwnersPost() {
  let post: Post = postOf(4);
  server.use(
    http.get(apiUrl('/post/4'), () => HttpResponse.json({ post })),
    http.get(apiUrl('/comment'), () => HttpResponse.json({ comments: [] })),
    http.patch(apiUrl('/post/4'), async ({ request }) => {
      const body = (await request.json()) as { title: string };
      post = { ...post, title: body.title };
      return HttpResponse.json({ success: true, message: MESSAGES.postUpdated, post });
    }),
    http.patch(apiUrl('/post/4/sold'), async ({ request }) => {
      const { sold } = (await request.json()) as { sold: boolean };
      post = { ...post, sold };
      return HttpResponse.json({ success: true, message: MESSAGES.postMarkedSold, post });
    }),
  );
}

describe('the feed follows the owner’s changes made in the post popup', () => {
  it('shows an edited title on the card at once, and a post marked sold leaves the feed', async () => {
    useServer({ currentUser: vendor('mama_nkechi') });
    answerFeed(feedPage([4, 5]));
    answerOwnersPost();
    const user = renderMarketplace({ signedInAs: 'mama_nkechi' });
    await feedShown([4, 5]);
    await user.click(within(screen.getByRole('article', { name: 'Post 4' })).getByRole('button', { name: 'Post 4' }));
    const dialog = await screen.findByRole('dialog');

    await user.click(await within(dialog).findByRole('button', { name: 'Edit post' }));
    const form = await screen.findByRole('form', { name: 'Edit Post' });
    const title = within(form).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Ofada rice, two bags');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    const card = await within(feed()).findByRole('article', { name: 'Ofada rice, two bags' });
    expect(card).toHaveAttribute('data-post-id', '4');
    expect(within(card).getByRole('heading', { name: 'Ofada rice, two bags' })).toBeInTheDocument();
    expect(cardIds()).toEqual([4, 5]);

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark as sold' }));
    await waitFor(() => expect(cardIds()).toEqual([5]));
  }, 20_000);
});
