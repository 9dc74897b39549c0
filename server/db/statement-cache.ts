import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every distinct query the app makes (each `in (?, ?, ...)` length is one more). */
const STATEMENTS_KEPT = 1000;

/**
 * The database as Kysely's SQLite dialect sees it, with each SQL text prepared once and reused
 * (least recently used dropped first): Kysely prepares every query again, and preparing was a fifth
 * of the server's time under load. SQLite prepares a kept statement again by itself when the schema
 * changes. Kysely's `stream()` (iterate) would hold its statement busy; the app does not stream.
 */
export function withStatementCache(database: BetterSqlite3.Database, kept = STATEMENTS_KEPT): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > kept) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}
