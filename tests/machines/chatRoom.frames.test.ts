import { describe, expect, it } from 'vitest';
import type { ChatRoomContext } from '../../src/machines/chatRoom';
import { applyFrame } from '../../src/machines/chatRoom/chatRoom.rules';
import { ALICE, BOLA, chatMessageOf, chatRoomOf, ROOM_CODE } from '../fixtures/chat';

/** A loaded room with messages 1 and 2 from Bola, the socket open. */
const roomContext = (overrides: Partial<ChatRoomContext> = {}): ChatRoomContext => ({
  uniquecode: ROOM_CODE,
  username: ALICE.username,
  socketInput: { target: { channel: 'chat', uniquecode: ROOM_CODE }, token: 'tok', seed: 1 },
  clock: { now: () => 0 },
  newTempId: () => 'tmp-1',
  room: chatRoomOf({ last_seq: 2 }),
  messages: [chatMessageOf(1), chatMessageOf(2)],
  hasOlder: false,
  pending: [],
  sending: null,
  image: null,
  connection: 'connected',
  missingAfter: null,
  catchingUpAfter: null,
  otherStatus: 'offline',
  otherLastSeen: null,
  ...overrides,
});

const pendingOf = (tempId: string) => ({
  temp_id: tempId,
  message: 'on my way',
  message_type: 'text' as const,
  file: null,
  status: 'pending' as const,
  sentAt: 0,
  created_at: '2026-03-01T10:30:00.000Z',
  confirmed: null,
});

describe('applyFrame: what a chat socket frame does to the room', () => {
  it("shows the other user's next message, acknowledges it and ends their typing", () => {
    const message = chatMessageOf(3);
    expect(applyFrame(roomContext(), { type: 'chat', message })).toEqual({
      changes: { messages: [chatMessageOf(1), chatMessageOf(2), message] },
      raised: [{ type: 'chat.otherTyping', typing: false }],
      replies: [{ type: 'message_read', message_ids: [message.id] }],
      toasts: [],
    });
  });

  it('sends no read receipt while the socket is not open, and drops a message already shown', () => {
    expect(applyFrame(roomContext({ connection: 'connecting' }), { type: 'chat', message: chatMessageOf(3) }).replies).toEqual([]);
    expect(applyFrame(roomContext(), { type: 'chat', message: chatMessageOf(2) })).toEqual({ changes: {}, raised: [], replies: [], toasts: [] });
  });

  it('a message past the next seq notes the gap before it for the catch-up', () => {
    const outcome = applyFrame(roomContext(), { type: 'chat', message: chatMessageOf(5) });
    expect(outcome.changes.missingAfter).toBe(2);
    expect(outcome.raised).toEqual([{ type: 'chat.gapSeen' }, { type: 'chat.otherTyping', typing: false }]);
  });

  it('an own message carrying a pending temp_id stands for it; message_sent confirms its own', () => {
    const own = chatMessageOf(3, { sender: ALICE.id, message: 'on my way', temp_id: 'tmp-1' });
    const context = roomContext({ pending: [pendingOf('tmp-1'), pendingOf('tmp-2')] });
    expect(applyFrame(context, { type: 'chat', message: own }).changes.pending).toEqual([pendingOf('tmp-2')]);
    const sent = applyFrame(context, { type: 'message_sent', temp_id: 'tmp-2', message: { ...own, temp_id: 'tmp-2' } });
    expect(sent.changes.pending).toEqual([pendingOf('tmp-1')]);
    expect(sent.raised).toEqual([]);
  });

  it('marks our messages read when the other user reads them, not when we do', () => {
    const mine = chatMessageOf(2, { sender: ALICE.id });
    const context = roomContext({ messages: [chatMessageOf(1), mine] });
    expect(applyFrame(context, { type: 'message_read', username: BOLA.username, message_ids: [] }).changes.messages).toEqual([
      chatMessageOf(1),
      { ...mine, is_read: true },
    ]);
    expect(applyFrame(context, { type: 'message_read', username: ALICE.username, message_ids: [] }).changes).toEqual({});
  });

  it("follows the other user's presence and typing, and no one else's", () => {
    expect(applyFrame(roomContext(), { type: 'connection_established', online_friends: [BOLA.username] }).changes).toEqual({ otherStatus: 'online' });
    expect(applyFrame(roomContext(), { type: 'user_online', username: 'carol', status: 'online' }).changes).toEqual({});
    expect(applyFrame(roomContext(), { type: 'user_offline', username: BOLA.username, status: 'offline', last_seen: null }).changes).toEqual({
      otherStatus: 'offline',
      otherLastSeen: null,
    });
    expect(applyFrame(roomContext(), { type: 'typing', username: BOLA.username, is_typing: true }).raised).toEqual([{ type: 'chat.otherTyping', typing: true }]);
  });

  it("toasts the server's error", () => {
    expect(applyFrame(roomContext(), { type: 'error', message: 'Slow down' }).toasts).toEqual([{ type: 'toast', tone: 'error', message: 'Slow down' }]);
  });
});
