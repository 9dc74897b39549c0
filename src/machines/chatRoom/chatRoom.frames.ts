import type { ChatMessage, ServerSocketMessage } from '../../contract/socket';
import { noteGapBefore } from './chatRoom.history';
import type { ChatRoomRegion } from './chatRoom.machine';
import { isDuplicateMessage, isSocketOpen, matchingPending, ownIdOf, withMessages } from './chatRoom.rules';
import type { ChatRoomEnqueueArgs } from './chatRoom.types';

/*
 * What a frame from the chat socket changes in the room: the messages shown (each once, an own one standing for its
 * optimistic copy), read receipts both ways, the other user's presence and typing, and the server's errors. The
 * machine's setup binds `receive` to its name.
 */

type OtherUserFrame = Extract<ServerSocketMessage, { type: 'user_online' | 'user_offline' | 'connection_established' | 'typing' }>;

/** Another user's message is shown once and acknowledged as read; an own one stands for its optimistic copy. */
function receiveChat({ context, enqueue }: ChatRoomEnqueueArgs, message: ChatMessage): void {
  noteGapBefore(enqueue, context, message);
  if (message.sender === (context.room ? ownIdOf(context.room) : null)) {
    const stands = matchingPending(context.pending, message);
    enqueue.assign({
      messages: withMessages(context.messages, [message]),
      pending: context.pending.filter((item) => item !== stands),
    });
    return;
  }
  if (isDuplicateMessage(context.messages, message)) return;
  enqueue.assign({ messages: withMessages(context.messages, [message]) });
  // Whoever just sent a message has stopped typing.
  enqueue.raise({ type: 'chat.otherTyping', typing: false });
  if (isSocketOpen(context)) enqueue.sendTo('socket', { type: 'user.send', message: { type: 'message_read', message_ids: [message.id] } });
}

/** The other user's presence and typing. */
function followOtherUser({ context, enqueue }: ChatRoomEnqueueArgs, frame: OtherUserFrame): void {
  const otherName = context.room?.other_user.username ?? null;
  switch (frame.type) {
    case 'user_online':
      if (frame.username === otherName) enqueue.assign({ otherStatus: frame.status });
      return;
    case 'user_offline':
      if (frame.username === otherName) enqueue.assign({ otherStatus: 'offline', otherLastSeen: frame.last_seen ?? context.otherLastSeen });
      return;
    case 'connection_established':
      if (otherName) enqueue.assign({ otherStatus: frame.online_friends.includes(otherName) ? 'online' : 'offline' });
      return;
    case 'typing':
      if (frame.username === otherName) enqueue.raise({ type: 'chat.otherTyping', typing: frame.is_typing });
      return;
  }
}

/** Reads one frame; a message past the next seq also notes the gap before it for the catch-up. */
export function receive({ context, enqueue }: ChatRoomEnqueueArgs, params: { message: ServerSocketMessage }): void {
  const frame = params.message;
  switch (frame.type) {
    case 'message_sent':
      noteGapBefore(enqueue, context, frame.message);
      enqueue.assign({
        messages: withMessages(context.messages, [frame.message]),
        pending: context.pending.filter((item) => item.temp_id !== frame.temp_id),
      });
      return;
    case 'chat':
      return receiveChat({ context, enqueue }, frame.message);
    case 'message_read': {
      if (frame.username === context.username) return;
      const own = context.room ? ownIdOf(context.room) : null;
      const read = (message: ChatMessage) => message.sender === own && (frame.message_ids.length === 0 || frame.message_ids.includes(message.id));
      enqueue.assign({ messages: context.messages.map((message) => (read(message) ? { ...message, is_read: true } : message)) });
      return;
    }
    case 'user_online':
    case 'user_offline':
    case 'connection_established':
    case 'typing':
      return followOtherUser({ context, enqueue }, frame);
    case 'error':
      enqueue.emit({ type: 'toast', tone: 'error', message: frame.message });
      return;
    default:
      return;
  }
}

// Every frame lands here; a region that also reacts to one (the composer) does so beside it.
export const framesRegion = {
  initial: 'listening',
  states: {
    listening: { on: { 'socket.received': { actions: { type: 'receive', params: ({ event }) => event } } } },
  },
} satisfies ChatRoomRegion;
