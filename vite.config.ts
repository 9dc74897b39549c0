import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { API_ROOT, MEDIA_ROOT, SOCKET_ROOT } from './src/contract/addresses';
import { LISTING_LIMITS } from './src/contract/limits.listings';
import { LIMITS } from './src/contract/limits';
import { MESSAGES } from './src/contract/texts';
import { DURATIONS } from './src/contract/timing';
import { answerChecks } from './scripts/vite/answerChecks.js';
import { firstRenderBudget } from './scripts/vite/firstRenderBudget.js';
import { inlinedConstants } from './scripts/vite/inlinedConstants.js';
import { screenPreloads } from './scripts/vite/screenPreloads.js';
import { precompressedFiles } from './scripts/vite/precompress.js';
import { reactRouterProduction } from './scripts/vite/reactRouterProduction.js';
import { externalStoreBuiltIn } from './scripts/vite/externalStoreBuiltIn.js';
import { installableApp } from './scripts/vite/pwa.js';
import { onlyImportedThrough } from './scripts/vite/libraryChunk.js';
import { libraryKeptOff } from './scripts/vite/libraryKeptOff.js';
import { screenGroupName, sharedScreensGroupName } from './scripts/vite/screenChunk.js';
import { staticGroupName } from './scripts/vite/shellChunk.js';
import { stylesAfterFrame } from './scripts/vite/stylesAfterFrame.js';

/** The screen routed at /: the first render waits for it. */
const FIRST_SCREEN = 'src/ui/screens/marketplace/MarketplaceScreen.tsx';
/** What a signed-in visitor's / loads at once, after the first render (the root actor's live part). */
const LIVE_START = 'src/machines/app/app.live.ts';
/** The screen of /post/{id}, the address shared links use. */
const POST_SCREEN = 'src/ui/screens/post/PostPage.tsx';
/** The screen of /profile/{username}, a vendor's shop as shared links open it. */
const PROFILE_SCREEN = 'src/ui/screens/profile/ProfileScreen.tsx';
/** What every page loads before its screen: a lazy screen's group leaves these out. */
const LOADED_ANYWAY = ['src/main.tsx', FIRST_SCREEN, LIVE_START];
const serverUrl = `http://127.0.0.1:${process.env.PORT ?? '8000'}`;

export default defineConfig({
  plugins: [
    // The first screen's answers are checked by code generated from the contract's zod schemas (scripts/contract/answerChecks.ts).
    answerChecks(),
    react(),
    reactRouterProduction(),
    externalStoreBuiltIn(),
    // Each chunk carries the texts and limits it reads, not the whole tables (scripts/vite/inlinedConstants.ts).
    inlinedConstants({ MESSAGES, LIMITS, LISTING_LIMITS, DURATIONS }),
    // Issue 13's budgets: 120 KB of JavaScript and 20 KB of CSS, gzipped.
    firstRenderBudget({ scriptKb: 120, styleKb: 20 }, FIRST_SCREEN),
    // zod's runtime stays off the first render of /, of a shared post and of a profile (generated checks stand in for it there).
    libraryKeptOff('zod', [FIRST_SCREEN, POST_SCREEN, PROFILE_SCREEN]),
    screenPreloads('marketplace', {
      marketplace: FIRST_SCREEN,
      post: POST_SCREEN,
      profile: PROFILE_SCREEN,
    }),
    stylesAfterFrame(),
    // The web app manifest and the service worker (scripts/vite/pwa.ts).
    installableApp(),
    // Brotli and gzip copies of the built text files, sent by Accept-Encoding (scripts/vite/precompress.ts).
    precompressedFiles(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every browser the app supports follows <link rel="modulepreload"> (Safari since 17): the polyfill was 0.4 KB of each first render.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate)[\\/]/, priority: 20 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            // Loaded after the first render (src/ui/app/toast.ts): kept out of the vendor chunk fetched before it.
            { name: 'toastify', test: /node_modules[\\/](react-toastify|clsx)[\\/]/, priority: 20 },
            // Loaded once the page has loaded (src/main.tsx), likewise.
            { name: 'workbox', test: /node_modules[\\/]workbox-window[\\/]/, priority: 20 },
            // The chat's and the profile's dates (the feed's times use the platform's Date, src/ui/format/relativeTime.ts): in
            // the vendor chunk, or merged into it as a chunk every importer of dayjs already loads, they came with the first render.
            { name: 'dates', test: /node_modules[\\/]dayjs[\\/]/, priority: 20 },
            // Mermaid and what only it imports: loaded by the trace viewer (/dev/traces) alone. What it shares with
            // the app (dayjs, Vite's preload helper) stays where the app has it, so the first render never needs this chunk.
            { name: onlyImportedThrough('mermaid', 'diagrams'), test: /node_modules/, priority: 15, includeDependenciesRecursively: false },
            // Icons stay with the screens that draw them: in the vendor chunk, every screen's icons were fetched before the first render.
            { name: 'vendor', test: /node_modules[\\/](?!lucide[\\/])/, priority: 10 },
            {
              // One chunk for both: the entry's static imports imported the first screen's shared ones, so every page
              // loaded the two files, and one file compresses 1.4 KB smaller than two. Above the vendor group, so Vite's
              // preload helper, which the entry imports, comes in the shell too rather than as a file of its own.
              name: staticGroupName([
                { name: 'shell', entry: 'src/main.tsx' },
                { name: 'shell', entry: FIRST_SCREEN, except: /src[\\/](ui[\\/]screens[\\/]marketplace|machines[\\/](feed|filter|followSuggestions))[\\/]/ },
              ]),
              priority: 11,
            },
            // The first screen with the feed's machine, which the filter panel and the search summary import as well: a
            // file of its own cost the first render of / a request and the gzip of two files.
            { name: 'MarketplaceScreen', test: /src[\\/](ui[\\/]screens[\\/]marketplace[\\/]MarketplaceScreen\.tsx|machines[\\/]feed[\\/])/, priority: 5 },
            // What a shared post and a profile both import, so that neither fetches the other's chunk for it.
            { name: sharedScreensGroupName('postAndProfile', [POST_SCREEN, PROFILE_SCREEN], LOADED_ANYWAY), priority: 12, includeDependenciesRecursively: false },
            // A shared post's own modules in one file, not some thirty, and a profile's likewise (its screen module apart,
            // with the icons only it draws): see scripts/vite/screenChunk.ts.
            { name: screenGroupName('post', POST_SCREEN, LOADED_ANYWAY), priority: 11, includeDependenciesRecursively: false },
            { name: screenGroupName('profile', PROFILE_SCREEN, LOADED_ANYWAY, { screenApart: true }), priority: 11, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      [API_ROOT]: serverUrl,
      [MEDIA_ROOT]: serverUrl,
      [SOCKET_ROOT]: { target: serverUrl.replace('http', 'ws'), ws: true },
    },
  },
});
