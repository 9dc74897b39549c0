import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';
import { withIdFor, referenceTo } from './columns';

/**
 * Chat messages, each member's own view of a room, reactions, and the rooms' sequence and activity.
 *
 * A room numbers its messages 1, 2, 3... (`seq`, unique per room): the sender's transaction locks the room row,
 * takes chat_rooms.last_seq + 1 and inserts, so numbers never repeat or skip, and a reconnecting client asks for
 * what came after the last number it saw. A client's temp_id is unique per room and sender, so a resend
 * finds the stored message instead of adding another. Read state is per message (read_at): one reader per room.
 */
export function chatMigration(dialect: DialectName): Migration {
  const withId = withIdFor(dialect);
  const userRef = (name: string) => referenceTo(name, 'users.id');
  const roomRef = referenceTo('room_id', 'chat_rooms.id');

  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('chat_rooms').addColumn('last_seq', 'integer', (column) => column.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('chat_rooms').addColumn('last_activity', 'text', (column) => column.notNull().defaultTo('')).execute();
      await sql`update chat_rooms set last_activity = created_at`.execute(db);
      // The inbox: a member's rooms by latest activity, from either side of the pair.
      await db.schema.createIndex('chat_rooms_low_activity_idx').on('chat_rooms').columns(['user_low_id', 'last_activity']).execute();
      await db.schema.createIndex('chat_rooms_high_activity_idx').on('chat_rooms').columns(['user_high_id', 'last_activity']).execute();

      await userRef('sender_id')(roomRef(withId(db.schema.createTable('messages'))))
        .addColumn('seq', 'integer', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('message_type', 'text', (column) => column.notNull())
        .addColumn('image', 'text')
        .addColumn('file', 'text')
        .addColumn('file_name', 'text')
        .addColumn('temp_id', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('edited_at', 'text')
        .addColumn('read_at', 'text')
        .addUniqueConstraint('messages_room_seq_unique', ['room_id', 'seq'])
        .addCheckConstraint('messages_type_check', sql`message_type in ('text', 'image')`)
        .execute();
      await db.schema
        .createIndex('messages_temp_id_unique')
        .unique()
        .on('messages')
        .columns(['room_id', 'sender_id', 'temp_id'])
        .where(sql.ref('temp_id'), 'is not', null)
        .execute();
      // Unread counts read only the unread messages of a room.
      await db.schema
        .createIndex('messages_unread_idx')
        .on('messages')
        .columns(['room_id', 'sender_id'])
        .where(sql.ref('read_at'), 'is', null)
        .execute();
      await db.schema.createIndex('messages_sender_idx').on('messages').columns(['sender_id', 'id']).execute();

      // A member's settings of a room; no row means neither muted nor archived.
      await userRef('user_id')(roomRef(db.schema.createTable('chat_room_members')))
        .addColumn('is_muted', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('is_archived', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('chat_room_members_pk', ['room_id', 'user_id'])
        .execute();

      await userRef('user_id')(db.schema.createTable('message_reactions'))
        .addColumn('message_id', 'integer', (column) => column.notNull().references('messages.id').onDelete('cascade'))
        .addColumn('reaction', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('message_reactions_pk', ['message_id', 'user_id', 'reaction'])
        .execute();

      // A message notification names the message, so the list can show its text.
      await db.schema
        .alterTable('notifications')
        .addColumn('message_id', 'integer', (column) => column.references('messages.id').onDelete('set null'))
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('notifications').dropColumn('message_id').execute();
      for (const table of ['message_reactions', 'chat_room_members', 'messages']) await db.schema.dropTable(table).execute();
      await db.schema.dropIndex('chat_rooms_high_activity_idx').execute();
      await db.schema.dropIndex('chat_rooms_low_activity_idx').execute();
      await db.schema.alterTable('chat_rooms').dropColumn('last_activity').execute();
      await db.schema.alterTable('chat_rooms').dropColumn('last_seq').execute();
    },
  };
}
