/** Limits and timings of saved searches and their alerts (issue 16). */
export const SAVED_SEARCH_LIMITS = {
  /** Saved searches one user keeps at most. */
  perUser: 20,
  /** A saved search's name, in characters. */
  nameMax: 60,
  /** One alert per saved search at most this often; matches in between are counted into the next. */
  alertIntervalMs: 60 * 60 * 1000,
  /** How often each process looks for counted matches whose hour is over. */
  summarySweepMs: 60 * 1000,
} as const;
