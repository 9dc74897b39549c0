/**
 * `npm run seed`: migrates the configured database and adds the demo set (vendors, buyers, posts
 * with pictures, likes, comments, follows) when it has no users yet, then prints the logins.
 */
import { loadConfig } from '../server/config';
import { createStores } from '../server/store';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { formatDemoLogins, seedDemoIfEmpty } from '../server/seed/demo';
import { systemClock } from '../server/clock';
import { openMediaBackend } from '../server/media/media-backend';
import { MediaStore } from '../server/media/storage';

const config = loadConfig();
const db = openDatabase(config.database);
const media = new MediaStore(await openMediaBackend(config.media));
try {
  await migrateToLatest(db);
  const logins = await seedDemoIfEmpty(createStores(db.kysely, db.dialect, systemClock), {
    db,
    media,
  });
  process.stdout.write(
    logins.length > 0
      ? `${formatDemoLogins(logins)}\n`
      : 'The database already has users; the demo data was not added.\n',
  );
} finally {
  media.close();
  await db.close();
}
