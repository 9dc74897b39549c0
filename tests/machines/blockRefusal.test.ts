import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { ApiError } from '../../src/services/api';
import { sendFailureText } from '../../src/machines/chatRoom/chatRoom.rules';
import { blockRefusalOf } from '../../src/machines/shared/blockRefusal';

describe('a chat a block stopped says why', () => {
  it('a send refused by a block shows the server’s words, any other 403 Access denied.', () => {
    expect(sendFailureText(new ApiError(MESSAGES.blockedByThisUser, 403, null), 'text')).toBe(MESSAGES.blockedByThisUser);
    expect(sendFailureText(new ApiError(MESSAGES.youBlockedThisUser, 403, null), 'image')).toBe(MESSAGES.youBlockedThisUser);
    expect(sendFailureText(new ApiError('Forbidden', 403, null), 'text')).toBe(MESSAGES.chatAccessDenied);
  });

  it('reads only the block texts', () => {
    expect(blockRefusalOf(new ApiError(MESSAGES.youBlockedThisUser, 403, null))).toBe(MESSAGES.youBlockedThisUser);
    expect(blockRefusalOf(new ApiError('Server busy', 500, null))).toBeUndefined();
    expect(blockRefusalOf('text')).toBeUndefined();
  });

  it('a new account past its hourly chat starts is told when it may start the next (429)', () => {
    const words = 'New accounts can start 10 chats an hour. Please try again in 51 minutes.';
    expect(blockRefusalOf(new ApiError(words, 429, null))).toBe(words);
  });
});
