/**
 * The real app over the seeded database (BENCH_DATA_DIR; BENCH_DATABASE_URL and BENCH_DB_SCHEMA for
 * PostgreSQL), listening on a loopback port, in production mode without request logs.
 */
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { reportListening } from './child-server';

const url = process.env.BENCH_DATABASE_URL;
const visitorCache = process.env.FEED_VISITOR_CACHE;
const config = loadConfig({
  NODE_ENV: 'production',
  MAIL_TO_LOG: '1',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '',
  ...(url ? { DATABASE_URL: url } : {}),
  // The bench turns the visitor cache off; without passing it on, visitor pages were measured cached.
  ...(visitorCache ? { FEED_VISITOR_CACHE: visitorCache } : {}),
});
const db = openDatabase(config.database, { schema: process.env.BENCH_DB_SCHEMA });
const { app } = await buildApp({ config, db, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
reportListening(address.port, async () => {
  await app.close();
  await db.close();
});
