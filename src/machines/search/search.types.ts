import type { SearchResult } from '../../contract/search';

export type SearchInput = {
  /** The text after ?user= as the address bar holds it. */
  query: string;
};

export type SearchContext = {
  /** The query, trimmed: what the title quotes and what is searched. */
  query: string;
  results: SearchResult[];
};

export type SearchEvent = { type: 'user.retried' };
