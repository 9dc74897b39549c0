import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

/** Where every journey's traces go; `.ci/run` replays each one with `npm run replay`. */
export const TRACES_DIR = path.join('test-results', 'traces');

type TraceJson = string;
type Collected = { traces: TraceJson[]; contexts: BrowserContext[] };

const PENDING_KEY = 'naija-market:e2e-pending-trace';

/**
 * In every page of the context: tracing on before the app loads (as QA turns it on), and the page's trace kept
 * when the page is left, since a navigation starts a new recorder. A page being left cannot reach the test (the
 * call is cut off with it), so its trace waits in the tab's sessionStorage and the next page load of the tab
 * hands it over.
 */
async function record(context: BrowserContext, collected: Collected): Promise<void> {
  await context.exposeBinding('__keepTrace', (_source, trace: TraceJson) => {
    collected.traces.push(trace);
  });
  await context.addInitScript((key) => {
    const keep = (window as unknown as { __keepTrace?: (json: string) => Promise<void> }).__keepTrace;
    try {
      window.localStorage.setItem('trace', 'on');
      const pending = window.sessionStorage.getItem(key);
      if (pending) {
        window.sessionStorage.removeItem(key);
        void keep?.(pending);
      }
    } catch {
      // about:blank and opaque origins have no storage, and no app either.
    }
    window.addEventListener('pagehide', () => {
      const trace = window.__trace?.toFile();
      if (!trace || trace.entries.length === 0) return;
      try {
        window.sessionStorage.setItem(key, JSON.stringify(trace));
      } catch {
        // Over the storage's quota: this page load's trace is lost.
      }
    });
  }, PENDING_KEY);
}

/** The trace of a page still open, before it closes (a closing page's pagehide cannot reach the test). */
async function takeTrace(page: Page, collected: Collected): Promise<void> {
  if (page.isClosed()) return;
  const trace = await page.evaluate(() => JSON.stringify(window.__trace?.toFile() ?? null)).catch(() => 'null');
  const parsed = JSON.parse(trace) as { entries?: unknown[] } | null;
  if (parsed?.entries?.length) collected.traces.push(trace);
}

/** Takes the open pages' traces when the context or one of its pages is closed. */
function takeBeforeClosing(context: BrowserContext, collected: Collected): void {
  const closeContext = context.close.bind(context);
  context.close = async (options) => {
    await Promise.all(context.pages().map((page) => takeTrace(page, collected)));
    return closeContext(options);
  };
  const watchPage = (page: Page) => {
    const closePage = page.close.bind(page);
    page.close = async (options) => {
      await takeTrace(page, collected);
      return closePage(options);
    };
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

async function traced(context: BrowserContext, collected: Collected): Promise<BrowserContext> {
  collected.contexts.push(context);
  await record(context, collected);
  takeBeforeClosing(context, collected);
  return context;
}

/** Contexts the test opens itself are traced as its own context is. */
function traceNewContexts(browser: Browser, collected: Collected): () => void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => traced(await newContext(options), collected);
  return () => {
    browser.newContext = newContext;
  };
}

function save(collected: Collected, testInfo: TestInfo): void {
  if (collected.traces.length === 0) return;
  mkdirSync(TRACES_DIR, { recursive: true });
  const name = `${path.basename(testInfo.file, '.spec.ts')}-${testInfo.testId}`;
  collected.traces.forEach((trace, index) => writeFileSync(path.join(TRACES_DIR, `${name}-${index + 1}.json`), `${trace}\n`));
}

/**
 * Playwright's test with every journey traced: each page load's trace is kept under test-results/traces
 * (a failing test's too), and `.ci/run` replays them all against the machines.
 */
export const test = base.extend<{ journeyTraces: void }>({
  journeyTraces: [
    async ({ context, browser }, use, testInfo) => {
      const collected: Collected = { traces: [], contexts: [] };
      await traced(context, collected);
      const restore = traceNewContexts(browser, collected);
      try {
        await use();
      } finally {
        restore();
        const open = collected.contexts.flatMap((each) => each.pages());
        await Promise.all(open.map((page) => takeTrace(page, collected)));
        save(collected, testInfo);
      }
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
