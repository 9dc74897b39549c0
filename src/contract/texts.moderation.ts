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
} as const;
