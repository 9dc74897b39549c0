import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../database';

/** Adds the table's `id`: serial on PostgreSQL, an autoincrement integer on SQLite. */
export function withIdFor(dialect: DialectName) {
  return <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (column) => column.primaryKey())
      : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

/** Adds a required reference `column` to `target` (table.column), deleted with what it points to. */
export const referenceTo = (column: string, target: string) => (table: CreateTableBuilder<string, never>) =>
  table.addColumn(column, 'integer', (builder) => builder.notNull().references(target).onDelete('cascade'));

/**
 * Sets the notifications' kind check to `kinds`. SQLite cannot alter a check: the table is built again from its
 * own definition with the new list, its rows copied and its indexes made again.
 */
export async function setNotificationKinds(db: Kysely<unknown>, dialect: DialectName, kinds: readonly string[]): Promise<void> {
  const check = `kind in (${kinds.map((kind) => `'${kind}'`).join(', ')})`;
  if (dialect === 'postgres') {
    await sql`alter table notifications drop constraint notifications_kind_check`.execute(db);
    await sql`alter table notifications add constraint notifications_kind_check check (${sql.raw(check)})`.execute(db);
    return;
  }
  const { rows } = await sql<{ type: string; sql: string | null }>`select type, sql from sqlite_master where tbl_name = 'notifications'`.execute(db);
  const table = rows.find((row) => row.type === 'table')?.sql ?? '';
  if (!/kind in \([^)]*\)/.test(table)) throw new Error('notifications have no kind check');
  const indexes = rows.filter((row) => row.type === 'index' && row.sql !== null).map((row) => row.sql ?? '');
  await sql.raw(table.replace(/kind in \([^)]*\)/, check).replace(/^CREATE TABLE "?notifications"?/i, 'create table notifications_rebuilt')).execute(db);
  await sql`insert into notifications_rebuilt select * from notifications`.execute(db);
  await sql`drop table notifications`.execute(db);
  await sql`alter table notifications_rebuilt rename to notifications`.execute(db);
  for (const index of indexes) await sql.raw(index).execute(db);
}
