import type { Kysely } from 'kysely';
import type { ChatMessage } from '../../src/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { messageChanges } from './message-changes';
import { messageQueries } from './message-queries';
import { messageReactions } from './message-reactions';
import { messageByFreshTempId } from './temp-id-window';

export type { ChatStats, MessagePage, MessagePageQuery } from './message-queries';
export type { Reactions } from './message-reactions';

/** Messages of the chat rooms, once stored (chatSends.store.ts stores them, numbered and with their notification). */
export function messagesStore(db: Kysely<Database>, clock: Clock) {
  return {
    ...messageQueries(db),
    ...messageChanges(db, clock),
    ...messageReactions(db, clock),

    /** The message the sender sent under this temp_id within the idempotency window (temp-id-window.ts), if any. */
    findByTempId(roomId: number, senderId: number, tempId: string): Promise<ChatMessage | undefined> {
      return messageByFreshTempId(db, clock, roomId, senderId, tempId);
    },
  };
}

export type MessagesStore = ReturnType<typeof messagesStore>;
