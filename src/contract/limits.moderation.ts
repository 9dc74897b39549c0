/** Limits of reports, blocks and moderation (issue 16). */
export const MODERATION_LIMITS = {
  /** A report's own words (required with the reason Other). */
  reportDetailsMax: 500,
  /** Distinct reporters that hide a post until a moderator reviews it. */
  reportsToHold: 3,
} as const;
