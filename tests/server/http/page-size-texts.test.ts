import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/contract';
import { get, json, newUser, signIn, useTestApp } from '../support/helpers';

describe('a page size out of range names its field', () => {
  const t = useTestApp();

  it('says page_size is wrong on the inbox and the notifications, and the page stays "Page must be ..."', async () => {
    const token = await signIn(t().app, await newUser(t().stores));
    for (const url of ['/api/v2/chats/?page_size=1000', '/api/v2/chats/?page_size=0', '/api/notifications?page_size=1000']) {
      const response = await get(t().app, url, token);
      expect(response.statusCode, url).toBe(400);
      expect(json(response).message, url).toBe('page_size must be a whole number from 1 to 100');
    }
    const page = await get(t().app, '/api/v2/chats/?page=0', token);
    expect(json(page).message).toBe(MESSAGES.pageInvalid);
  });
});
