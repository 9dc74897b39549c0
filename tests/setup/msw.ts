import { http, HttpResponse, ws } from 'msw';
import { setupServer } from 'msw/node';
import { CATEGORIES, DELIVERY_TIMES, type FeedAnswer } from '../../src/contract';
import { countriesAnswer } from '../fixtures/store';

/** The absolute URL of an API path, as the client's fetch sees it under jsdom. */
export function apiUrl(path: string): string {
  return new URL(`/api${path}`, window.location.origin).toString();
}

const emptyFeed: FeedAnswer = {
  results: [],
  pagination: { current_page: 1, total_pages: 0, has_next: false, has_previous: false, count: 0, count_exact: true, snapshot: 0 },
};

/**
 * What the marketplace at / asks in the background, answered as a fresh server would: no posts, no
 * suggestions, the built-in categories, a few countries for the filter panel. Every screen test that
 * ends on / would otherwise repeat them.
 */
/** Every socket under /ws opens and stays quiet unless a test answers it (no real connection from jsdom). */
export const liveSockets = ws.link(/\/ws\//);

/** The notification socket says it listens, as the server does once its subscriptions are in place. */
const establishedNotifications = liveSockets.addEventListener('connection', ({ client }) => {
  if (/\/ws\/notifications\//.test(client.url.toString())) client.send(JSON.stringify({ type: 'connection_established', online_friends: [] }));
});

const emptyChatRooms = { results: [], count: 0, total_unread: 0, page: 1, has_next: false };

/**
 * What a signed-in session asks in the background: presence reports the status, the notifications
 * list, the inbox and the notification socket start. A fresh account has none of them.
 */
const signedInBackground = [
  http.post(apiUrl('/user/online-status/'), () => HttpResponse.json({ username: 'alice', status: 'online', is_online: true, last_seen: null })),
  http.get(apiUrl('/notifications'), () => HttpResponse.json([])),
  http.get(apiUrl('/v2/chats/'), () => HttpResponse.json(emptyChatRooms)),
  establishedNotifications,
];

const freshServer = [
  ...signedInBackground,
  // ofetch joins the API root and '/' as /api.
  http.get(apiUrl(''), () => HttpResponse.json(emptyFeed)),
  http.get(apiUrl('/get_users'), () => HttpResponse.json([])),
  // Settings → Profile lists the account's sessions: none but this one is known to the fake.
  http.get(apiUrl('/sessions'), () => HttpResponse.json({ sessions: [] })),
  // Settings → Marketplace lists the account's hidden posts: a fresh account has none.
  http.get(apiUrl('/hidden/posts'), () => HttpResponse.json({ results: [] })),
  // Nobody has blocked anyone yet.
  http.get(apiUrl('/blocks'), () => HttpResponse.json({ results: [] })),
  http.get(apiUrl('/blocks/:username'), ({ params }) => HttpResponse.json({ username: String(params.username), blocked: false })),
  http.get(apiUrl('/categories-and-delivery'), () =>
    HttpResponse.json({
      product_categories: CATEGORIES.filter((category) => category.category_type === 'product'),
      service_categories: CATEGORIES.filter((category) => category.category_type === 'service'),
      delivery_times: DELIVERY_TIMES,
    }),
  ),
  http.get(apiUrl('/geo/countries'), ({ request }) => HttpResponse.json(countriesAnswer(request.url))),
];

/**
 * The msw server every client test shares. It starts with the fresh-server answers above; each
 * test declares the other answers it needs with `server.use(...)` (which take precedence), and any
 * other request fails the test (tests/setup/client.ts listens with onUnhandledRequest 'error').
 */
export const server = setupServer(...freshServer);
