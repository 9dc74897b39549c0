import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { messageChanges } from './message-changes';
import { messageQueries } from './message-queries';
import { messageReactions } from './message-reactions';
import { messageSends } from './message-sends';

export type { ChatStats, MessagePage, MessagePageQuery } from './message-queries';
export type { Reactions } from './message-reactions';
export { sentMessage, type SendMessageInput } from './message-sends';

/**
 * Messages of the chat rooms. `send` numbers a room's messages without gaps or repeats (the room row is
 * locked while the next number is taken) and is idempotent on the sender's temp_id.
 */
export function messagesStore(db: Kysely<Database>, dialect: DialectName, clock: Clock) {
  return {
    ...messageSends(db, dialect, clock),
    ...messageQueries(db),
    ...messageChanges(db, clock),
    ...messageReactions(db, clock),
  };
}

export type MessagesStore = ReturnType<typeof messagesStore>;
