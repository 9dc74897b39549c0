import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { failingAudits, figuresOf, meetsGoals } from '../../../scripts/bench/lighthouse-result';
import { markdownTable, median, medianOf } from '../../../scripts/bench/page-report';

describe('the page benchmarks’ medians and table', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one, unsorted', () => {
    expect(median([7, 1, 4])).toBe(4);
    expect(median([10, 2, 4, 8])).toBe(6);
    expect(median([])).toBeNaN();
    expect(medianOf([{ a: 3, b: 30 }, { a: 1, b: 10 }, { a: 2, b: 50 }], ['a', 'b'])).toEqual({ a: 2, b: 30 });
  });

  it('pads each column to its widest cell, numbers to the right', () => {
    expect(markdownTable(['page', 'LCP s', 'goal'], [['/', '2.5', 'PASS'], ['/post/150', '12.0', 'FAIL']])).toBe(
      ['| page      | LCP s | goal |', '|-----------|-------|------|', '| /         |   2.5 | PASS |', '| /post/150 |  12.0 | FAIL |'].join('\n'),
    );
  });
});

/** A report holding only what the benchmark reads. */
function report(scores: Record<string, number>, audits: Record<string, object>, refs: { id: string; group?: string }[]): Result {
  const categories = Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { id, score, auditRefs: refs }]));
  return { categories, audits } as unknown as Result;
}

describe('what a Lighthouse report says', () => {
  const audits = {
    'largest-contentful-paint': { title: 'LCP', score: 0.2, numericValue: 5300, scoreDisplayMode: 'numeric' },
    'total-blocking-time': { title: 'TBT', score: 1, numericValue: 120, scoreDisplayMode: 'numeric' },
    'cumulative-layout-shift': { title: 'CLS', score: 1, numericValue: 0.01, scoreDisplayMode: 'numeric' },
    'first-contentful-paint': { title: 'FCP', score: 0.5, numericValue: 3100, scoreDisplayMode: 'numeric' },
    'render-blocking': { title: 'Eliminate render-blocking resources', score: 0.5, scoreDisplayMode: 'metricSavings', metricSavings: { FCP: 300, LCP: 300 } },
    'unused-javascript': { title: 'Reduce unused JavaScript', displayValue: 'Est savings of 60 KiB', score: 0, scoreDisplayMode: 'metricSavings', metricSavings: { LCP: 1200 } },
    interactive: { title: 'Time to Interactive', score: 0.3, numericValue: 7000, scoreDisplayMode: 'numeric' },
    'font-display': { title: 'All text remains visible', score: 1, scoreDisplayMode: 'metricSavings' },
    'network-requests': { title: 'Network Requests', score: null, scoreDisplayMode: 'informative' },
  };
  const refs = [{ id: 'largest-contentful-paint', group: 'metrics' }, { id: 'interactive', group: 'hidden' }, { id: 'render-blocking' }, { id: 'unused-javascript' }, { id: 'font-display' }, { id: 'network-requests' }];
  const lhr = report({ performance: 0.68, accessibility: 1, 'best-practices': 0.96, seo: 1 }, audits, refs);

  it('reads the scores out of 100 and the metrics', () => {
    expect(figuresOf(lhr)).toEqual({ performance: 68, accessibility: 100, 'best-practices': 96, seo: 100, lcp: 5300, tbt: 120, cls: 0.01, fcp: 3100 });
    expect(meetsGoals(figuresOf(lhr))).toBe(false);
  });

  it('lists the failing diagnostics, not the metrics or hidden audits, largest savings first', () => {
    expect(failingAudits(lhr, 'performance')).toEqual(['Reduce unused JavaScript (Est savings of 60 KiB)', 'Eliminate render-blocking resources']);
  });
});
