import type BetterSqlite3 from 'better-sqlite3';
import { SqliteDialect, type DatabaseConnection, type Driver, type SqliteDialectConfig, type TransactionSettings } from 'kysely';

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

/** The SQLite dialect over `database` (`config.database` may wrap it, as the statement cache does). */
export class SqliteDialectKeepingErrors extends SqliteDialect {
  constructor(
    private readonly database: BetterSqlite3.Database,
    config: SqliteDialectConfig,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new RollbackOnlyWhenOpen(super.createDriver(), this.database);
  }
}
