import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CATEGORIES,
  DELIVERY_TIMES,
  fillTemplate,
  MESSAGES,
  type CurrentUser,
  type FeedAnswer,
  type UserSummary,
} from '../../src/contract';
import { writeSession } from '../../src/services/cookies';
import { AppActor } from '../../src/ui/app/AppActor';
import { Toasts } from '../../src/ui/app/Toasts';
import { MarketplaceScreen } from '../../src/ui/screens/marketplace/MarketplaceScreen';
import { feedPage, vendorOf } from '../fixtures/marketplace';
import { COUNTRIES } from '../fixtures/store';
import { currentUserOf } from '../machines/auth.fixtures';
import { apiUrl, server } from '../setup/msw';

// The popup and the suggestions are lazy chunks of the screen: loaded once here, so a test waits for no module transform.
await Promise.all([
  import('../../src/ui/screens/post/PostPopup'),
  import('../../src/ui/screens/marketplace/FollowSuggestions'),
  import('../../src/ui/screens/marketplace/CreatePostBar'),
  import('../../src/ui/screens/createPost/CreatePostModal'),
]);

// ---------------------------------------------------------------------------
// The server: every feed call is recorded; answers can be held back.

type FeedReply = FeedAnswer | 'fail' | Promise<FeedAnswer>;

let feedCalls: URLSearchParams[] = [];
let feedReplies: FeedReply[] = [];
let lookupsFail = false;
let lookupsHeaders: Headers | undefined;

function answerFeed(...replies: FeedReply[]): void {
  feedReplies = replies;
}

function useServer(options: { currentUser?: CurrentUser; suggestions?: UserSummary[] } = {}): void {
  server.use(
    // ofetch joins the API root and '/' as /api.
    http.get(apiUrl(''), async ({ request }) => {
      feedCalls.push(new URL(request.url).searchParams);
      const reply = feedReplies.length > 1 ? feedReplies.shift() : feedReplies[0];
      if (reply === undefined) return HttpResponse.json(feedPage([]));
      if (reply === 'fail') return HttpResponse.json({ message: 'Server down' }, { status: 500 });
      return HttpResponse.json(await reply);
    }),
    http.get(apiUrl('/categories-and-delivery'), ({ request }) => {
      lookupsHeaders = request.headers;
      if (lookupsFail) return HttpResponse.error();
      return HttpResponse.json({
        product_categories: CATEGORIES.filter((category) => category.category_type === 'product').slice(0, 3),
        service_categories: CATEGORIES.filter((category) => category.category_type === 'service').slice(0, 2),
        delivery_times: DELIVERY_TIMES.slice(0, 3),
      });
    }),
    http.get(apiUrl('/fetchcurruserdetails'), () => (options.currentUser ? HttpResponse.json({ currentuser: options.currentUser }) : new Promise<never>(() => undefined))),
    http.get(apiUrl('/get_users'), () => HttpResponse.json(options.suggestions ?? [])),
  );
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderMarketplace({ signedInAs, entry = '/' }: { signedInAs?: string; entry?: string } = {}) {
  const session = signedInAs ? { token: `token-${signedInAs}`, username: signedInAs } : null;
  if (session) writeSession(session);
  const user = userEvent.setup();
  render(
    <AppActor.Provider options={{ input: { storedSession: session } }}>
      <Toasts />
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/" element={<MarketplaceScreen />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </AppActor.Provider>,
  );
  return user;
}

const vendor = (username: string): CurrentUser => ({
  ...currentUserOf(username),
  market_info: {
    marketname: 'Alice Fabrics',
    reg_number: '',
    phone: '',
    address: '',
    city: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
    display_phone: false,
    allow_comments: true,
    allow_multi_image: true,
    operational_radius: null,
    business_latitude: null,
    business_longitude: null,
  },
});

const filters = () => screen.getByRole('form', { name: 'Filters' });
const field = (label: string) => within(filters()).getByLabelText(label);
const applyButton = () => screen.getByRole('button', { name: /Apply Filters|Filtering\.\.\./ });
const postIds = () => screen.queryAllByRole('article').map((article) => Number(article.getAttribute('data-post-id')));
const lastFeedCall = () => Object.fromEntries(feedCalls.at(-1) ?? []);

async function feedShown(ids: number[]): Promise<void> {
  await waitFor(() => expect(postIds()).toEqual(ids));
}

beforeEach(() => {
  feedCalls = [];
  feedReplies = [];
  lookupsFail = false;
  lookupsHeaders = undefined;
  localStorage.clear();
});

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

describe('the filter panel', () => {
  it('sends only the set filters, trimmed, without country or distance, and says what it found', async () => {
    useServer();
    answerFeed(feedPage([1, 2, 3]), feedPage([5, 6], { count: 14 }));
    const user = renderMarketplace();
    await feedShown([1, 2, 3]);
    expect(within(screen.getByRole('region', { name: 'FILTER BY' })).getByText('No filters applied')).toBeInTheDocument();
    expect(within(filters()).queryByLabelText('Category')).toBeNull();
    await user.selectOptions(field('Category type'), 'Products');
    const category = CATEGORIES[1];
    await waitFor(() => expect(within(field('Category')).getByRole('option', { name: category?.name })).toBeInTheDocument());
    await user.selectOptions(field('Category'), String(category?.id));
    fireEvent.change(field('Min price (₦)'), { target: { value: '1000' } });
    fireEvent.change(field('Max price (₦)'), { target: { value: '-20' } });
    // The states come from the server's list.
    await within(field('State/Region')).findByRole('option', { name: 'Lagos' });
    await user.selectOptions(field('State/Region'), 'Lagos');
    await user.type(field('City'), '  Ikeja ');
    fireEvent.change(within(filters()).getByLabelText('Maximum distance (km)'), { target: { value: '12' } });
    await user.selectOptions(field('Delivery time'), 'Next day');
    expect(screen.getByRole('region', { name: 'FILTER BY' })).toHaveTextContent('6 active filters');
    await user.click(applyButton());
    await feedShown([5, 6]);
    const sent = lastFeedCall();
    expect(sent).toMatchObject({
      page: '1',
      per_page: '10',
      paginate: 'true',
      category_type: 'product',
      category: String(category?.id),
      min_price: '1000',
      state: 'Lagos',
      city: 'Ikeja',
      delivery_time: 'next_day',
    });
    for (const absent of ['max_price', 'country', 'distance', 'snapshot']) expect(sent).not.toHaveProperty(absent);
    expect(await screen.findByText(fillTemplate(MESSAGES.filterResults, { items: 14, count: 6 }))).toBeInTheDocument();
  });

  it('locks while filtering: Filtering..., disabled controls, one request', async () => {
    useServer();
    let release: (answer: FeedAnswer) => void = () => undefined;
    answerFeed(feedPage([1]), new Promise<FeedAnswer>((resolve) => (release = resolve)));
    const user = renderMarketplace();
    await feedShown([1]);
    await user.type(field('City'), 'Aba');
    await user.click(applyButton());
    await waitFor(() => expect(applyButton()).toHaveTextContent('Filtering...'));
    expect(applyButton()).toBeDisabled();
    expect(field('City')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    fireEvent.submit(filters());
    expect(feedCalls).toHaveLength(2);
    await act(async () => release(feedPage([9])));
    await feedShown([9]);
    expect(applyButton()).toHaveTextContent('Apply Filters');
    expect(field('City')).toBeEnabled();
  });

  it('says when nothing matched', async () => {
    useServer();
    answerFeed(feedPage([1]), feedPage([]));
    const user = renderMarketplace();
    await feedShown([1]);
    await user.selectOptions(field('Delivery time'), 'Same day');
    await user.click(applyButton());
    expect(await screen.findByText(fillTemplate(MESSAGES.noFilterResults, { count: 1 }))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noContent)).toBeInTheDocument();
  });

  it('a failed filter says so and empties the feed', async () => {
    useServer();
    answerFeed(feedPage([1, 2]), 'fail');
    const user = renderMarketplace();
    await feedShown([1, 2]);
    await user.click(applyButton());
    expect(await screen.findByText(MESSAGES.applyFiltersFailed)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noContent)).toBeInTheDocument();
    expect(postIds()).toEqual([]);
  });

  it('a new type clears the category; Reset restores the defaults, says Filters cleared. and reapplies', async () => {
    useServer();
    answerFeed(feedPage([1]), feedPage([2]));
    const user = renderMarketplace();
    await feedShown([1]);
    await user.selectOptions(field('Category type'), 'Services');
    await waitFor(() => expect(within(field('Category')).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(field('Category'), String(CATEGORIES[14]?.id));
    await user.selectOptions(field('Category type'), 'Products');
    expect(field('Category')).toHaveValue('');
    fireEvent.change(within(filters()).getByLabelText('Minimum distance (km)'), { target: { value: '3' } });
    await user.type(field('City'), 'Kano');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(MESSAGES.filtersCleared)).toBeInTheDocument();
    await feedShown([2]);
    expect(lastFeedCall()).not.toHaveProperty('city');
    expect(lastFeedCall()).not.toHaveProperty('category_type');
    expect(field('City')).toHaveValue('');
    expect(field('Category type')).toHaveValue('');
    expect(within(filters()).getByLabelText('Minimum distance (km)')).toHaveValue('0');
    expect(within(filters()).getByLabelText('Maximum distance (km)')).toHaveValue('5');
    expect(field('Delivery time')).toHaveValue('default');
  });

  it('asks for the lookups without a token and falls back to the built-in lists with a toast', async () => {
    useServer({ currentUser: currentUserOf('alice') });
    lookupsFail = true;
    const user = renderMarketplace({ signedInAs: 'alice' });
    expect(await screen.findByText(MESSAGES.filterOptionsFailed)).toBeInTheDocument();
    expect(lookupsHeaders?.get('authorization')).toBeNull();
    await user.selectOptions(field('Category type'), 'Products');
    expect(within(field('Category')).getAllByRole('option')).toHaveLength(15);
    expect(within(field('Delivery time')).getAllByRole('option')).toHaveLength(DELIVERY_TIMES.length + 1);
  });

  it('starts a signed-in user with no filter and offers their city in one tap', async () => {
    useServer({ currentUser: currentUserOf('alice') });
    answerFeed(feedPage([1, 2]), feedPage([7]), feedPage([8]));
    const user = renderMarketplace({ signedInAs: 'alice' });
    const myCity = await within(filters()).findByRole('button', { name: 'My city: Lagos' });
    expect(field('City')).toHaveValue('');
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters');
    expect(within(screen.getByRole('region', { name: 'FILTER BY' })).getByText('No filters applied')).toBeInTheDocument();
    await user.click(applyButton());
    await feedShown([7]);
    expect(lastFeedCall()).not.toHaveProperty('city');
    await user.click(myCity);
    await feedShown([8]);
    expect(lastFeedCall()).toMatchObject({ city: 'Lagos' });
    expect(field('City')).toHaveValue('Lagos');
    expect(within(filters()).queryByRole('button', { name: 'My city: Lagos' })).toBeNull();
  });

  it("lists the server's countries and the chosen country's states: a line while they load, Try Again when they fail", async () => {
    useServer();
    const countryCalls: number[] = [];
    server.use(
      http.get(apiUrl('/geo/countries'), () => {
        countryCalls.push(countryCalls.length);
        if (countryCalls.length === 1) return HttpResponse.json({ message: 'Server down' }, { status: 500 });
        return HttpResponse.json({ error: false, msg: 'countries and states retrieved', data: COUNTRIES });
      }),
    );
    const user = renderMarketplace();
    const options = (label: string) => within(field(label)).getAllByRole('option').map((option) => option.textContent);
    // The panel is there at once, in its default country; the lists fill in.
    expect(field('Country')).toHaveValue('Nigeria');
    expect(within(filters()).getByText('Loading countries and states...')).toBeInTheDocument();
    expect(options('State/Region')).toEqual(['All states']);
    expect(await within(filters()).findByText(MESSAGES.filterOptionsFailed)).toBeInTheDocument();
    await user.click(within(filters()).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(options('State/Region')).toEqual(['All states', 'Lagos', 'Rivers']));
    expect(options('Country')).toEqual(['Nigeria', 'Ghana']);
    expect(within(filters()).queryByText(MESSAGES.filterOptionsFailed)).toBeNull();
    await user.selectOptions(field('Country'), 'Ghana');
    expect(options('State/Region')).toEqual(['All states', 'Greater Accra']);
    expect(countryCalls).toHaveLength(2);
  });

  it('on a narrow screen: hidden at first, slides in over a backdrop, Apply and the backdrop close it', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    useServer();
    const user = renderMarketplace();
    const toggle = screen.getByRole('button', { name: /Filters/ });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    await user.click(toggle);
    expect(panel).toBeVisible();
    const backdrop = document.querySelector('[data-scope="filter"][data-part="backdrop"]');
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(applyButton());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(panel).not.toBeVisible();
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
