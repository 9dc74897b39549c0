import type { CompiledQuery, DatabaseConnection, Driver, QueryResult, SqliteDatabase, SqliteStatement, TransactionSettings } from 'kysely';
import { ReadThreadStopped, type ReadThreads } from './read-threads';
import { statementCosts, type StatementCosts } from './statement-costs';

/**
 * One query's (or one transaction's) connection: a read-only statement outside a transaction that costs more
 * than sending it does goes to a read thread, without waiting for the main connection; anything else takes the
 * main connection, as Kysely's SQLite driver gives it (one at a time), and keeps it until released.
 */
class ThreadedConnection implements DatabaseConnection {
  held: DatabaseConnection | undefined;

  constructor(
    private readonly main: Driver,
    private readonly database: SqliteDatabase,
    private readonly threads: ReadThreads,
    private readonly costs: StatementCosts,
  ) {}

  async hold(): Promise<DatabaseConnection> {
    this.held ??= await this.main.acquireConnection();
    return this.held;
  }

  private readsOnThread(sql: string): boolean {
    if (this.held || !this.threads.available() || !this.costs.worthAThread(sql)) return false;
    // better-sqlite3's statements say whether they write; `reader` alone is true for INSERT ... RETURNING too.
    const statement = this.database.prepare(sql) as SqliteStatement & { readonly readonly?: boolean };
    return statement.reader && statement.readonly === true;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.readsOnThread(query.sql)) {
      try {
        const { rows, micros } = await this.threads.read(query.sql, query.parameters);
        this.costs.measured(query.sql, micros);
        return { rows: rows as R[] };
      } catch (error) {
        // A read whose thread failed runs on the main connection instead.
        if (!(error instanceof ReadThreadStopped)) throw error;
      }
    }
    return (await this.hold()).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.hold()).streamQuery<R>(query, chunkSize);
  }
}

/**
 * Kysely's SQLite driver with reads outside transactions run on read threads (read-threads.ts). A
 * transaction holds the main connection from BEGIN to its end and reads there, so it sees its own writes.
 */
export class ReadThreadsDriver implements Driver {
  private readonly costs = statementCosts();

  constructor(
    private readonly main: Driver,
    private readonly database: SqliteDatabase,
    private readonly threads: ReadThreads,
  ) {}

  init(): Promise<void> {
    return this.main.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ThreadedConnection(this.main, this.database, this.threads, this.costs);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.main.beginTransaction(await (connection as ThreadedConnection).hold(), settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.main.commitTransaction(await (connection as ThreadedConnection).hold());
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.main.rollbackTransaction(await (connection as ThreadedConnection).hold());
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const { held } = connection as ThreadedConnection;
    if (held) await this.main.releaseConnection(held);
  }

  async destroy(): Promise<void> {
    await this.threads.stop();
    return this.main.destroy();
  }
}
