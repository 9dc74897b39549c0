/** Limits and timings of listing search (issue 16). */
export const LISTING_LIMITS = {
  /** Typed text shorter than this asks for no suggestions. */
  suggestionsMinChars: 2,
  /** Titles and categories a suggestion list shows at most, each. */
  suggestionsMax: 5,
  /** Typing pauses this long before suggestions are asked for. */
  suggestionsDebounceMs: 250,
} as const;
