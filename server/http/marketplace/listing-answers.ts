import { LISTING_LIMITS, sortOf, type ListingFilters, type ListingSuggestionsAnswer } from '../../../src/contract';
import type { Stores } from '../../store';
import type { FeedCount } from '../../store/feed/feed-counts';
import { nameMatches, type SearchWord } from '../../store/listings/listing-words';
import type { ListingPage, ListingScope } from '../../store/listings/listings.store';
import { feedAnswerText } from './feed-answers';

/**
 * Listing search and sort pages in the feed's answer shape (server/store/listings chooses their posts). A first
 * page fixes the snapshot (the newest post then), so posts created meanwhile never shift later pages; has_next
 * comes from reading one post past the page, the count is exact up to
 * LISTING_LIMITS.countedMax (200), then a lower bound.
 */
export function createListingAnswers(stores: Stores) {
  async function countOf(scope: ListingScope, words: readonly SearchWord[], viewerId: number | null, offset: number, { ids, counted: read }: ListingPage, perPage: number): Promise<FeedCount> {
    if (offset === 0 && ids.length <= perPage) return { count: ids.length, exact: true };
    const cap = LISTING_LIMITS.countedMax;
    const counted = read ?? (await stores.listings.countUpTo(scope, words, viewerId, cap));
    if (counted <= cap) return { count: counted, exact: true };
    return { count: Math.max(cap, offset + Math.min(ids.length, perPage)), exact: false };
  }

  return {
    /** The page as JSON text (the contract's FeedAnswer). */
    async answer(query: ListingFilters, viewerId: number | null): Promise<string> {
      const { page, per_page: perPage, paginate: _paginate, snapshot, q, sort: _sort, ...filters } = query;
      const sort = sortOf(query);
      const { words, latestId, manyMatches } = await stores.listings.searchOf(q, sort);
      const scope: ListingScope = { filters, snapshot: snapshot ?? latestId, text: q, sort };
      const offset = (page - 1) * perPage;
      const listed = await stores.listings.pageIds(scope, words, viewerId, offset, perPage + 1, manyMatches);
      const { ids } = listed;
      const [cards, total] = await Promise.all([
        stores.posts.cards(ids.slice(0, perPage), viewerId),
        countOf(scope, words, viewerId, offset, listed, perPage),
      ]);
      return feedAnswerText({ cards, page, perPage, ids, total, snapshot: scope.snapshot });
    },

    /** The best-matching titles of available posts and the categories whose names the words begin. */
    async suggestions(text: string, viewerId: number | null): Promise<ListingSuggestionsAnswer> {
      const words = await stores.listings.wordsOf(text);
      const [titles, { categories }] = await Promise.all([
        stores.listings.matchingTitles(words, LISTING_LIMITS.suggestionsMax, viewerId),
        stores.lookups.catalogue(),
      ]);
      return { titles, categories: categories.filter((category) => nameMatches(words, category.name)).slice(0, LISTING_LIMITS.suggestionsMax) };
    },
  };
}

export type ListingAnswers = ReturnType<typeof createListingAnswers>;
