import { describe, expect, it } from 'vitest';
import { fillTemplate, LISTING_LIMITS, MESSAGES } from '../../src/contract';
import type { ShownPage } from '../../src/machines/listingSearch/listingSearch.link';
import { resultsSummaryOf } from '../../src/machines/listingSearch/listingSearch.summary';
import { feedPage } from '../fixtures/marketplace';

const loaded = (query: ShownPage['query'], ...page: Parameters<typeof feedPage>): ShownPage => ({ event: { type: 'feed.filteredPageLoaded', answer: feedPage(...page) }, query });

describe('the summary under the listing search box', () => {
  it('counts the results for the words, "200+" past the count, in the order shown (Best match by default)', () => {
    expect(resultsSummaryOf(loaded({ q: 'ankara' }, [1, 2], { count: LISTING_LIMITS.countedMax, countExact: false }))).toBe('200+ results for "ankara" · Best match');
    expect(resultsSummaryOf(loaded({ q: 'ankara', sort: 'price_asc' }, [1, 2], { count: 1234 }))).toBe('1,234 results for "ankara" · Price: low to high');
    expect(resultsSummaryOf(loaded({ q: 'gown' }, [1]))).toBe('1 result for "gown" · Best match');
    expect(resultsSummaryOf(loaded({ q: 'zzz' }, []))).toBe(fillTemplate(MESSAGES.noListingsFound, { query: 'zzz' }));
  });

  it('says the order alone without words, and nothing for the plain feed or filters alone', () => {
    expect(resultsSummaryOf(loaded({ sort: 'most_liked' }, [1]))).toBe('Sort by most liked');
    expect(resultsSummaryOf(loaded({}, [1]))).toBeUndefined();
    expect(resultsSummaryOf(loaded({ state: 'Lagos' }, [1]))).toBeUndefined();
  });

  it('says nothing when the page did not come (offline, the server down): no count of an earlier search stays', () => {
    expect(resultsSummaryOf({ event: { type: 'feed.filteredPageFailed' }, query: { q: 'ankara' } })).toBeUndefined();
    expect(resultsSummaryOf(undefined)).toBeUndefined();
  });
});
