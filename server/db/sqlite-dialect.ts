import type BetterSqlite3 from 'better-sqlite3';
import { SqliteDialect, type DatabaseConnection, type Driver, type SqliteDatabase, type TransactionSettings } from 'kysely';
import type { ReadThreads } from './read-threads';
import { ReadThreadsDriver } from './read-threads-driver';

/**
 * Kysely's SQLite driver, except that it does not roll back a transaction SQLite has already rolled back
 * itself. On some errors, a full disk (SQLITE_FULL) above all, SQLite ends the whole transaction; Kysely's
 * ROLLBACK then fails with "cannot rollback - no transaction is active", and that error, not the full
 * disk, is what the caller heard and the log said.
 */
class RollbackOnlyWhenOpen implements Driver {
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

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.driver.beginTransaction(connection, settings);
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
    const driver = new RollbackOnlyWhenOpen(super.createDriver(), this.database);
    return this.threads ? new ReadThreadsDriver(driver, this.prepared, this.threads) : driver;
  }
}
