import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, type DatabaseConnection, type Driver, type SqliteDatabase } from 'kysely';
import type { ReadThreads } from './read-threads';
import { ReadThreadsDriver } from './read-threads-driver';

const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');

/**
 * Kysely's SQLite driver with two changes to its transactions.
 * - They begin IMMEDIATE: a transaction that reads, then writes what it read (a count before an insert) holds
 *   the write lock from its start, so another process writing in between waits its turn (busy_timeout) instead
 *   of making this one's write fail with SQLITE_BUSY_SNAPSHOT. A process runs its transactions one at a time.
 * - It does not roll back a transaction SQLite has already rolled back itself. On some errors, a full disk
 *   (SQLITE_FULL) above all, SQLite ends the whole transaction; Kysely's ROLLBACK then fails with "cannot
 *   rollback - no transaction is active", and that error, not the full disk, is what the caller heard.
 */
class SqliteTransactions implements Driver {
  constructor(
    private readonly driver: Driver,
    private readonly database: BetterSqlite3.Database,
  ) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.driver.acquireConnection();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(BEGIN_IMMEDIATE);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.commitTransaction(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.database.inTransaction) await this.driver.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

/**
 * The SQLite dialect over `database`; `prepared` is what Kysely prepares its statements with (the statement
 * cache), and reads outside transactions go to `threads` when there are some.
 */
export class SqliteDialectKeepingErrors extends SqliteDialect {
  constructor(
    private readonly database: BetterSqlite3.Database,
    private readonly prepared: SqliteDatabase,
    private readonly threads?: ReadThreads,
  ) {
    super({ database: prepared });
  }

  override createDriver(): Driver {
    const driver = new SqliteTransactions(super.createDriver(), this.database);
    return this.threads ? new ReadThreadsDriver(driver, this.prepared, this.threads) : driver;
  }
}
