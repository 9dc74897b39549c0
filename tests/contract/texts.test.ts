import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { ACCOUNT_MESSAGES } from '../../src/contract/texts.accounts';
import { APP_MESSAGES } from '../../src/contract/texts.app';
import { CHAT_MESSAGES } from '../../src/contract/texts.chat';
import { LISTING_MESSAGES } from '../../src/contract/texts.listings';
import { MARKETPLACE_MESSAGES } from '../../src/contract/texts.marketplace';
import { MODERATION_MESSAGES } from '../../src/contract/texts.moderation';
import { SETTINGS_MESSAGES } from '../../src/contract/texts.settings';

describe('message texts', () => {
  it('names each text in exactly one area, so merging the areas loses none', () => {
    const areas = [ACCOUNT_MESSAGES, MARKETPLACE_MESSAGES, CHAT_MESSAGES, SETTINGS_MESSAGES, APP_MESSAGES, MODERATION_MESSAGES, LISTING_MESSAGES];
    const keyCount = areas.reduce((count, area) => count + Object.keys(area).length, 0);
    expect(Object.keys(MESSAGES)).toHaveLength(keyCount);
  });
});
