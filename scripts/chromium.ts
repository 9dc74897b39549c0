/** Debian's Chromium, never a downloaded browser, with the flags the browser tests and the page benchmarks use. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Playwright adds its own headless flag; a browser launched otherwise needs `--headless=new` too. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
