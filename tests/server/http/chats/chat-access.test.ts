import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/contract';
import { buyerVendorRoom, call, chatState, sentText } from '../../support/chat-fixtures';
import { json, useTestApp } from '../../support/helpers';
import { signedInUser } from '../../support/social-fixtures';

describe('who may use a room', () => {
  const t = useTestApp();

  it('answers 401 without a token, 404 for an unknown room and 403 to a non-member on every call, changing nothing', async () => {
    const { buyer, code } = await buyerVendorRoom(t());
    const message = await sentText(t(), buyer, code, 'Private');
    const stranger = await signedInUser(t(), { username: 'stranger' });
    const room = `/api/v2/chats/${code}`;
    const one = `${room}/messages/${message.id}/`;
    const calls: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, Record<string, unknown>?]> = [
      ['GET', `${room}/`],
      ['GET', `${room}/messages/`],
      ['POST', `${room}/messages/`, { message: 'Hi', message_type: 'text' }],
      ['GET', `/api/chat/${code}/messages/`],
      ['POST', `/api/chat/${code}/messages/`, { message: 'Hi' }],
      ['GET', one],
      ['PATCH', one, { message: 'Changed' }],
      ['DELETE', one],
      ['POST', `${one}react/`, { reaction: '👍' }],
      ['PATCH', `${room}/settings/`, { is_muted: true }],
      ['POST', `${room}/mark-read/`],
    ];
    const before = await chatState(t());
    for (const [method, url, body] of calls) {
      const visitor = await call(t(), method, url, undefined, body);
      expect(visitor.statusCode, `${method} ${url} visitor`).toBe(401);
      const denied = await call(t(), method, url, stranger.token, body);
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(json(denied)).toEqual({ message: MESSAGES.chatAccessDenied });
      const unknown = await call(t(), method, url.replace(code, 'no-such-room'), buyer.token, body);
      expect(unknown.statusCode, `${method} ${url} unknown`).toBe(404);
    }
    expect(await chatState(t())).toEqual(before);
  });
});
