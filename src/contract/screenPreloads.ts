/**
 * How the built index.html marks the links that fetch its first screen's code, and the file naming every
 * screen's links, so the server gives a post's or a profile's page its own screen's (scripts/vite/screenPreloads.ts).
 */
export const SCREEN_PRELOADS_START = '<!--screen-preloads-->';
export const SCREEN_PRELOADS_END = '<!--/screen-preloads-->';
export const SCREEN_PRELOADS_FILE = 'screen-preloads.json';

/** The screens a page may open on. */
export type PreloadedScreen = 'marketplace' | 'post' | 'profile';
