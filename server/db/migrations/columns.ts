import type { CreateTableBuilder } from 'kysely';
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
