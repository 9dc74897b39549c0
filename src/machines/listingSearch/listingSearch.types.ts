import type { ListingSort, ListingSuggestionsAnswer } from '../../contract';
import type { FeedFilterQuery } from '../../services/marketplace';

/** Where the device is, when known: it makes Nearest a choice. */
export type KnownLocation = { lat: number; lng: number };

/** What a listing search adds to the feed's query: the words, the order, and for Nearest the position. */
export type ListingSearchQuery = Pick<FeedFilterQuery, 'q' | 'sort'> & { lat?: number; lng?: number; radius?: number };

export type ListingSearchInput = {
  /** Text to search at once (the navbar's Listings search, ?q= on /). */
  text?: string;
  location?: KnownLocation | null;
  /** The order to start with (a saved search opened from its alert). */
  sort?: ListingSort;
};

export type ListingSearchContext = {
  /** What the box holds. */
  text: string;
  /** The text the feed shows results for ('' : no search). */
  appliedText: string;
  /** The chosen order; undefined: relevance with words, newest without. */
  sort: ListingSort | undefined;
  suggestions: ListingSuggestionsAnswer;
  location: KnownLocation | null;
};

export type ListingSearchEvent =
  | { type: 'search.typed'; text: string }
  | { type: 'search.submitted' }
  | { type: 'search.cleared' }
  /** A suggested title or category name, searched at once. */
  | { type: 'suggestion.chosen'; text: string }
  | { type: 'suggestions.dismissed' }
  | { type: 'sort.changed'; sort: ListingSort };

/** The search the feed is to show (its page 1, then later pages with it). */
export type ListingSearchEmitted = { type: 'search.applied'; query: ListingSearchQuery };
