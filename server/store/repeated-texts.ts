import { createHash } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { MODERATION_LIMITS } from '../../src/contract';
import type { Database } from '../db/schema';
import type { ChatSendInput } from './message-sends';
import { preparedOnSqlite } from './precompiled';

/**
 * The spam rule of chat sends (issue 16): the same text sent to `sameTextRooms` different rooms within
 * `sameTextWindowMs` is held for review from that room on. `sent_texts` answers it from its key (sender, text
 * hash, room), one index range per send; a held message waits in `held_messages`, undelivered.
 */

/** What the rule looks up for a send: the text's hash and the start of the window; null when the rule does not apply. */
export type RepeatCheck = { hash: string; since: string } | null;

/** Texts differing only in case or spacing are the same text. */
export function textHashOf(text: string): string {
  const normalised = text.trim().replace(/\s+/g, ' ').toLowerCase();
  return createHash('sha1').update(normalised).digest('base64url');
}

/**
 * Text messages only (a picture's caption is not the spam), in rooms the sender opened: spam is unasked for, and a
 * seller answering the buyers who wrote first sends the same words to many of them ("Yes, it is still available").
 * A message a moderator delivers is not checked again.
 */
export function repeatCheckOf(input: ChatSendInput, now: Date): RepeatCheck {
  if (input.messageType !== 'text' || input.reviewed || input.room.opened_by !== input.senderId) return null;
  return { hash: textHashOf(input.text), since: new Date(now.getTime() - MODERATION_LIMITS.sameTextWindowMs).toISOString() };
}

/** Other rooms before this one that make this send one too many. */
export const ROOMS_BEFORE_HOLD = MODERATION_LIMITS.sameTextRooms - 1;

const otherRoomsWithText = preparedOnSqlite((on, [senderId, hash, roomId, since]: [number, string, number, string]) =>
  on
    .selectFrom('sent_texts')
    .select((eb) => eb.fn.countAll<number>().as('rooms'))
    .where('sender_id', '=', senderId)
    .where('text_hash', '=', hash)
    .where('room_id', '<>', roomId)
    .where('sent_at', '>', since),
);

const rememberText = preparedOnSqlite((on, [senderId, hash, roomId, sentAt]: [number, string, number, string]) =>
  on
    .insertInto('sent_texts')
    .values({ sender_id: senderId, text_hash: hash, room_id: roomId, sent_at: sentAt })
    .onConflict((conflict) => conflict.columns(['sender_id', 'text_hash', 'room_id']).doUpdateSet({ sent_at: sentAt })),
);

/**
 * SQLite, synchronously within the send's transaction: remembers the text went to this room and answers whether
 * it must be held (the other rooms it went to within the window are enough).
 */
export function mustHoldOnSqlite(connection: BetterSqlite3.Database, input: ChatSendInput, check: RepeatCheck, now: string): boolean {
  if (!check) return false;
  const [counted] = otherRoomsWithText(connection, [input.senderId, check.hash, input.room.id, check.since]);
  rememberText(connection, [input.senderId, check.hash, input.room.id, now]);
  return Number(counted?.rooms ?? 0) >= ROOMS_BEFORE_HOLD;
}

type HeldKey = [roomId: number, senderId: number, tempId: string];

const heldByTempId = (on: Kysely<Database>, [roomId, senderId, tempId]: HeldKey) =>
  on.selectFrom('held_messages').select('id').where('room_id', '=', roomId).where('sender_id', '=', senderId).where('temp_id', '=', tempId);

const heldKeyOf = (input: ChatSendInput): HeldKey => [input.room.id, input.senderId, input.tempId ?? ''];

function heldIdFound(row: { id: number } | undefined): number {
  if (!row) throw new Error('a held message was neither stored nor found by its temp_id');
  return row.id;
}

/** The held message a resend's temp_id names (a held send answers held again). */
export async function heldIdOf(db: Kysely<Database>, input: ChatSendInput): Promise<number> {
  return heldIdFound(await heldByTempId(db, heldKeyOf(input)).executeTakeFirst());
}

const holdOnSqlite = preparedOnSqlite((on, [roomId, senderId, body, tempId, createdAt]: [number, number, string, string | null, string]) =>
  on.insertInto('held_messages').values({ room_id: roomId, sender_id: senderId, body, temp_id: tempId, created_at: createdAt }).onConflict((conflict) => conflict.doNothing()).returning('id'),
);
const heldByTempIdOnSqlite = preparedOnSqlite(heldByTempId);

/** SQLite, within the send's transaction: keeps the message back; its id, or the id it was held under before (a resend of its temp_id). */
export function holdMessageOnSqlite(connection: BetterSqlite3.Database, input: ChatSendInput, now: string): number {
  const [inserted] = holdOnSqlite(connection, [input.room.id, input.senderId, input.text, input.tempId ?? null, now]);
  return inserted ? inserted.id : heldIdFound(heldByTempIdOnSqlite(connection, heldKeyOf(input))[0]);
}

/**
 * PostgreSQL: the rule's parts of the send's one statement (chatSends.store.ts), written with it; they note and hold
 * nothing unless `allowed` (no block between the members).
 */
export function repeatCtes(input: ChatSendInput, check: RepeatCheck, now: string, allowed: RawBuilder<boolean>) {
  const hash = check?.hash ?? null;
  const { senderId, room } = input;
  return sql`
    prior as (
      select count(*) as rooms from sent_texts
      where sender_id = ${senderId} and text_hash = cast(${hash} as text) and room_id <> ${room.id} and sent_at > ${check?.since ?? now}
    ), remembered as (
      insert into sent_texts (sender_id, text_hash, room_id, sent_at)
      select cast(${senderId} as integer), cast(${hash} as text), cast(${room.id} as integer), ${now} where cast(${hash} as text) is not null and ${allowed}
      on conflict (sender_id, text_hash, room_id) do update set sent_at = excluded.sent_at
    ), held as (
      insert into held_messages (room_id, sender_id, body, temp_id, created_at)
      select cast(${room.id} as integer), cast(${senderId} as integer), ${input.text}, cast(${input.tempId ?? null} as text), ${now}
      from prior where prior.rooms >= ${ROOMS_BEFORE_HOLD} and ${allowed}
      on conflict do nothing
      returning id
    )`;
}
