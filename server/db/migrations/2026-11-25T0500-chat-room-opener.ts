import type { Kysely, Migration } from 'kysely';

/**
 * Who opened a chat room ('Message' on a profile, 'Message Seller'). A room without a message shows only in its
 * opener's inbox; the other member sees it once it holds a message. Rooms opened before this have no opener
 * (null): they show to both once they hold a message.
 */
export function chatRoomOpenerMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('chat_rooms')
        .addColumn('opened_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('chat_rooms').dropColumn('opened_by').execute();
    },
  };
}
