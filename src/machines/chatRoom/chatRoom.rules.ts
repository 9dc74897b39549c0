import type { ChatRoom } from '../../contract/chats';
import { DURATIONS, LIMITS, MESSAGES } from '../../contract/constants';
import type { ChatMessage } from '../../contract/socket';
import type { PendingMessage } from './chatRoom.types';

const timeOf = (iso: string): number => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
};

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
      return MESSAGES.chatAccessDenied;
    case 0:
      return MESSAGES.networkError;
    default:
      return image ? MESSAGES.failedToSendImage : MESSAGES.failedToSendMessage;
  }
}

/** Why a picture cannot be sent, or null when it can (document 3 section 5). */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES.notAnImage;
  if (file.size > LIMITS.chatImageMaxBytes) return MESSAGES.imageOver1MB;
  return null;
}

/**
 * An incoming message already shown: the same id, or the same text of the same
 * kind from the same sender within 2 s (DURATIONS.duplicateMessageWindow).
 */
export function isDuplicateMessage(messages: readonly ChatMessage[], incoming: ChatMessage): boolean {
  return messages.some(
    (shown) =>
      shown.id === incoming.id ||
      (shown.sender === incoming.sender &&
        shown.message_type === incoming.message_type &&
        shown.message === incoming.message &&
        shown.image === incoming.image &&
        Math.abs(timeOf(shown.created_at) - timeOf(incoming.created_at)) <= DURATIONS.duplicateMessageWindow),
  );
}

/** Adds the messages not shown yet, in room order (seq). */
export function withMessages(messages: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const next = [...messages];
  for (const message of incoming) if (!isDuplicateMessage(next, message)) next.push(message);
  return next.sort((a, b) => a.seq - b.seq);
}

/**
 * The optimistic message an own message from the server stands for: the same
 * temp_id, else the same text sent here within 10 s (DURATIONS.optimisticMatchWindow).
 */
export function matchingPending(pending: readonly PendingMessage[], echo: ChatMessage, now: number): PendingMessage | undefined {
  return (
    pending.find((item) => echo.temp_id !== null && item.temp_id === echo.temp_id) ??
    pending.find(
      (item) =>
        item.message_type === echo.message_type &&
        item.message.trim() === echo.message.trim() &&
        now - item.sentAt <= DURATIONS.optimisticMatchWindow,
    )
  );
}

/** The highest room seq shown (0 for an empty room). */
export const lastSeqOf = (messages: readonly ChatMessage[], room: ChatRoom | null): number =>
  Math.max(room?.last_seq ?? 0, ...messages.map((message) => message.seq));

/** The signed-in user's id in this room: the participant who is not the other user. */
export const ownIdOf = (room: ChatRoom): number => (room.user1 === room.other_user.id ? room.user2 : room.user1);
