/** Texts of reports, blocks and moderation (issue 16): the product's own words, the spec has none. */
export const MODERATION_MESSAGES = {
  reportSent: 'Thanks. Your report was sent to our moderators.',
  alreadyReportedPost: 'You have already reported this post.',
  alreadyReportedUser: 'You have already reported this user.',
  alreadyReportedMessage: 'You have already reported this message.',
  reportReasonRequired: 'Choose a reason for your report.',
  reportDetailsRequired: 'Tell us what is wrong.',
  reportDetailsTooLong: 'Keep your report under 500 characters.',
  reportKindRequired: 'Say what you are reporting: a post, a user or a message.',
  cannotReportOwnPost: 'You cannot report your own post.',
  cannotReportSelf: 'You cannot report yourself.',
  cannotReportOwnMessage: 'You cannot report your own message.',
  logInToReport: 'Please log in to report.',
  reportFailed: 'Your report could not be sent. Please try again.',
  userBlocked: 'User blocked. You will no longer see their posts or messages.',
  userUnblocked: 'User unblocked.',
  cannotBlockSelf: 'You cannot block yourself.',
  youBlockedThisUser: 'You blocked this user. Unblock them to send messages.',
  blockedByThisUser: 'You cannot message this user.',
  cannotFollowBlocked: 'You cannot follow this user.',
  cannotCommentBlocked: 'You cannot comment on this post.',
  blockFailed: 'Could not change the block. Please try again.',
  noBlockedUsers: 'You have not blocked anyone.',
  blockedUsersLoadFailed: 'Could not load your blocked users.',
  moderatorsOnly: 'Only moderators can do this.',
  suspensionReasonRequired: 'Give the reason for the suspension.',
  suspensionEndRequired: 'Give the date the suspension ends, in the future.',
  moderationActionInvalid: 'Choose dismiss, hide or suspend.',
  onlyPostsHide: 'Only a post can be hidden.',
  nothingToModerate: 'No open reports name this target.',
  moderationDone: 'Done.',
  tooManyNewChats: 'New accounts can start 10 chats an hour. Please try again in {wait}.',
  messageHeldForReview: 'Held for review: you sent this same message to many chats. A moderator will check it before it is delivered.',
  heldMessageReason: 'Held automatically: the same text went to 5 or more chats within 10 minutes.',
  accountSuspended: 'Your account is suspended until {until}. Reason: {reason}',
} as const;

/**
 * The moderation screen's own words, apart from MESSAGES: only the /moderation chunk reads them, so they add
 * nothing to the first render of / (MESSAGES travels whole with it).
 */
export const MODERATION_SCREEN_TEXTS = {
  queueLoadFailed: 'Could not load the reports.',
  queueEmpty: 'No open reports. Nothing is waiting for a moderator.',
  actionFailed: 'That did not go through. Please try again.',
  auditLoadFailed: 'Could not load the audit log.',
  auditEmpty: 'No moderator has acted yet.',
} as const;
