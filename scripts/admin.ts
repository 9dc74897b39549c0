/**
 * `npm run admin -- grant-moderator USERNAME`: makes the user a moderator (issue 16), who then reaches /moderation
 * and its calls. Migrates the configured database first, as `npm start` would.
 */
import { loadConfig } from '../server/config';
import { systemClock } from '../server/clock';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { createStores } from '../server/store';

const USAGE = 'Usage: npm run admin -- grant-moderator USERNAME\n';

const [command, username] = process.argv.slice(2);
if (command !== 'grant-moderator' || !username) {
  process.stderr.write(USAGE);
  process.exit(2);
}

const config = loadConfig();
const db = openDatabase(config.database);
try {
  await migrateToLatest(db);
  const stores = createStores(db.kysely, db.dialect, systemClock);
  const user = await stores.accounts.findByUsername(username);
  if (!user) {
    process.stderr.write(`No user is named ${username}.\n`);
    process.exitCode = 1;
  } else {
    await stores.moderation.grant(user.id);
    process.stdout.write(`${user.username} is a moderator.\n`);
  }
} finally {
  await db.close();
}
