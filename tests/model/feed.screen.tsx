/**
 * The marketplace at / as the feed's view tests render it: signed in as the model's viewer, inside the
 * app's root actor and a memory router. Page answers are msw's answers to GET /api, released step by step
 * (the list's pages and the filters' page 1 queue apart); the bottom marker comes into view when a test
 * says (a scripted IntersectionObserver).
 */
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { CATEGORIES, DELIVERY_TIMES, MESSAGES, type FeedAnswer } from '../../src/contract';
import type { AppInput } from '../../src/machines/app';
import { writeSession } from '../../src/services/cookies';
import { AppActor } from '../../src/ui/app/AppActor';
import { filterLogic, listingSearchLogic } from '../../src/ui/screens/marketplace/lateMachines';
import { MarketplaceScreen } from '../../src/ui/screens/marketplace/MarketplaceScreen';
import { currentUserOf } from '../machines/auth.fixtures';
import { apiUrl, server } from '../setup/msw';
import { VIEWER } from './feed.model';
import { answerQueue, type Answer } from './view';

// The filter and search machines and the panel's fields come after the first render: loaded here, so the screen's
// actors run from its first commit and a step waits for no module transform.
await Promise.all([filterLogic.load(), listingSearchLogic.load(), import('../../src/ui/screens/marketplace/FilterForm')]);

// ---------------------------------------------------------------------------
// An IntersectionObserver the tests control: posts are always near the viewport, the bottom marker when a test says.

class ScriptedIntersectionObserver {
  static live = new Set<ScriptedIntersectionObserver>();
  private readonly elements = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {}

  static reachBottom(): void {
    for (const observer of ScriptedIntersectionObserver.live) {
      for (const element of observer.elements) if (isBottomMarker(element)) observer.report(element);
    }
  }

  observe(element: Element): void {
    this.elements.add(element);
    ScriptedIntersectionObserver.live.add(this);
    if (!isBottomMarker(element)) this.report(element);
  }

  unobserve(element: Element): void {
    this.elements.delete(element);
  }

  disconnect(): void {
    ScriptedIntersectionObserver.live.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  private report(target: Element): void {
    const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const isBottomMarker = (element: Element) => element.getAttribute('data-part') === 'bottom-marker';

/** The bottom marker comes within reach of the viewport. */
export const reachBottom = () => act(async () => ScriptedIntersectionObserver.reachBottom());

// ---------------------------------------------------------------------------
// The server side: the list's pages and the filters' page 1 both are GET /api/.

export const answers = answerQueue(['page', 'filter'] as const);
/** Every feed call, in order. */
export const feedRequests: URL[] = [];

const isFilterCall = (url: URL) => url.searchParams.get('page') === '1' && (url.searchParams.has('city') || url.searchParams.has('state'));
export const pageAnswer = (answer: FeedAnswer): Answer => () => HttpResponse.json(answer);

const session = { token: 'token-alice-1', username: VIEWER };

/** Signs the viewer in and answers the feed from `answers`, the rest as the marketplace needs; before each test. */
export function useFeedServer(): void {
  localStorage.clear();
  writeSession(session);
  answers.reset();
  feedRequests.length = 0;
  vi.stubGlobal('IntersectionObserver', ScriptedIntersectionObserver);
  server.use(
    // ofetch joins the API root and '/' as /api.
    http.get(apiUrl(''), ({ request }) => {
      const url = new URL(request.url);
      feedRequests.push(url);
      return answers.next(isFilterCall(url) ? 'filter' : 'page');
    }),
    http.get(apiUrl('/fetchcurruserdetails'), () => HttpResponse.json({ currentuser: currentUserOf(VIEWER) })),
    http.get(apiUrl('/get_users'), () => HttpResponse.json([])),
    http.post(apiUrl('/hidden'), () => HttpResponse.json({ post_ids: [1] })),
    http.delete(apiUrl(''), () => HttpResponse.json({ success: true, message: MESSAGES.postDeleted })),
    http.get(apiUrl('/categories-and-delivery'), () =>
      HttpResponse.json({
        product_categories: CATEGORIES.filter((category) => category.category_type === 'product'),
        service_categories: CATEGORIES.filter((category) => category.category_type === 'service'),
        delivery_times: DELIVERY_TIMES,
      }),
    ),
  );
}

/** After each test. */
export function stopFeedServer(): void {
  vi.unstubAllGlobals();
  ScriptedIntersectionObserver.live.clear();
}

export function renderMarketplace(): void {
  renderMarketplaceFor({ storedSession: session });
}

/** The marketplace at / for the session `input` holds. */
export function renderMarketplaceFor(input: AppInput): void {
  render(
    <AppActor.Provider options={{ input }}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<MarketplaceScreen />} />
        </Routes>
      </MemoryRouter>
    </AppActor.Provider>,
  );
}

export const shownPostIds = () => screen.queryAllByRole('article').map((article) => Number(article.getAttribute('data-post-id')));
export const loadMoreButton = () => screen.queryByRole('button', { name: 'Load More Posts' });
