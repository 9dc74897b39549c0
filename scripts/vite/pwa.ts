import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';
import { BRAND_COLOR, PRODUCT_NAME } from '../../src/contract/constants';
import { RUNTIME_CACHES } from '../../src/services/offlineCache';

const DAY_SECONDS = 24 * 60 * 60;
/** How long a NetworkFirst answer may take before the cached one is shown: a slow phone connection still answers. */
const NETWORK_TIMEOUT_SECONDS = 3;
/** The page behind the app (global.css --color-page): what an installed app shows while it starts. */
const PAGE_COLOR = '#f5f7f2';

/*
 * The route matchers and the cache-key plugin below are copied into the generated sw.js as source text:
 * they may use nothing but their arguments.
 */

/** The feed asks with refresh=<now> to get past HTTP caches; offline, the page read last is the one wanted. */
const withoutRefresh = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('refresh');
    return url.href;
  },
};

/** Feed pages (GET /api?page=...), a post, its comments, a profile, the categories and the vendors to follow. */
const isPageRead = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
  sameOrigin && /^\/api(\/|\/(post\/\d+|comment|fetchcurruserdetails|categories-and-delivery|get_users))?$/.test(url.pathname);

/** The inbox and a room's newest messages (not the catch-up after a sequence nor an older page). */
const isChatRead = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
  sameOrigin &&
  (url.pathname === '/api/v2/chats/' ||
    (/^\/api\/v2\/chats\/[^/]+\/messages\/$/.test(url.pathname) && !url.searchParams.has('after_seq') && !url.searchParams.has('before_seq')));

/** Photos: a stored file never changes under its name. Videos stream in ranges and stay on the network. */
const isPhoto = ({ url, request, sameOrigin }: { url: URL; request: Request; sameOrigin: boolean }) =>
  sameOrigin && url.pathname.startsWith('/media/') && request.destination === 'image';

/**
 * The installable app: the web app manifest (linked from index.html by the plugin) and a Workbox service
 * worker that precaches the app shell and keeps what was read for offline use. Only GETs are routed, so
 * logins, likes, comments and chat sends always go to the server; sign-in and session calls are not cached.
 * `registerType: 'prompt'`: a new version waits until the user reloads (src/ui/app/serviceWorker.ts).
 */
export function installableApp(): PluginOption {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: PRODUCT_NAME,
      short_name: PRODUCT_NAME,
      description: 'A marketplace and chat app for local vendors and their customers in Nigeria.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND_COLOR,
      background_color: PAGE_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2}'],
      // QA's diagram renderer (the trace viewer's Mermaid, megabytes): never precached on shoppers' phones.
      globIgnores: ['**/diagrams-*.js'],
      navigateFallback: 'index.html',
      // Server answers, not app pages: the API, media, sockets and the files crawlers ask for.
      navigateFallbackDenylist: [/^\/(api|media|ws)(\/|$)/, /^\/(robots\.txt|sitemap\.xml|favicon\.ico)$/],
      cleanupOutdatedCaches: true,
      // Web push (issue 16): the push and notificationclick handlers, a plain script copied from public/.
      importScripts: ['/push-handler.js'],
      runtimeCaching: [
        {
          urlPattern: isPageRead,
          handler: 'NetworkFirst',
          options: {
            cacheName: RUNTIME_CACHES.pages,
            networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
            expiration: { maxEntries: 120, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
            plugins: [withoutRefresh],
          },
        },
        {
          urlPattern: isChatRead,
          handler: 'NetworkFirst',
          options: {
            cacheName: RUNTIME_CACHES.chats,
            networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
            expiration: { maxEntries: 50, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: isPhoto,
          handler: 'CacheFirst',
          options: {
            cacheName: RUNTIME_CACHES.media,
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
