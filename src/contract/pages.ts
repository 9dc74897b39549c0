import { LIMITS } from './limits';

/**
 * The app's pages (document 1 section 2's route table) as paths below the root, `:name` standing for one
 * segment. The client routes each to its screen (src/ui/app/routes.tsx); the server answers them 200 with
 * the app and any other path 404 with it (server/http/pages), so a page added here is known to both.
 */
export const PAGE_PATHS = {
  marketplace: '',
  login: 'login',
  register: 'register',
  resetPassword: 'resetpassword',
  activate: 'activate',
  authCallback: 'auth/callback',
  profile: 'profile/:username',
  post: 'post/:id',
  nearby: 'nearby',
  search: 'search',
  settingsAbout: 'settings/about',
  chats: 'chats',
  chatRoom: 'chats/:uniquecode',
  notifications: 'notification',
  settings: 'settings',
  settingsProfile: 'settings/profile',
  settingsChat: 'settings/chat',
  settingsContact: 'settings/contact',
  settingsMarketplace: 'settings/marketplace',
  moderation: 'moderation',
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/** The public address of a post, as shared links carry it. */
export const postPagePath = (id: number): string => `/post/${id}`;

/** The public address of a profile. */
export const profilePagePath = (username: string): string => `/profile/${encodeURIComponent(username)}`;

/**
 * The id of the JSON data block in which the server's page carries, for a visitor, the API answers its
 * screen asks for first (server/http/pages/page-answers.ts): the feed's first page for /, the post for
 * /post/{id}. The client takes each once instead of asking for it after its scripts (src/services/api.ts).
 */
export const PAGE_ANSWERS_ELEMENT_ID = 'page-answers';

export type AnswerQuery = Record<string, string | number | boolean | undefined>;

/** How a GET is named in that block: its path below /api and its query, sorted, without the feed's refresh timestamp. */
export function answerKey(path: string, query: AnswerQuery = {}): string {
  const pairs = Object.entries(query).flatMap(([name, value]) => (value === undefined || name === 'refresh' ? [] : [`${name}=${encodeURIComponent(String(value))}`]));
  return pairs.length > 0 ? `${path}?${pairs.sort().join('&')}` : path;
}

/**
 * The trace viewer for QA (issue 15): open in development; in production only when the server runs with
 * TRACE_VIEWER=1, which then answers this path with the app and an element of this id, which the client looks for.
 */
export const TRACE_VIEWER_PATH = 'dev/traces';
export const TRACE_VIEWER_ELEMENT_ID = 'trace-viewer-enabled';

/** What the app sends with every feed page besides the page and its filters (document 2 section 5): 10 posts, paginated. */
export const FEED_PAGE_QUERY = { per_page: LIMITS.feedPageSize, paginate: true } as const;
