/**
 * Every limit, duration and message text the product uses, named after the
 * specification (documents 1-3), read from one module. Code reads these; it never repeats a literal.
 */

export * from './limits';
export * from './limits.listings';
export * from './limits.moderation';
export * from './limits.savedSearches';
/** Saved searches' texts stay out of MESSAGES: only the screens loaded after the first render show them. */
export { SAVED_SEARCH_MESSAGES } from './texts.savedSearches';
export * from './timing';
export * from './texts.postLife';
export * from './connection';
export * from './cookieNames';
export * from './product';
export * from './contact';
export * from './templates';
export { MESSAGES } from './texts';
export { CALLBACK_ERRORS, FORGOT_PASSWORD_RESPONSES } from './texts.accounts';
export { LIVE_NOTIFICATION_TEXTS, NOTIFICATION_KINDS, NOTIFICATION_TEXTS, type NotificationKind } from './texts.chat';
