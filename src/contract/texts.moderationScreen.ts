/**
 * The moderation screen's own words, in a module of their own apart from MESSAGES: only the /moderation chunk
 * imports it, so they add nothing to the first render of / (MESSAGES, and any module it is built from, travel with it).
 */
export const MODERATION_SCREEN_TEXTS = {
  queueLoadFailed: 'Could not load the reports.',
  queueEmpty: 'No open reports. Nothing is waiting for a moderator.',
  actionFailed: 'That did not go through. Please try again.',
  auditLoadFailed: 'Could not load the audit log.',
  auditEmpty: 'No moderator has acted yet.',
} as const;
