import type { ChatMessage, ServerSocketMessage } from '../../src/contract';
import type { Connection } from './connection';

/** How many of its own temp_ids a socket remembers, to know its own messages coming back. */
const OWN_TEMP_IDS_KEPT = 256;

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
  const ownTempIds = new Set<string>();
  let held: ChatMessage[] | null = null;

  const isOwnEcho = (message: ChatMessage) =>
    message.sender_id === user.id && message.temp_id !== null && ownTempIds.has(message.temp_id);

  return {
    /** Called before the message is sent, so even an immediate echo is known. */
    sending(tempId: string): void {
      ownTempIds.delete(tempId);
      ownTempIds.add(tempId);
      if (ownTempIds.size > OWN_TEMP_IDS_KEPT) {
        const oldest = ownTempIds.values().next();
        if (!oldest.done) ownTempIds.delete(oldest.value);
      }
    },

    fromRoom(frame: ServerSocketMessage): void {
      if (frame.type === 'chat') {
        if (isOwnEcho(frame.message)) return;
        if (held) held.push(frame.message);
        else connection.send(frame);
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
      let lastSent = afterSeq;
      try {
        for (;;) {
          const batch = await messagesAfter(lastSent, batchSize);
          for (const message of batch) connection.send({ type: 'chat', message });
          lastSent = batch.at(-1)?.seq ?? lastSent;
          if (batch.length < batchSize || connection.closed) break;
          await connection.drained();
        }
      } finally {
        const waiting = held;
        held = null;
        // Seqs are given in commit order, so whatever the batches covered is at most lastSent.
        for (const message of waiting) if (message.seq > lastSent) connection.send({ type: 'chat', message });
      }
    },
  };
}

export type ChatRelay = ReturnType<typeof chatRelay>;
