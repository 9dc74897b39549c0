import type BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import type { Clock } from '../clock';
import { blockStandingOnSqlite, MessagesBlocked } from './blocks.store';
import type { ChatSend } from './chatSends.store';
import { insertMessageNotice, messageNotice, noticeValuesOf } from './message-notices';
import { storeMessageOnSqlite, type ChatSendInput } from './message-sends';
import { preparedOnSqlite } from './precompiled';
import { holdMessageOnSqlite, mustHoldOnSqlite, repeatCheckOf } from './repeated-texts';

const recordNotice = preparedOnSqlite((on, [recipientId, senderId, roomId, chatCode, text, createdAt, messageId]: [number, number, number, string, string, string, number]) => ({
  compile: () => insertMessageNotice({ recipientId, senderId, roomId, chatCode, text, createdAt }, sql.val(messageId)).compile(on),
}));

/**
 * A chat send on SQLite, run synchronously on its connection within the commit it shares (group-commit.ts), in
 * its own savepoint: each statement is prepared once and run without Kysely's promises. The block check runs
 * here, in the same transaction as the insert, so a block committed before it refuses the message (nothing is
 * kept between sends: a block or an unsubscribed browser counts from the next message on). Throws
 * MessagesBlocked when either member blocked the other.
 */
export function sendOnSqlite(connection: BetterSqlite3.Database, clock: Clock, input: ChatSendInput): ChatSend {
  const standing = blockStandingOnSqlite(connection, input.senderId, input.recipientId);
  if (standing !== 'none') throw new MessagesBlocked(standing);
  const at = clock.now();
  if (mustHoldOnSqlite(connection, input, repeatCheckOf(input, at), at.toISOString())) return { held: true, heldId: holdMessageOnSqlite(connection, input, at.toISOString()) };
  const sent = storeMessageOnSqlite(connection, clock, input);
  if (!sent.created) return { held: false, ...sent, notice: null, pushable: false };
  const notice = noticeValuesOf(input, sent.message.created_at);
  const [recorded] = recordNotice(connection, [notice.recipientId, notice.senderId, notice.roomId, notice.chatCode, notice.text, notice.createdAt, sent.message.id]);
  if (!recorded) return { held: false, ...sent, notice: null, pushable: false };
  return { held: false, ...sent, notice: messageNotice(input, recorded.id, notice.createdAt), pushable: Boolean(recorded.pushable) };
}
