import type { Kysely } from 'kysely';
import type { ChatMessage } from '../../src/contract';
import type { Database } from '../db/schema';

/** A message with its sender's username and its room's code: every column a chat message is answered with. */
export function selectMessages(on: Kysely<Database>) {
  return on
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.sender_id')
    .innerJoin('chat_rooms', 'chat_rooms.id', 'messages.room_id')
    .select([
      'messages.id',
      'messages.body',
      'messages.sender_id',
      'users.username as sender_username',
      'chat_rooms.uniquecode',
      'messages.created_at',
      'messages.message_type',
      'messages.image',
      'messages.file',
      'messages.file_name',
      'messages.temp_id',
      'messages.seq',
      'messages.read_at',
    ]);
}

type MessageRecord = Awaited<ReturnType<ReturnType<typeof selectMessages>['executeTakeFirstOrThrow']>>;

export const toChatMessage = (row: MessageRecord): ChatMessage => ({
  id: row.id,
  message: row.body,
  sender: row.sender_id,
  sender_id: row.sender_id,
  sender_username: row.sender_username,
  uniquecode: row.uniquecode,
  created_at: row.created_at,
  message_type: row.message_type,
  image: row.image,
  file: row.file,
  file_name: row.file_name,
  temp_id: row.temp_id,
  seq: Number(row.seq),
  is_read: row.read_at !== null,
});

export async function messageById(on: Kysely<Database>, id: number): Promise<ChatMessage | undefined> {
  const row = await selectMessages(on).where('messages.id', '=', id).executeTakeFirst();
  return row && toChatMessage(row);
}
