import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../../server/db/statement-cache';

describe('the SQLite statement cache', () => {
  const opened: SqliteDatabase.Database[] = [];
  const open = () => {
    const database = new SqliteDatabase(':memory:');
    opened.push(database);
    return database;
  };
  afterEach(() => opened.splice(0).forEach((database) => database.open && database.close()));

  it('prepares a SQL text once and hands the same statement back', () => {
    const cache = withStatementCache(open());
    expect(cache.prepare('select 1')).toBe(cache.prepare('select 1'));
    expect(cache.prepare('select 2')).not.toBe(cache.prepare('select 1'));
  });

  it('keeps the most recently used statements and drops the oldest', () => {
    const cache = withStatementCache(open(), 2);
    const first = cache.prepare('select 1');
    cache.prepare('select 2');
    cache.prepare('select 1');
    cache.prepare('select 3');
    expect(cache.prepare('select 1')).toBe(first);
    const second = cache.prepare('select 2');
    expect(cache.prepare('select 2')).toBe(second);
  });

  it('answers what the table holds after its schema changed under a kept statement', async () => {
    const db = new Kysely<{ items: { id: number; name?: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(open()) }) });
    await sql`create table items (id integer primary key)`.execute(db);
    await db.insertInto('items').values({ id: 1 }).execute();
    expect(await db.selectFrom('items').selectAll().execute()).toEqual([{ id: 1 }]);
    await sql`alter table items add column name text default 'ada'`.execute(db);
    expect(await db.selectFrom('items').selectAll().execute()).toEqual([{ id: 1, name: 'ada' }]);
    await db.destroy();
  });
});
