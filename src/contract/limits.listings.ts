/** Limits and timings of listing search (issue 16). */
export const LISTING_LIMITS = {
  /** Typed text shorter than this asks for no suggestions. */
  suggestionsMinChars: 2,
  /** Titles and categories a suggestion list shows at most, each. */
  suggestionsMax: 5,
  /** Typing pauses this long before suggestions are asked for. */
  suggestionsDebounceMs: 250,
  /**
   * A search's results are counted up to this many: past it the answer's count is a lower bound (count_exact
   * false) and the app shows "200+". Counting further cost most of a sorted page's time at 100,000 posts.
   */
  countedMax: 200,
} as const;
