/** Limits of reports, blocks and moderation (issue 16). */
export const MODERATION_LIMITS = {
  /** A report's own words (required with the reason Other). */
  reportDetailsMax: 500,
  /** Distinct reporters that hide a post until a moderator reviews it. */
  reportsToHold: 3,
  /** An account younger than this is new: it starts at most `newAccountChatStarts` chats per `chatStartWindowMs`. */
  newAccountAgeMs: 24 * 60 * 60 * 1000,
  newAccountChatStarts: 10,
  chatStartWindowMs: 60 * 60 * 1000,
  /** The same text sent to this many different rooms within `sameTextWindowMs` is held for review from this room on. */
  sameTextRooms: 5,
  sameTextWindowMs: 10 * 60 * 1000,
} as const;
