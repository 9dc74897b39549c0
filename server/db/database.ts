import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { namingPool } from './named-statements';
import type { DatabaseTarget } from '../config';
import type { Database } from './schema';
import { MAPPED_BYTES, startReadThreads, type DatabaseUsage } from './read-threads';
import { SqliteDialectKeepingErrors } from './sqlite-dialect';
import { withStatementCache } from './statement-cache';
import { MAIN_AUTOCHECKPOINT_PAGES, startWalCheckpointer } from './wal-checkpointer';

export type DialectName = 'sqlite' | 'postgres';

export type Db = {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema the connection works in (tests isolate each file in one). */
  schema: string | undefined;
  /**
   * The connections beside the event loop's: PostgreSQL's pool (open, idle, queries waiting for one), or SQLite's
   * read threads (running, idle, reads on them); undefined for one SQLite connection, which never waits.
   */
  usage(): DatabaseUsage | undefined;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL only: the schema set as search_path on every connection. */
  schema?: string;
};

type Opened = { dialect: Dialect; usage(): DatabaseUsage | undefined; stop(): Promise<void>; connection?: SqliteDatabase.Database };

/** SQLite's one writing connection behind each database opened here. */
const sqliteConnections = new WeakMap<Kysely<Database>, SqliteDatabase.Database>();

/**
 * The connection a SQLite database opened here writes on, for statements run synchronously by whoever holds it
 * (a transaction of `kysely`'s: the chat's group commit). Undefined for PostgreSQL.
 */
export function sqliteConnectionOf(kysely: Kysely<Database>): SqliteDatabase.Database | undefined {
  return sqliteConnections.get(kysely);
}

function sqliteDialect(file: string, readThreads: number): Opened {
  const inMemory = file === ':memory:';
  if (!inMemory) fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  database.pragma(`mmap_size = ${MAPPED_BYTES}`);
  // Statistics for the planner (SQLite's advice for a connection that stays open): without them it
  // guesses every index equally selective. The limit bounds the ANALYZE at a few hundred rows an index.
  database.pragma('analysis_limit = 400');
  database.pragma('optimize = 0x10002');
  if (inMemory) return { dialect: new SqliteDialectKeepingErrors(database, withStatementCache(database)), usage: () => undefined, stop: async () => undefined, connection: database };
  const threads = readThreads > 0 ? startReadThreads(file, readThreads) : undefined;
  const dialect = new SqliteDialectKeepingErrors(database, withStatementCache(database), threads);
  database.pragma(`wal_autocheckpoint = ${MAIN_AUTOCHECKPOINT_PAGES}`);
  const checkpointer = startWalCheckpointer(file);
  return { dialect, usage: () => threads?.usage(), stop: () => checkpointer.stop(), connection: database };
}

function postgresDialect(url: string, schema: string | undefined): Opened {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return {
    dialect: new PostgresDialect({ pool: namingPool(pool) }),
    usage: () => ({ connections: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    stop: async () => undefined,
  };
}

/** Opens the database DATABASE_URL names: SQLite (WAL, foreign keys on) or PostgreSQL (a pool). */
export function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Db {
  const opened = target.kind === 'sqlite' ? sqliteDialect(target.file, target.readThreads ?? 0) : postgresDialect(target.url, options.schema);
  const kysely = new Kysely<Database>({ dialect: opened.dialect });
  if (opened.connection) sqliteConnections.set(kysely, opened.connection);
  return {
    kysely,
    dialect: target.kind,
    schema: target.kind === 'postgres' ? options.schema : undefined,
    usage: () => opened.usage(),
    close: async () => {
      await opened.stop();
      await kysely.destroy();
    },
  };
}
