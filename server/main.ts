import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { gazetteer } from './geo/gazetteer';
import { formatDemoLogins, seedDemoIfEmpty } from './seed/demo';
import { stopGracefully } from './shutdown';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Migrates, seeds the demo data on an empty database (outside production), serves, and stops cleanly. */
async function main(): Promise<void> {
  const config = readConfig();
  const db = openDatabase(config.database);
  const { applied } = await migrateToLatest(db);
  const { app, deps } = await buildApp({ config, db });
  if (applied.length > 0) app.log.info({ applied }, 'database migrated');

  if (config.seedDemo) {
    const started = performance.now();
    const logins = await seedDemoIfEmpty(deps.stores, { db, media: deps.media });
    if (logins.length > 0) {
      app.log.info({ seconds: Number(((performance.now() - started) / 1000).toFixed(1)) }, 'demo data added');
      process.stdout.write(`\n${formatDemoLogins(logins)}\n\n`);
    }
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    void stopGracefully(app, config.shutdownGraceMs, () => db.close()).then((code) => process.exit(code));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  gazetteer.load();
  await app.listen({ port: config.port, host: config.host });
  const database = config.database.kind === 'sqlite' ? `SQLite ${config.database.file}` : 'PostgreSQL';
  process.stdout.write(`\nNaija Market is running at ${config.publicUrl}  (API ${config.publicUrl}/api, ${database})\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
