import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Each review gets an id of its own (issue 16), so a report, which names its target by one id, can name a review.
 * PostgreSQL numbers them with a sequence; SQLite, which cannot add an autoincrementing column to a table, gives a
 * new row the next number after the highest (a trigger), and a review keeps its id when it is edited.
 */
export function reviewIdsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await db.schema.alterTable('ratings').addColumn('id', 'serial', (column) => column.notNull()).execute();
      } else {
        await db.schema.alterTable('ratings').addColumn('id', 'integer').execute();
        await sql`update ratings set id = rowid`.execute(db);
        await sql`create trigger ratings_id_insert after insert on ratings when new.id is null
          begin update ratings set id = (select coalesce(max(id), 0) + 1 from ratings) where rowid = new.rowid; end`.execute(db);
      }
      await db.schema.createIndex('ratings_id_idx').on('ratings').column('id').unique().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('ratings_id_idx').execute();
      if (dialect !== 'postgres') await sql`drop trigger ratings_id_insert`.execute(db);
      await db.schema.alterTable('ratings').dropColumn('id').execute();
    },
  };
}
