import type { ChatRoom } from '../../contract/chats';
import { LIMITS, MESSAGES } from '../../contract/constants';
import type { ChatMessage, ServerSocketMessage } from '../../contract/socket';
import { blockRefusalOf } from '../shared/blockRefusal';
import { imageFileProblem } from '../shared/pictureFile';
import type { ChatRoomContext, FrameOutcome, PendingMessage } from './chatRoom.types';

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;

/** A failed send in the spec's words (document 3 section 8). */
export function sendFailureText(error: unknown, kind: 'text' | 'image'): string {
  const image = kind === 'image';
  switch (statusOf(error)) {
    case 413:
      return image ? MESSAGES.imageFileTooLarge : MESSAGES.fileTooLargeSend;
    case 400:
      return image ? MESSAGES.invalidImageFormatOrSize : MESSAGES.failedToSendMessage;
    case 415:
      return MESSAGES.unsupportedImageFormat;
    case 401:
      return MESSAGES.realtimeAuthFailed;
    case 403:
      return blockRefusalOf(error) ?? MESSAGES.chatAccessDenied;
    case 0:
      return MESSAGES.networkError;
    default:
      return image ? MESSAGES.failedToSendImage : MESSAGES.failedToSendMessage;
  }
}

/** Why a picture cannot be sent, or undefined when it can: the picture rule with the chat's limit. */
export const imageProblem = (file: Pick<File, 'type' | 'size'>): string | undefined => imageFileProblem(file, LIMITS.chatImageMaxBytes);

/**
 * A message already shown: the same message id. Two messages with the same text, however close in time, are two
 * messages; only the id (or, for an own message on its way, its temp_id) tells a repeat.
 */
export function isDuplicateMessage(messages: readonly ChatMessage[], incoming: ChatMessage): boolean {
  return messages.some((shown) => shown.id === incoming.id);
}

/** Adds the messages not shown yet, in room order (seq). */
export function withMessages(messages: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const next = [...messages];
  const ids = new Set(next.map((message) => message.id));
  for (const message of incoming) {
    if (ids.has(message.id)) continue;
    ids.add(message.id);
    next.push(message);
  }
  return next.sort((a, b) => a.seq - b.seq);
}

/** The optimistic message a message from the server stands for: the one sent with its temp_id. */
export function matchingPending(pending: readonly PendingMessage[], message: ChatMessage): PendingMessage | undefined {
  return message.temp_id === null ? undefined : pending.find((item) => item.temp_id === message.temp_id);
}

/** The optimistic messages the server's messages do not confirm yet (a catch-up or a page may carry some). */
export const unconfirmed = (pending: readonly PendingMessage[], messages: readonly ChatMessage[]): PendingMessage[] =>
  pending.filter((item) => !messages.some((message) => message.temp_id !== null && message.temp_id === item.temp_id));

/** The server's messages added to those shown; an optimistic one they carry is confirmed. */
export function withServerMessages(shown: Pick<ChatRoomContext, 'messages' | 'pending'>, incoming: readonly ChatMessage[]) {
  const messages = withMessages(shown.messages, incoming);
  return { messages, pending: unconfirmed(shown.pending, messages) };
}

/** Typing and read receipts go only over an open socket: they would be stale by the time it is back. */
export const isSocketOpen = (context: Pick<ChatRoomContext, 'connection'>): boolean => context.connection === 'connected';

/** The oldest room seq shown: older pages are read before it. */
export const oldestSeqOf = (messages: readonly ChatMessage[]): number | null => messages[0]?.seq ?? null;

/** The highest room seq shown (0 for an empty room). */
export const lastSeqOf = (messages: readonly ChatMessage[], room: ChatRoom | null): number =>
  Math.max(room?.last_seq ?? 0, ...messages.map((message) => message.seq));

/** The highest seq this device has: shown, or answered to a request and about to show (0 for an empty room). */
export const knownLastSeqOf = (messages: readonly ChatMessage[], pending: readonly PendingMessage[], room: ChatRoom | null): number =>
  Math.max(lastSeqOf(messages, room), ...pending.flatMap((item) => (item.confirmed ? [item.confirmed.seq] : [])));

/** Where a catch-up must start: the earlier of two seqs after which messages may be missing. */
export const earlierSeq = (current: number | null, seq: number): number => (current === null ? seq : Math.min(current, seq));

/** The signed-in user's id in this room: the participant who is not the other user. */
export const ownIdOf = (room: ChatRoom): number => (room.user1 === room.other_user.id ? room.user2 : room.user1);

/** The optimistic message of temp_id, held for review. */
export const heldIn = (pending: readonly PendingMessage[], tempId: string): PendingMessage[] =>
  pending.map((item) => (item.temp_id === tempId ? { ...item, status: 'held' as const } : item));

const outcome = (parts: Partial<FrameOutcome>): FrameOutcome => ({ changes: {}, raised: [], replies: [], toasts: [], ...parts });

/** A message past the next seq: what came between did not arrive (a frame lost on the way), so the catch-up fetches it. */
function gapBefore(context: ChatRoomContext, message: ChatMessage): FrameOutcome {
  const known = knownLastSeqOf(context.messages, context.pending, context.room);
  if (message.seq <= known + 1) return outcome({});
  return outcome({ changes: { missingAfter: earlierSeq(context.missingAfter, known) }, raised: [{ type: 'chat.gapSeen' }] });
}

/** Another user's message is shown once and acknowledged as read; an own one stands for its optimistic copy. */
function receiveChat(context: ChatRoomContext, message: ChatMessage): FrameOutcome {
  const gap = gapBefore(context, message);
  if (message.sender === (context.room ? ownIdOf(context.room) : null)) {
    const stands = matchingPending(context.pending, message);
    const pending = context.pending.filter((item) => item !== stands);
    return { ...gap, changes: { ...gap.changes, messages: withMessages(context.messages, [message]), pending } };
  }
  if (isDuplicateMessage(context.messages, message)) return gap;
  return outcome({
    changes: { ...gap.changes, messages: withMessages(context.messages, [message]) },
    // Whoever just sent a message has stopped typing.
    raised: [...gap.raised, { type: 'chat.otherTyping', typing: false }],
    replies: isSocketOpen(context) ? [{ type: 'message_read', message_ids: [message.id] }] : [],
  });
}

/** The other user read our messages: all of them, or those listed. */
function readByOther(context: ChatRoomContext, messageIds: readonly number[]): FrameOutcome {
  const own = context.room ? ownIdOf(context.room) : null;
  const read = (message: ChatMessage) => message.sender === own && (messageIds.length === 0 || messageIds.includes(message.id));
  return outcome({ changes: { messages: context.messages.map((message) => (read(message) ? { ...message, is_read: true } : message)) } });
}

/**
 * What a frame from the chat socket changes in the room: the messages shown (each once, an own one standing for its
 * optimistic copy), read receipts both ways, the other user's presence and typing, and the server's errors.
 */
export function applyFrame(context: ChatRoomContext, frame: ServerSocketMessage): FrameOutcome {
  const otherName = context.room?.other_user.username ?? null;
  switch (frame.type) {
    case 'message_sent': {
      const gap = gapBefore(context, frame.message);
      const pending = context.pending.filter((item) => item.temp_id !== frame.temp_id);
      return { ...gap, changes: { ...gap.changes, messages: withMessages(context.messages, [frame.message]), pending } };
    }
    case 'chat':
      return receiveChat(context, frame.message);
    case 'message_held':
      return outcome({ changes: { pending: heldIn(context.pending, frame.temp_id) }, toasts: [{ type: 'toast', tone: 'info', message: frame.detail }] });
    case 'message_read':
      return frame.username === context.username ? outcome({}) : readByOther(context, frame.message_ids);
    case 'user_online':
      return outcome(frame.username === otherName ? { changes: { otherStatus: frame.status } } : {});
    case 'user_offline':
      return outcome(frame.username === otherName ? { changes: { otherStatus: 'offline', otherLastSeen: frame.last_seen ?? context.otherLastSeen } } : {});
    case 'connection_established':
      return outcome(otherName ? { changes: { otherStatus: frame.online_friends.includes(otherName) ? 'online' : 'offline' } } : {});
    case 'typing':
      return outcome(frame.username === otherName ? { raised: [{ type: 'chat.otherTyping', typing: frame.is_typing }] } : {});
    case 'error':
      return outcome({ toasts: [{ type: 'toast', tone: 'error', message: frame.message }] });
    default:
      return outcome({});
  }
}
