import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';
import { referenceTo, withIdFor } from './columns';

/**
 * Spam limits (issue 16). `chat_rooms_opener_idx` counts the chats a user started in the last hour (new accounts
 * start at most 10). `sent_texts` remembers, per sender and text (a hash of it), the rooms it last went to and when:
 * its key answers "how many other rooms got this text in the last 10 minutes" from one index range. `held_messages`
 * keeps the messages that rule held back, undelivered until a moderator delivers them or keeps them hidden.
 */
export function heldMessagesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('chat_rooms_opener_idx').on('chat_rooms').columns(['opened_by', 'created_at']).execute();
      await db.schema
        .createTable('sent_texts')
        .addColumn('sender_id', 'integer', (column) => column.notNull())
        .addColumn('text_hash', 'text', (column) => column.notNull())
        .addColumn('room_id', 'integer', (column) => column.notNull())
        .addColumn('sent_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('sent_texts_pk', ['sender_id', 'text_hash', 'room_id'])
        .execute();
      await db.schema
        .createTable('held_messages')
        .$call(withIdFor(dialect))
        .$call(referenceTo('room_id', 'chat_rooms.id'))
        .$call(referenceTo('sender_id', 'users.id'))
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('temp_id', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('resolved_at', 'text')
        .execute();
      // A resend of a held message's temp_id holds it once.
      await db.schema
        .createIndex('held_messages_temp_id_unique')
        .unique()
        .on('held_messages')
        .columns(['room_id', 'sender_id', 'temp_id'])
        .where(sql.ref('temp_id'), 'is not', null)
        .execute();
      await db.schema.createIndex('held_messages_open_idx').on('held_messages').column('id').where(sql.ref('resolved_at'), 'is', null).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('held_messages').execute();
      await db.schema.dropTable('sent_texts').execute();
      await db.schema.dropIndex('chat_rooms_opener_idx').execute();
    },
  };
}
