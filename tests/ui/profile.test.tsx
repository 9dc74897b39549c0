import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES, DELIVERY_TIMES, MESSAGES, type CurrentUser, type Review, type ReviewsPage } from '../../src/contract';
import { ProfileScreen } from '../../src/ui/screens/profile/ProfileScreen';
import { marketInfoOf, profilePostOf, vendorProfileOf } from '../fixtures/profile';
import { apiUrl, server } from '../setup/msw';
import { answerProfiles, renderWithSession, signedInUser, whereAmI } from './marketplaceProfile.render';

const VENDOR = 'mama_nkechi';

let followReply: () => Response | Promise<Response>;
let followBodies: unknown[] = [];
let reviewBodies: unknown[] = [];
let reviewsPage: ReviewsPage;
let statusBodies: unknown[] = [];

function useServer(profile: CurrentUser = vendorProfileOf(VENDOR)) {
  const calls = answerProfiles({ [VENDOR]: profile, ada: signedInUser('ada') });
  server.use(
    http.post(apiUrl('/follow'), async ({ request }) => {
      followBodies.push(await request.json());
      return followReply();
    }),
    http.get(apiUrl(`/reviews/${VENDOR}`), () => HttpResponse.json(reviewsPage)),
    http.post(apiUrl(`/reviews/${VENDOR}`), async ({ request }) => {
      const body = (await request.json()) as { rating: number; text: string };
      reviewBodies.push(body);
      const review = reviewBy('ada', body.rating, body.text);
      reviewsPage = { ...reviewsPage, average: 4.5, count: 2, mine: review, results: [review, ...reviewsPage.results] };
      return HttpResponse.json(review);
    }),
    http.post(apiUrl(`/reviews/${VENDOR}/bola/reply`), async ({ request }) => {
      const { reply } = (await request.json()) as { reply: string };
      reviewBodies.push({ reply });
      const review: Review = { ...reviewBy('bola', 5, 'Best jollof in Ikeja.'), reply: { text: reply, updated_at: '2026-11-21T10:00:00.000Z' } };
      reviewsPage = { ...reviewsPage, results: [review] };
      return HttpResponse.json(review);
    }),
    http.get(apiUrl('/categories-and-delivery'), () =>
      HttpResponse.json({ product_categories: CATEGORIES.slice(0, 2), service_categories: [], delivery_times: DELIVERY_TIMES }),
    ),
    http.post(apiUrl('/v2/chats/'), () => HttpResponse.json({ uniquecode: 'room-1', created: true })),
    http.post(apiUrl('/user/online-status/'), async ({ request }) => {
      statusBodies.push(await request.json());
      return HttpResponse.json({ username: VENDOR, status: 'away', is_online: true, last_seen: null });
    }),
    http.get(apiUrl('/referral/code'), () => HttpResponse.json({ code: 'AB12CD34', link: 'http://localhost/register?ref=AB12CD34' })),
    http.get(apiUrl('/referral/stats'), () =>
      HttpResponse.json({
        total_referrals: 2,
        converted_referrals: 1,
        referred_users: [
          { username: 'bola', date_joined: '2026-02-01T00:00:00Z', converted: true },
          { username: 'chidi', date_joined: '2026-02-03T00:00:00Z', converted: false },
        ],
      }),
    ),
  );
  return calls;
}

function reviewBy(reviewer: string, rating: number, text: string): Review {
  return { id: reviewer.length, reviewer, reviewer_name: reviewer, rating, text, created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z', reply: null };
}

function openProfile(signedInAs?: string, username = VENDOR) {
  return renderWithSession(<ProfileScreen />, { path: '/profile/:username', entry: `/profile/${username}`, signedInAs });
}

const heading = () => screen.findByRole('heading', { level: 1, name: /Mama Nkechi Foods/ });
const count = (part: string) => document.querySelector(`[data-part="${part}"]`)?.textContent;

beforeEach(() => {
  followBodies = [];
  reviewBodies = [];
  reviewsPage = { average: null, count: 0, mine: null, can_review: false, results: [], page: 1, has_next: false };
  statusBodies = [];
  followReply = () => HttpResponse.json({ user: VENDOR, isFollowing: true, user_followers: 4 });
});

describe('ProfileScreen', () => {
  it('shows the header: cover, picture, display name, verified badge, @username and the counts', async () => {
    useServer(vendorProfileOf(VENDOR, { is_verified: true, others: { posts_length: 7, user_followers: 3, user_following: 1 } }));
    openProfile();
    await heading();
    expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByText(`@${VENDOR}`)).toBeInTheDocument();
    expect([count('products-count'), count('followers-count'), count('following-count')]).toEqual(['7', '3', '1']);
    expect(screen.getByRole('complementary', { name: 'Advertisement, profile banner' })).toBeInTheDocument();
  });

  it('gives the owner the status selector, Edit Profile, Create Post, Wallet, Referrals and saved posts', async () => {
    useServer(vendorProfileOf(VENDOR, { saved_posts: [profilePostOf(90, { title: 'Saved rice' })] }));
    const { user } = openProfile(VENDOR);
    await heading();
    // The owner's tools come in their own chunk, after the profile shows.
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/settings/profile');
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saved posts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Saved rice/ })).toBeInTheDocument();
    const status = screen.getByRole('radiogroup', { name: 'Status' });
    expect(within(status).getByRole('radio', { name: 'Online' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(status).getByRole('radio', { name: 'Away' }));
    expect(within(status).getByRole('radio', { name: 'Away' })).toHaveAttribute('aria-checked', 'true');
    // Presence posts the status it starts with, then the owner's choice.
    await waitFor(() => expect(statusBodies.at(-1)).toEqual({ is_online: true, status: 'away' }));
    expect(document.cookie).toContain('onlineStatus=away');
    expect(document.cookie).toContain('onlineStatus=away');
  });

  it('shows the owner the referral code, link, stats and copies the code', async () => {
    useServer();
    const { user } = openProfile(VENDOR);
    const panel = await screen.findByRole('region', { name: 'Referrals' });
    expect(await within(panel).findByText('AB12CD34')).toBeInTheDocument();
    expect(within(panel).getByText('http://localhost/register?ref=AB12CD34')).toBeInTheDocument();
    const users = within(panel).getByRole('list', { name: 'Referred users' });
    expect(within(users).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/@bola.*Active/),
      expect.stringMatching(/@chidi.*Inactive/),
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Copy referral code' }));
    expect(await screen.findByText(MESSAGES.referralCodeCopied)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy referral code' })).toHaveTextContent('Copied!');
    await expect(navigator.clipboard.readText()).resolves.toBe('AB12CD34');
  });

  it('opens the wallet lazily from the owner view', async () => {
    useServer();
    const { user } = openProfile(VENDOR);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Wallet' }));
    // The wallet's modules are imported on this click: on a loaded machine that took over findBy's default second.
    expect(await screen.findByRole('dialog', { name: 'Activate Your Wallet' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('opens Create Post for the owner with a store', async () => {
    useServer();
    const { user } = openProfile(VENDOR);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByRole('dialog', { name: 'Create Post' })).toBeInTheDocument();
  });

  it('gives a signed-in visitor Message, Follow and Rate Seller, and no invented figures', async () => {
    useServer();
    openProfile('ada');
    await heading();
    expect(screen.getByRole('button', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rate Seller' })).toHaveAttribute('href', '#rate-seller');
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.reviewNeedsChat)).toBeInTheDocument();
    expect(screen.queryByText(/sales|earnings/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Referrals' })).not.toBeInTheDocument();
  });

  it('signed out, offers Login to interact, which goes to /login', async () => {
    useServer();
    const { user } = openProfile();
    await heading();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: MESSAGES.loginToInteract }));
    expect(whereAmI()).toBe('/login');
  });

  it('follows at once, keeps the server count, and reloads the profile', async () => {
    followReply = async () => {
      await delay(100);
      return HttpResponse.json({ user: VENDOR, isFollowing: true, user_followers: 4 });
    };
    const calls = useServer();
    const { user } = openProfile('ada');
    await heading();
    const before = calls.get(VENDOR) ?? 0;
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(count('followers-count')).toBe('4');
    expect(await screen.findByText('Now following Mama Nkechi Foods')).toBeInTheDocument();
    expect(followBodies).toEqual([{ user: VENDOR, action: true }]);
    await waitFor(() => expect(calls.get(VENDOR)).toBeGreaterThan(before));
  });

  it('reverts a failed follow and says so', async () => {
    followReply = () => HttpResponse.json({ message: 'boom' }, { status: 500 });
    useServer();
    const { user } = openProfile('ada');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText(MESSAGES.followUpdateFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(count('followers-count')).toBe('3');
  });

  it('lets a buyer who chatted rate the seller with stars and words, and shows the reviews the server answers', async () => {
    reviewsPage = { ...reviewsPage, average: 5, count: 1, can_review: true, results: [reviewBy('bola', 5, 'Best jollof in Ikeja.')] };
    useServer();
    const { user } = openProfile('ada');
    await heading();
    expect(await screen.findByText('5.0 out of 5 (1 review)')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Rate Seller' });
    await user.click(within(form).getByRole('button', { name: 'Post Review' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.ratingInvalid);
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Your review' }), 'Fresh and well packed.');
    await user.click(within(form).getByRole('button', { name: 'Post Review' }));
    expect(await screen.findByText('4.5 out of 5 (2 reviews)')).toBeInTheDocument();
    expect(reviewBodies).toEqual([{ rating: 4, text: 'Fresh and well packed.' }]);
    const reviews = screen.getAllByRole('listitem').filter((item) => item.dataset.part === 'review');
    expect(reviews.map((item) => item.dataset.reviewer)).toEqual(['ada', 'bola']);
    expect(within(reviews[0] as HTMLElement).getByText('Fresh and well packed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Review' })).toBeInTheDocument();
  });

  it('offers Report on each review to anyone signed in, which reports that review once', async () => {
    reviewsPage = { ...reviewsPage, average: 1, count: 1, results: [reviewBy('bola', 1, 'Rubbish, buy from me instead.')] };
    useServer();
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/reports'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: MESSAGES.reportSent, kind: 'review', reason: 'spam' }, { status: 201 });
      }),
    );
    const { user } = openProfile(VENDOR);
    await heading();
    const [review] = (await screen.findAllByRole('listitem')).filter((item) => item.dataset.part === 'review');
    await user.click(await within(review as HTMLElement).findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report review' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText(MESSAGES.reportSent)).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'review', review_id: 4, reason: 'spam' }]);
  });

  it('offers no Report on reviews to a signed-out visitor', async () => {
    reviewsPage = { ...reviewsPage, average: 5, count: 1, results: [reviewBy('bola', 5, 'Best jollof in Ikeja.')] };
    useServer();
    openProfile();
    await heading();
    await screen.findByText('Best jollof in Ikeja.');
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('lets the vendor reply to a review, and only the vendor is offered Reply', async () => {
    reviewsPage = { ...reviewsPage, average: 5, count: 1, results: [reviewBy('bola', 5, 'Best jollof in Ikeja.')] };
    useServer();
    const { user } = openProfile(VENDOR);
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const form = await screen.findByRole('form', { name: 'Reply to bola' });
    await user.type(within(form).getByRole('textbox', { name: 'Your reply' }), 'Thank you, Bola!');
    await user.click(within(form).getByRole('button', { name: 'Save Reply' }));
    expect(await screen.findByText('Thank you, Bola!')).toBeInTheDocument();
    expect(reviewBodies).toEqual([{ reply: 'Thank you, Bola!' }]);
    expect(screen.getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rate Seller' })).not.toBeInTheDocument();
  });

  it('Message opens the chat room', async () => {
    useServer();
    const { user } = openProfile('ada');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Message' }));
    await waitFor(() => expect(whereAmI()).toBe('/chats/room-1'));
  });

  it("Message from a new account past its hourly chat starts says so, in the server's words, and stays", async () => {
    useServer();
    const words = 'New accounts can start 10 chats an hour. Please try again in 51 minutes.';
    server.use(http.post(apiUrl('/v2/chats/'), () => HttpResponse.json({ message: words }, { status: 429, headers: { 'retry-after': '3060' } })));
    const { user } = openProfile('ada');
    await heading();
    await user.click(screen.getByRole('button', { name: 'Message' }));
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message' })).toBeEnabled();
  });

  it('groups the posts by category (Uncategorized without one) and opens a post in a dialog', async () => {
    useServer(
      vendorProfileOf(VENDOR, {
        posts: [
          profilePostOf(1, { title: 'Rice bag', images: ['/media/rice.jpg'] }),
          profilePostOf(2, { title: 'Mystery box', category: null, description: 'x'.repeat(200) }),
          profilePostOf(3, { title: 'Phone repair', category: { id: 26, name: 'Repair Services' } }),
        ],
      }),
    );
    const { user } = openProfile('ada');
    await heading();
    const groups = screen.getAllByRole('region').filter((region) => region.getAttribute('data-part') === 'group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['Food & Groceries', 'Uncategorized', 'Repair Services']);
    const textCard = within(groups[1] as HTMLElement).getByText('Mystery box', { selector: '.profile__text-card-title' }).parentElement;
    expect(textCard?.getAttribute('style')).toContain('linear-gradient');
    expect(textCard?.textContent?.length).toBeLessThan(200);
    await user.click(screen.getByRole('button', { name: /Rice bag/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rice bag' });
    expect(within(dialog).getByText('₦1,500')).toBeInTheDocument();
    expect(within(dialog).getByText('What listing 1 offers')).toBeInTheDocument();
  });

  it('shows a Sold ribbon on a sold post’s card only', async () => {
    useServer(vendorProfileOf(VENDOR, { posts: [profilePostOf(1, { title: 'Rice bag', sold: true }), profilePostOf(2, { title: 'Beans bag' })] }));
    openProfile('ada');
    await heading();
    expect(within(screen.getByRole('button', { name: /Rice bag/ })).getByText('Sold')).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: /Beans bag/ })).queryByText('Sold')).not.toBeInTheDocument();
  });

  it('says No products or services listed yet without posts', async () => {
    useServer();
    openProfile('ada');
    await heading();
    expect(screen.getByText(MESSAGES.noListings)).toBeInTheDocument();
  });

  it('shows About only with display_bio, the contact only with display_phone', async () => {
    useServer(
      vendorProfileOf(VENDOR, {
        display_bio: true,
        bio: 'Fresh food every day.',
        date_joined: '2025-03-10T00:00:00Z',
        market_info: marketInfoOf({ phone: '+2348031112222' }),
        vendor: { display_phone: false, verified: true },
      }),
    );
    const { user } = openProfile('ada');
    await heading();
    const toggle = screen.getByRole('button', { name: 'About' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const about = screen.getByRole('button', { name: 'About' }).closest('section') as HTMLElement;
    expect(within(about).getByText('Fresh food every day.')).toBeInTheDocument();
    expect(within(about).getByText('Business Name').nextSibling).toHaveTextContent('Mama Nkechi Foods');
    expect(within(about).getByText('Address').nextSibling).toHaveTextContent('12 Allen Avenue');
    expect(within(about).getByText('Location').nextSibling).toHaveTextContent('Ikeja, Lagos');
    expect(within(about).getByText('Member Since').nextSibling).toHaveTextContent('March 2025');
    expect(within(about).queryByText('Contact')).not.toBeInTheDocument();
  });

  it('hides About without display_bio', async () => {
    useServer(vendorProfileOf(VENDOR, { display_bio: false, bio: 'Hidden' }));
    openProfile('ada');
    await heading();
    expect(screen.queryByRole('button', { name: 'About' })).not.toBeInTheDocument();
  });

  it('shows Profile not found for an unknown user', async () => {
    useServer();
    openProfile('ada', 'nobody');
    expect(await screen.findByRole('heading', { name: MESSAGES.profileNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('shows Failed to load profile data when the server fails, with Try Again', async () => {
    useServer();
    server.use(http.get(apiUrl('/fetchcurruserdetails'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    openProfile();
    expect(await screen.findByRole('heading', { name: MESSAGES.profileLoadFailed })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
