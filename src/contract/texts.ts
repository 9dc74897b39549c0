/**
 * Every message text the product shows or answers, word for word from the specification (documents 1-3),
 * gathered from one file per area. Code reads these; it never repeats a literal.
 */
import { ACCOUNT_MESSAGES } from './texts.accounts';
import { APP_MESSAGES } from './texts.app';
import { CHAT_MESSAGES } from './texts.chat';
import { LISTING_MESSAGES } from './texts.listings';
import { MARKETPLACE_MESSAGES } from './texts.marketplace';
import { MODERATION_MESSAGES } from './texts.moderation';
import { SETTINGS_MESSAGES } from './texts.settings';

// A key in two areas would keep only the later text: tests/contract/texts.test.ts refuses one.
export const MESSAGES = {
  ...ACCOUNT_MESSAGES,
  ...MARKETPLACE_MESSAGES,
  ...CHAT_MESSAGES,
  ...SETTINGS_MESSAGES,
  ...APP_MESSAGES,
  ...LISTING_MESSAGES,
  ...MODERATION_MESSAGES,
} as const;
