/**
 * `npm run bench -- lighthouse`: Lighthouse 12 (mobile, default simulated throttling) three times on each
 * of `/`, a post and a vendor's profile of the production build with the demo data; prints the medians
 * against issue 13's goals and what costs each failing page its points. The median run's report of each
 * page is written to test-results/lighthouse/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { startDemoApp, type BenchPage } from './demo-app';
import { CATEGORIES, FIGURE_KEYS, GOALS, erroredAudits, failingAudits, figuresOf, meetsGoals, type Figures } from './lighthouse-result';
import { markdownTable, median, medianOf, verdict } from './page-report';

const RUNS = 3;
/** Lighthouse 12 on Chromium 156 now and then records no trace (NO_NAVSTART): such a run is made again, this many times. */
const RETRIES = 2;
const REPORTS_DIR = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'lighthouse');

type PageResult = { page: BenchPage; figures: Figures; medianRun: Result; benchmarkIndex: number };

/** One run in a browser of its own, so no cache or storage carries over. */
async function audit(url: string): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** A run, made again when Lighthouse itself failed to record it. */
async function auditWithRetries(url: string): Promise<Result> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      process.stdout.write(`    ${error instanceof Error ? error.message : String(error)}; again\n`);
    }
  }
}

async function measurePage(origin: string, page: BenchPage): Promise<PageResult> {
  const runs: Result[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    process.stdout.write(`  ${page.path}: run ${run} of ${RUNS}\n`);
    runs.push(await auditWithRetries(`${origin}${page.path}`));
  }
  const perRun = runs.map(figuresOf);
  const figures = medianOf(perRun, FIGURE_KEYS);
  const medianRun = runs.find((_, index) => perRun[index]?.performance === figures.performance) ?? runs[0];
  if (!medianRun) throw new Error('no Lighthouse run');
  const benchmarkIndex = median(runs.map((lhr) => lhr.environment.benchmarkIndex));
  return { page, figures, medianRun, benchmarkIndex };
}

function printResults(results: readonly PageResult[]): void {
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'FCP s', `goal (perf >= ${GOALS.performance}, others 100)`];
  const rows = results.map(({ page, figures }) => [
    page.path, String(figures.performance), String(figures.accessibility), String(figures['best-practices']), String(figures.seo),
    (figures.lcp / 1000).toFixed(1), figures.tbt.toFixed(0), figures.cls.toFixed(3), (figures.fcp / 1000).toFixed(1), verdict(meetsGoals(figures)),
  ]);
  const index = median(results.map((result) => result.benchmarkIndex)).toFixed(0);
  const load = os.loadavg().map((value) => value.toFixed(2)).join(', ');
  process.stdout.write(`\nLighthouse 12 mobile, simulated throttling, median of ${RUNS}; CPU benchmark index ${index}, load average after: ${load}\n\n`);
  process.stdout.write(`${markdownTable(header, rows)}\n`);
}

/** What Lighthouse says costs each page its points, in the page's median run. */
function printFailures(results: readonly PageResult[]): void {
  for (const { page, figures, medianRun } of results) {
    const lines = CATEGORIES.filter((category) => figures[category] < GOALS[category]).flatMap((category) =>
      failingAudits(medianRun, category).map((title) => `  - ${category}: ${title}`),
    );
    if (lines.length > 0) process.stdout.write(`\n${page.path}, below its goals:\n${lines.join('\n')}\n`);
  }
  const errored = [...new Set(results.flatMap((result) => erroredAudits(result.medianRun)))];
  if (errored.length > 0) process.stdout.write(`\nAudits Lighthouse could not run (no score, no weight lost): ${errored.join(', ')}\n`);
}

function writeReports(results: readonly PageResult[]): void {
  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  for (const { page, medianRun } of results) fs.writeFileSync(path.join(REPORTS_DIR, `${page.name}.json`), JSON.stringify(medianRun));
  process.stdout.write(`\nThe median runs' reports: ${path.relative(process.cwd(), REPORTS_DIR)}/{${results.map((result) => result.page.name).join(',')}}.json\n`);
}

export async function runLighthouseBench(): Promise<void> {
  process.stdout.write('\nLighthouse (mobile), production build with the demo data\n');
  const app = await startDemoApp();
  try {
    const results: PageResult[] = [];
    for (const page of app.pages) results.push(await measurePage(app.origin, page));
    printResults(results);
    printFailures(results);
    writeReports(results);
  } finally {
    await app.stop();
  }
}
