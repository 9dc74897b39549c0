import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES, fillTemplate, MESSAGES } from '../../src/contract';
import { feedPage, vendorOf } from '../fixtures/marketplace';
import { currentUserOf } from '../machines/auth.fixtures';
import { apiUrl, server } from '../setup/msw';
import { answerFeed, feedShown, lastFeedCall, renderMarketplace, resetMarketplaceServer, useServer, vendor } from './marketplace.render';

// What a card loads after the first render (its like button's machines, its carousel): in place before the tests.
await Promise.all([import('../../src/ui/screens/post/PostShadowLive'), import('../../src/ui/components/Carousel')]);

beforeEach(resetMarketplaceServer);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MarketplaceScreen', () => {
  it('has the marketplace title, a top ad sized per screen (a mobile banner or a leaderboard) and, for visitors, the tall side ad', async () => {
    useServer();
    answerFeed(feedPage([1, 2]));
    renderMarketplace();
    await feedShown([1, 2]);
    expect(document.title).toBe('Marketplace | Naija Market');
    expect(screen.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
    // Both boxes are drawn; ads.css shows the mobile one below 768 px and the leaderboard from there.
    const topAds = screen.getAllByRole('complementary', { name: 'Advertisement, top' });
    expect(topAds.map((slot) => slot.getAttribute('data-size'))).toEqual(['mobile', 'leaderboard']);
    expect(screen.getByRole('complementary', { name: 'Advertisement, side' })).toHaveAttribute('data-size', 'sidebar');
    expect(screen.queryByRole('heading', { name: 'Vendors to follow' })).toBeNull();
    expect(lastFeedCall()).toMatchObject({ page: '1', per_page: '10', paginate: 'true' });
  });

  it('shows a post card: seller, verified badge, place, title, price, FREE, category and comments', async () => {
    useServer();
    const page = feedPage([1, 2]);
    const [first, second] = page.results;
    if (!first || !second) throw new Error('the page has two posts');
    page.results = [
      { ...first, user: { ...first.user, is_verified: true } },
      { ...second, price: 0, title: 'Free delivery advice', category: null },
    ];
    answerFeed(page);
    renderMarketplace();
    await feedShown([1, 2]);
    const [card, freeCard] = screen.getAllByRole('article');
    if (!card || !freeCard) throw new Error('two cards');
    expect(within(card).getByText('Mama Nkechi Foods')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(card).getByText('Ikeja, Lagos')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Post 1' })).toBeInTheDocument();
    expect(within(card).getByText('₦25,000')).toBeInTheDocument();
    expect(within(card).getByText(CATEGORIES[0]?.name ?? '')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(within(freeCard).getByText('FREE')).toBeInTheDocument();
    expect(within(freeCard).queryByRole('img', { name: 'Verified' })).toBeNull();
    // A text-only post is a gradient card, in the frame photos have: at most the spec's feed height of 425.
    const textCard = within(freeCard).getByRole('button', { name: 'Open Free delivery advice' });
    expect(textCard.closest('[data-part="media"]')).toHaveStyle({ maxHeight: '425px' });
  });

  it('a post title opens ?postId= and closing the popup removes it', async () => {
    useServer();
    answerFeed(feedPage([4]));
    server.use(
      http.get(apiUrl('/post/4'), () => HttpResponse.json({ post: feedPage([4]).results[0] })),
      http.get(apiUrl('/comment'), () => HttpResponse.json({ comments: [] })),
    );
    const user = renderMarketplace();
    await feedShown([4]);
    await user.click(screen.getByRole('button', { name: 'Post 4' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?postId=4');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a like in the popup shows on the card at once, and the card\'s next press unlikes; comment counts agree too', async () => {
    useServer({ currentUser: currentUserOf('bola') });
    answerFeed(feedPage([4]));
    const likes: unknown[] = [];
    server.use(
      http.get(apiUrl('/post/4'), () => HttpResponse.json({ post: feedPage([4]).results[0] })),
      http.get(apiUrl('/comment'), () => HttpResponse.json({ comments: [] })),
      http.post(apiUrl('/like'), async ({ request }) => {
        const body = (await request.json()) as { action: boolean };
        likes.push(body);
        return HttpResponse.json({ post_id: 4, liked: body.action, no_of_likes: body.action ? 1 : 0 });
      }),
      http.post(apiUrl('/comment'), () =>
        HttpResponse.json(
          { comment: { id: 9, user: { username: 'bola', display_name: 'Bola', profileimg: '' }, post: 4, comment: 'Still there?', parent: null, created_at: new Date().toISOString() }, no_of_comments: 1 },
          { status: 201 },
        ),
      ),
    );
    const user = renderMarketplace({ signedInAs: 'bola' });
    await feedShown([4]);
    const card = screen.getByRole('article', { name: 'Post 4' });
    await user.click(within(card).getByRole('button', { name: 'Post 4' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Like 0' }));
    // Behind the popup the card already shows it.
    expect(within(card).getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(await within(dialog).findByRole('textbox', { name: 'Write a comment' }), 'Still there?');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(card).findByRole('button', { name: 'Comments (1)' })).toBeInTheDocument();
    await waitFor(() => expect(likes).toEqual([{ post_id: 4, action: true }]));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const heart = within(card).getByRole('button', { name: 'Like 1' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(within(card).getByRole('button', { name: 'Like 0' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(likes).toEqual([{ post_id: 4, action: true }, { post_id: 4, action: false }]));
  }, 20_000);

  it('Load More Posts asks for the next page with the snapshot and shows No Content Found... for an empty feed', async () => {
    useServer();
    answerFeed(feedPage([1], { hasNext: true, snapshot: 77 }), feedPage([2], { page: 2 }));
    const user = renderMarketplace();
    await feedShown([1]);
    await user.click(screen.getByRole('button', { name: 'Load More Posts' }));
    await feedShown([1, 2]);
    expect(lastFeedCall()).toMatchObject({ page: '2', snapshot: '77' });
    expect(screen.queryByRole('button', { name: 'Load More Posts' })).toBeNull();
  });
});

describe('the create-post entry bar', () => {
  it('is hidden for visitors', async () => {
    useServer();
    renderMarketplace();
    await screen.findByText(MESSAGES.noContent);
    expect(screen.queryByRole('textbox', { name: 'Create a post' })).toBeNull();
  });

  it('is a skeleton until the current user has loaded', async () => {
    useServer();
    renderMarketplace({ signedInAs: 'alice' });
    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Create a post' })).toBeNull();
  });

  it('is disabled without a store, and a click says where to set one up', async () => {
    useServer({ currentUser: currentUserOf('alice') });
    const user = renderMarketplace({ signedInAs: 'alice' });
    const input = await screen.findByRole('textbox', { name: 'Create a post' });
    expect(input).toHaveAttribute('placeholder', MESSAGES.setUpVendorPlaceholder);
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveAttribute('readonly');
    await user.click(input);
    expect(await screen.findByText(MESSAGES.vendorProfileRequired)).toBeInTheDocument();
  });

  it('opens the create-post modal for a vendor', async () => {
    useServer({ currentUser: vendor('alice') });
    const user = renderMarketplace({ signedInAs: 'alice' });
    const input = await screen.findByRole('textbox', { name: 'Create a post' });
    expect(input).toHaveAttribute('placeholder', MESSAGES.createPostPlaceholder);
    expect(input).not.toHaveAttribute('aria-disabled');
    await user.click(input);
    expect(await screen.findByRole('dialog', { name: /Create Post/i })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.vendorProfileRequired)).toBeNull();
  });
});

describe('follow suggestions', () => {
  it('show 3 vendors, follow at once, leave the list with Now following and refill it from the server', async () => {
    const followed: string[] = [];
    server.use(
      http.post(apiUrl('/follow'), async ({ request }) => {
        const { user } = (await request.json()) as { user: string };
        followed.push(user);
        return HttpResponse.json({ user, isFollowing: true, user_followers: 1 });
      }),
    );
    useServer({ currentUser: currentUserOf('alice') });
    // As the server answers: 3 vendors, never anyone alice follows.
    const vendors = ['bola', 'dayo', 'emeka', 'funke'].map((username) => vendorOf(username));
    server.use(http.get(apiUrl('/get_users'), () => HttpResponse.json(vendors.filter((vendor) => !followed.includes(vendor.username)).slice(0, 3))));
    const user = renderMarketplace({ signedInAs: 'alice' });
    const panel = await screen.findByRole('region', { name: 'Vendors to follow' });
    const shown = () => within(panel).queryAllByRole('listitem').map((item) => item.textContent);
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('complementary', { name: 'Advertisement, side' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Follow bola Store' }));
    expect(await screen.findByText(fillTemplate(MESSAGES.nowFollowing, { name: 'bola Store' }))).toBeInTheDocument();
    expect(followed).toEqual(['bola']);
    await waitFor(() => expect(shown()).toEqual([expect.stringContaining('dayo Store'), expect.stringContaining('emeka Store'), expect.stringContaining('funke Store')]));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Follow dayo Store' })).toBeEnabled());
  });

  it('undo a failed follow with Failed to follow user', async () => {
    server.use(http.post(apiUrl('/follow'), () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    useServer({ currentUser: currentUserOf('alice'), suggestions: [vendorOf('bola')] });
    const user = renderMarketplace({ signedInAs: 'alice' });
    const follow = await screen.findByRole('button', { name: 'Follow bola Store' });
    await user.click(follow);
    expect(await screen.findByText(MESSAGES.followFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow bola Store' })).toBeEnabled();
  });
});
