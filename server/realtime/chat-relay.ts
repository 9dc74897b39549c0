import type { ChatMessage, ServerSocketMessage } from '../../src/contract';
import type { Connection } from './connection';

/** How many of its own temp_ids a socket remembers, to know its own messages coming back. */
const OWN_TEMP_IDS_KEPT = 256;
/** How many seqs a socket remembers having sent, so a resume does not send again what came live just before it. */
const SENT_SEQS_KEPT = 1000;

/** A set that forgets its least recently added member past `capacity`; `add` answers whether the value is new. */
function recentSet<T>(capacity: number) {
  const members = new Set<T>();
  return {
    has: (value: T) => members.has(value),
    add(value: T): boolean {
      const known = members.delete(value);
      members.add(value);
      if (members.size > capacity) {
        const oldest = members.values().next();
        if (!oldest.done) members.delete(oldest.value);
      }
      return !known;
    },
  };
}

export type ChatRelayOptions = {
  connection: Connection;
  /** The other member of the room, whose presence this socket shows. */
  partnerUsername: string;
  /** The messages after a seq, oldest first, at most `limit`. */
  messagesAfter: (afterSeq: number, limit: number) => Promise<ChatMessage[]>;
  batchSize: number;
};

/**
 * What a chat socket passes on from the hub. Its own typing and read frames are not echoed, nor the
 * `chat` frame of a message this socket sent (it gets message_sent instead; the user's other sockets
 * do get `chat`). While a resume sends what was missed, live messages wait and follow it, so the
 * socket hears every message once and in seq order.
 */
export function chatRelay({ connection, partnerUsername, messagesAfter, batchSize }: ChatRelayOptions) {
  const { user } = connection;
  const ownTempIds = recentSet<string>(OWN_TEMP_IDS_KEPT);
  const sentSeqs = recentSet<number>(SENT_SEQS_KEPT);
  let held: ChatMessage[] | null = null;
  let heldOverflowed = false;

  // A message heard live between the socket's opening and its resume is in the resume's batches too.
  const sendChat = (message: ChatMessage) => {
    if (sentSeqs.add(message.seq)) connection.send({ type: 'chat', message });
  };
  const isOwnEcho = (message: ChatMessage) =>
    message.sender_id === user.id && message.temp_id !== null && ownTempIds.has(message.temp_id);

  return {
    /** Called before the message is sent, so even an immediate echo is known. */
    sending(tempId: string): void {
      ownTempIds.add(tempId);
    },

    fromRoom(frame: ServerSocketMessage): void {
      if (frame.type === 'chat') {
        if (isOwnEcho(frame.message)) return;
        if (!held) sendChat(frame.message);
        // At most a batch is kept aside: a reader slow to take the history would otherwise hold the room's
        // whole traffic. The rest is stored, so the resume reads it.
        else if (held.length < batchSize) held.push(frame.message);
        else heldOverflowed = true;
        return;
      }
      if ((frame.type === 'typing' || frame.type === 'message_read') && frame.username === user.username) return;
      connection.send(frame);
    },

    /** The user channel: only the room partner's presence concerns a chat socket. */
    fromUser(frame: ServerSocketMessage): void {
      if ((frame.type === 'user_online' || frame.type === 'user_offline') && frame.username === partnerUsername) {
        connection.send(frame);
      }
    },

    /** Sends every message after `afterSeq` in batches, then the live ones that came meanwhile. */
    async resume(afterSeq: number): Promise<void> {
      held = [];
      heldOverflowed = false;
      let lastSent = afterSeq;
      try {
        for (;;) {
          const batch = await messagesAfter(lastSent, batchSize);
          for (const message of batch) sendChat(message);
          lastSent = batch.at(-1)?.seq ?? lastSent;
          if (connection.closed) break;
          if (batch.length < batchSize) {
            if (!heldOverflowed) break;
            // Some live messages were not kept: they are stored after lastSent, so the next batches hold them.
            [held, heldOverflowed] = [[], false];
            continue;
          }
          await connection.drained();
        }
      } finally {
        const waiting = held;
        held = null;
        // Seqs are given in commit order, so whatever the batches covered is at most lastSent.
        for (const message of waiting) if (message.seq > lastSent) sendChat(message);
      }
    },
  };
}

export type ChatRelay = ReturnType<typeof chatRelay>;
