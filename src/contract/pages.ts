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
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/** The public address of a post, as shared links carry it. */
export const postPagePath = (id: number): string => `/post/${id}`;

/** The public address of a profile. */
export const profilePagePath = (username: string): string => `/profile/${encodeURIComponent(username)}`;

/**
 * The id of the JSON data block in the page the server answers / with for a visitor: the feed's first page,
 * unfiltered, as GET / answers it (server/http/pages/first-feed-page.ts), so the feed shows without waiting
 * for a request of its own after the scripts.
 */
export const FIRST_FEED_PAGE_ELEMENT_ID = 'first-feed-page';
