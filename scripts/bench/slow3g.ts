/**
 * `npm run bench -- slow3g`: cold loads (a new browser context: empty cache, service workers blocked) of
 * `/`, a post and a vendor's profile of the production build with the demo data, over a connection throttled to 400 kbps
 * each way and 400 ms round trips (CDP network emulation) at 360x640, until the first post's title shows.
 * Median of three against issue 13's goal of 5 s, with the bytes and requests finished by then.
 * `--page=post` (feed, post, profile) loads that page alone; `--requests` lists each page's first load's files
 * finished before the title, with their sizes on the wire.
 */
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { startDemoApp, type BenchPage } from './demo-app';
import { markdownTable, medianOf, verdict } from './page-report';

const RUNS = 3;
const GOAL_MS = 5000;
const TIMEOUT_MS = 60_000;
const KBPS = 400;
const NETWORK = { offline: false, latency: 400, downloadThroughput: (KBPS * 1000) / 8, uploadThroughput: (KBPS * 1000) / 8 };

/** The first post's title on each page measured: on / and a post's page the server draws it before the app does. */
const TITLES: Record<string, string> = {
  feed: '.boot-post__title, [data-scope="feed-card"][data-part="open"]',
  post: '.boot-detail .boot-detail__title, [data-scope="post-popup"][data-part="post"] h2',
  profile: '[data-scope="profile"][data-part="post-card"] .profile__card-title',
};

/** A file finished before the title: its path and its size on the wire. */
type Fetched = { path: string; bytes: number };

/** Times from navigation start (ms), and what finished loading by then. */
type Load = { shownMs: number; bytes: number; requests: number; files: Fetched[] };

/** In the page, each frame: once the title has text and a box, the time and the transfers finished so far. */
function titleShown(selector: string): Load | false {
  const title = document.querySelector(selector);
  const box = title?.getBoundingClientRect();
  if (!title?.textContent?.trim() || !box || box.width === 0 || box.height === 0 || !title.checkVisibility()) return false;
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
  const files = entries.map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.transferSize }));
  return { shownMs: performance.now(), bytes: entries.reduce((sum, entry) => sum + entry.transferSize, 0), requests: entries.length, files };
}

async function coldLoad(browser: Browser, url: string, selector: string): Promise<Load> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const shown = await page.waitForFunction(titleShown, selector, { polling: 'raf', timeout: TIMEOUT_MS });
    return (await shown.jsonValue()) as Load;
  } finally {
    await context.close();
  }
}

async function measurePage(browser: Browser, origin: string, page: BenchPage): Promise<Omit<Load, 'files'>> {
  const selector = TITLES[page.name];
  if (!selector) throw new Error(`no title selector for ${page.name}`);
  const loads: Load[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const load = await coldLoad(browser, `${origin}${page.path}`, selector);
    process.stdout.write(`  ${page.path}: run ${run} of ${RUNS}, title after ${(load.shownMs / 1000).toFixed(1)} s\n`);
    loads.push(load);
  }
  if (process.argv.includes('--requests')) printFiles(loads[0]?.files ?? []);
  return medianOf(loads, ['shownMs', 'bytes', 'requests']);
}

function printFiles(files: readonly Fetched[]): void {
  for (const file of files) process.stdout.write(`    ${(file.bytes / 1000).toFixed(1).padStart(6)} kB  ${file.path}\n`);
}

/** The pages measured: those with a title selector, or the one `--page=` names. */
function measured(pages: readonly BenchPage[]): BenchPage[] {
  const only = process.argv.find((arg) => arg.startsWith('--page='))?.slice('--page='.length);
  return pages.filter((page) => page.name in TITLES && (only === undefined || page.name === only));
}

export async function runSlow3gBench(): Promise<void> {
  process.stdout.write(`\nSlow 3G cold loads (${KBPS} kbps each way, ${NETWORK.latency} ms RTT), production build with the demo data\n`);
  const app = await startDemoApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const rows: string[][] = [];
    for (const page of measured(app.pages)) {
      const load = await measurePage(browser, app.origin, page);
      rows.push([page.path, (load.shownMs / 1000).toFixed(1), (load.bytes / 1000).toFixed(0), load.requests.toFixed(0), verdict(load.shownMs <= GOAL_MS)]);
    }
    const loadAverage = os.loadavg().map((value) => value.toFixed(2)).join(', ');
    process.stdout.write(`\nMedian of ${RUNS} cold loads at 360x640; load average after: ${loadAverage}\n\n`);
    process.stdout.write(`${markdownTable(['page', 'title shown s', 'kB before', 'requests before', `goal <= ${GOAL_MS / 1000} s`], rows)}\n`);
  } finally {
    await browser.close();
    await app.stop();
  }
}
