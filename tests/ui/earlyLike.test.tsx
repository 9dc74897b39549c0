import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedPage } from '../fixtures/marketplace';
import { currentUserOf } from '../machines/auth.fixtures';
import { apiUrl, server } from '../setup/msw';
import { answerFeed, feedShown, renderMarketplace, resetMarketplaceServer, useServer } from './marketplace.render';

/** The like button's code (the post shadow and like machines), held back until the test lets it arrive. */
const arrival = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock(import('../../src/ui/screens/post/PostShadowLive'), async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

beforeEach(resetMarketplaceServer);

describe('a feed card drawn before its like button code arrives', () => {
  // First: the code is held back until the second test lets it arrive.
  it("leaves a visitor's heart as the server drew it: the like's code asks them to log in, not a like drawn and undone", async () => {
    useServer();
    answerFeed(feedPage([4]));
    const user = renderMarketplace();
    await feedShown([4]);
    const card = screen.getByRole('article', { name: 'Post 4' });
    await user.click(within(card).getByRole('button', { name: 'Like 0' }));
    expect(within(card).getByRole('button', { name: 'Like 0' })).toHaveAttribute('aria-pressed', 'false');
  }, 20_000);

  it('shows the count, and a tap made meanwhile is sent and shown once the code is there', async () => {
    useServer({ currentUser: currentUserOf('bola') });
    answerFeed(feedPage([4]));
    const likes: unknown[] = [];
    server.use(
      http.post(apiUrl('/like'), async ({ request }) => {
        const body = (await request.json()) as { action: boolean };
        likes.push(body);
        return HttpResponse.json({ post_id: 4, liked: body.action, no_of_likes: body.action ? 1 : 0 });
      }),
    );
    const user = renderMarketplace({ signedInAs: 'bola' });
    await feedShown([4]);
    const card = screen.getByRole('article', { name: 'Post 4' });
    const heart = within(card).getByRole('button', { name: 'Like 0' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    // Drawn at once, though nothing can be sent yet.
    expect(within(card).getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(likes).toEqual([]);
    arrival.arrive();
    expect(await within(card).findByRole('button', { name: 'Like 1' }, { timeout: 5_000 })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(likes).toEqual([{ post_id: 4, action: true }]));
  }, 20_000);
});
