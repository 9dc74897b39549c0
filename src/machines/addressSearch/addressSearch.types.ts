import type { AddressSuggestion } from '../../contract/geo';

export type { AddressSuggestion };

export type AddressSearchContext = {
  /** What the user typed last. */
  query: string;
  /** The country the form has chosen (ISO alpha-2), if any: suggestions come from it alone. */
  countryCode: string | undefined;
  /** The suggestions for the last query searched. */
  suggestions: AddressSuggestion[];
  /** The query those suggestions answer. */
  searchedQuery: string;
};

export type AddressSearchEvent =
  | { type: 'query.changed'; value: string; countryCode?: string | undefined }
  | { type: 'suggestion.picked'; index: number }
  /** Escape, or the user moved on: the list closes. */
  | { type: 'suggestions.dismissed' };

export type AddressSearchEmitted =
  | { type: 'toast'; tone: 'success' | 'info' | 'error'; message: string; durationMs?: number }
  /** The alternatives toast is over once the user searches again. */
  | { type: 'toast.withdrawn'; tone: 'error'; message: string }
  /** A suggestion with valid coordinates was picked. */
  | { type: 'address.selected'; suggestion: AddressSuggestion };
