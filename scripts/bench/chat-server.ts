/**
 * The real app for the chat benchmark (BENCH_DATA_DIR; BENCH_DATABASE_URL and BENCH_DB_SCHEMA for
 * PostgreSQL) on a loopback port, in production mode without request logs. Answers the parent's
 * 'memory' message with its memory after a full collection (run with --expose-gc).
 */
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { reportListening } from './child-server';
import { answerMemoryRequests } from './chat-memory';

const url = process.env.BENCH_DATABASE_URL;
const config = loadConfig({
  NODE_ENV: 'production',
  MAIL_TO_LOG: '1',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '',
  LOG_LEVEL: 'warn',
  ...(url ? { DATABASE_URL: url } : {}),
  ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
});
const db = openDatabase(config.database, { schema: process.env.BENCH_DB_SCHEMA });
const { app } = await buildApp({ config, db, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
answerMemoryRequests();
reportListening(address.port, async () => {
  await app.close();
  await db.close();
});
