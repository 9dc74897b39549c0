/** What the Lighthouse benchmark reads from one report: the scores, the metrics and what fails. */
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Issue 13's goals, scores out of 100. */
export const GOALS: Record<Category, number> = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };

const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
} as const;
type Metric = keyof typeof METRICS;

export type Figures = Record<Category | Metric, number>;
export const FIGURE_KEYS = [...CATEGORIES, ...(Object.keys(METRICS) as Metric[])];

/** Scores out of 100; LCP, TBT and FCP in ms, CLS unitless. */
export function figuresOf(lhr: Result): Figures {
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: metric(METRICS.lcp),
    tbt: metric(METRICS.tbt),
    cls: metric(METRICS.cls),
    fcp: metric(METRICS.fcp),
  };
}

export const meetsGoals = (figures: Figures): boolean => CATEGORIES.every((category) => figures[category] >= GOALS[category]);

/** Milliseconds a performance audit says fixing it would save on LCP, FCP and TBT (0 when it says none). */
function savingsOf(audit: Result['audits'][string]): number {
  const saved = audit.metricSavings ?? {};
  const opportunity = audit.details?.type === 'opportunity' ? (audit.details.overallSavingsMs ?? 0) : 0;
  return Math.max(opportunity, (saved.LCP ?? 0) + (saved.FCP ?? 0) + (saved.TBT ?? 0));
}

/**
 * The audits that cost a category points: for performance the diagnostics that do not pass (the metrics
 * and the hidden ones, such as Time to Interactive, left out), largest savings first; for the others every
 * failing audit. One line each.
 */
export function failingAudits(lhr: Result, category: Category, limit = 6): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const audits = refs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is NonNullable<typeof audit> => audit !== undefined && audit.score !== null && audit.score < 0.9)
    .filter((audit) => audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable');
  if (category === 'performance') audits.sort((a, b) => savingsOf(b) - savingsOf(a));
  return audits.slice(0, limit).map((audit) => (audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title));
}

/** Audits Lighthouse could not run (12.2's trace reader misses a few on a newer Chromium); they score nothing. */
export const erroredAudits = (lhr: Result): string[] =>
  Object.entries(lhr.audits).filter(([, audit]) => audit.scoreDisplayMode === 'error').map(([id]) => id);
