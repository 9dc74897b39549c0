/**
 * The marketplace at / as its UI tests render it: a fake server that records every feed call and
 * answers as told, the screen inside the app's root actor and a memory router, and the page's parts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect } from 'vitest';
import { CATEGORIES, DELIVERY_TIMES, type CurrentUser, type FeedAnswer, type UserSummary } from '../../src/contract';
import { writeSession } from '../../src/services/cookies';
import { AppActor } from '../../src/ui/app/AppActor';
import { Toasts } from '../../src/ui/app/Toasts';
import { filterLogic, listingSearchLogic } from '../../src/ui/screens/marketplace/lateMachines';
import { MarketplaceScreen } from '../../src/ui/screens/marketplace/MarketplaceScreen';
import { feedPage } from '../fixtures/marketplace';
import { currentUserOf } from '../machines/auth.fixtures';
import { apiUrl, server } from '../setup/msw';

// The popup, the suggestions and the filter and search machines are lazy chunks of the screen: loaded once here, so a
// test waits for no module transform (tests/ui/marketplaceLateMachines.test.tsx holds them back).
await Promise.all([
  filterLogic.load(),
  listingSearchLogic.load(),
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
let lookupsHeaders: Headers | undefined;

/** Forgets what the server was asked and what it was told to answer: before each test. */
export function resetMarketplaceServer(): void {
  feedCalls = [];
  feedReplies = [];
  lookupsHeaders = undefined;
  localStorage.clear();
}

/** The feed's answers, in order; the last one answers every later call. */
export function answerFeed(...replies: FeedReply[]): void {
  feedReplies = replies;
}

type ServerOptions = { currentUser?: CurrentUser; suggestions?: UserSummary[]; lookupsFail?: boolean };

/** GET / (the feed), the lookups, the current user (never answered without one) and the suggestions. */
export function useServer(options: ServerOptions = {}): void {
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
      if (options.lookupsFail) return HttpResponse.error();
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

/** The queries of the feed calls made so far. */
export const feedQueries = (): readonly URLSearchParams[] => feedCalls;

/** The headers of the last lookups call. */
export const lookupsHeadersSeen = (): Headers | undefined => lookupsHeaders;
function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function renderMarketplace({ signedInAs, entry = '/' }: { signedInAs?: string; entry?: string } = {}) {
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

export const vendor = (username: string): CurrentUser => ({
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

export const filters = () => screen.getByRole('form', { name: 'Filters' });
/** The panel's fields, which load once the panel is open (a wide screen's sidebar: as the page comes up). */
export const filtersShown = () => screen.findByRole('form', { name: 'Filters' });
export const field = (label: string) => within(filters()).getByLabelText(label);
export const applyButton = () => screen.getByRole('button', { name: /Apply Filters|Filtering\.\.\./ });
export const postIds = () => screen.queryAllByRole('article').map((article) => Number(article.getAttribute('data-post-id')));
export const lastFeedCall = () => Object.fromEntries(feedCalls.at(-1) ?? []);

export async function feedShown(ids: number[]): Promise<void> {
  await waitFor(() => expect(postIds()).toEqual(ids));
}
