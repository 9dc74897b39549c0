import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { groupCommit, MAX_WORK_PER_COMMIT } from '../../../server/store/group-commit';

type Items = { items: { id: number; name: string } };

/** An in-memory database whose commits are counted. */
function openCounted() {
  const database = new SqliteDatabase(':memory:');
  database.exec('create table items (id integer primary key, name text not null unique)');
  const counted = { commits: 0 };
  const dialect = new SqliteDialect({
    database: {
      close: () => database.close(),
      prepare: (sql: string) => {
        if (sql === 'commit') counted.commits += 1;
        return database.prepare(sql);
      },
    },
  });
  return { db: new Kysely<Items>({ dialect }), database, counted };
}

describe('group commit', () => {
  const opened: Kysely<Items>[] = [];
  afterEach(async () => Promise.all(opened.splice(0).map((db) => db.destroy())));

  function start() {
    const { db, database, counted } = openCounted();
    opened.push(db);
    const run = groupCommit(db, () => database);
    const insert = (id: number, name: string) => database.prepare('insert into items (id, name) values (?, ?)').run(id, name);
    const add = (id: number, name: string) =>
      run(() => {
        insert(id, name);
        return `${name} stored`;
      });
    const names = async () => (await db.selectFrom('items').select('name').orderBy('id').execute()).map((row) => row.name);
    return { run, add, insert, names, counted };
  }

  it('work queued in the same turn shares one commit, and each hears its own answer', async () => {
    const { add, names, counted } = start();
    expect(await Promise.all([add(1, 'ada'), add(2, 'bola'), add(3, 'chidi')])).toEqual(['ada stored', 'bola stored', 'chidi stored']);
    expect(counted.commits).toBe(1);
    expect(await names()).toEqual(['ada', 'bola', 'chidi']);
  });

  it('a failing piece of work is undone and rejected alone; the others are kept', async () => {
    const { run, add, insert, names } = start();
    const first = add(1, 'ada');
    const failing = run(() => {
      insert(2, 'half done');
      insert(3, 'ada');
    });
    const results = await Promise.allSettled([first, failing, add(4, 'bola')]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await names()).toEqual(['ada', 'bola']);
  });

  it('work that comes while a commit is under way waits for the next one, together', async () => {
    const { add, names, counted } = start();
    const first = add(1, 'ada');
    await new Promise((resolve) => setImmediate(resolve));
    const later = [add(2, 'bola'), add(3, 'chidi')];
    await Promise.all([first, ...later]);
    expect(counted.commits).toBe(2);
    expect(await names()).toEqual(['ada', 'bola', 'chidi']);
  });

  it('a backlog is committed a bounded batch at a time: the first pieces hear their answer before the last ones run', async () => {
    const { run, insert, names, counted } = start();
    const backlog = MAX_WORK_PER_COMMIT * 3;
    const heard: number[] = [];
    let answeredWhenLastRan = 0;
    const pieces = Array.from({ length: backlog }, (_, index) =>
      run(() => {
        if (index === backlog - 1) answeredWhenLastRan = heard.length;
        insert(index + 1, `item ${index + 1}`);
      }).then(() => void heard.push(index)),
    );
    await Promise.all(pieces);
    expect(counted.commits).toBe(3);
    expect(answeredWhenLastRan).toBe(MAX_WORK_PER_COMMIT * 2);
    expect(heard).toEqual(Array.from({ length: backlog }, (_, index) => index));
    expect(await names()).toHaveLength(backlog);
  });
});
