import { hashPassword } from '../auth/passwords';
import { systemClock, type Clock } from '../clock';
import type { Db } from '../db/database';
import type { MediaStore } from '../media/storage';
import { createStores, type Stores } from '../store';
import { DEMO_PASSWORD, demoLogins, type DemoLogin } from './demo-logins';
import { insertMarketplace } from './demo-marketplace-rows';
import { createPeople, joinedAt } from './demo-people';
import { drawAndStorePictures, setPictures } from './demo-picture-set';
import { planDemoPosts } from './demo-posts';
import { planDemoSocial } from './demo-social';

export { DEMO_PASSWORD, formatDemoLogins, type DemoLogin } from './demo-logins';

export type DemoSeedOptions = {
  /**
   * The database `stores` work over. With it the seed adds the marketplace too (150 posts, likes,
   * comments with replies, follows, saved posts, with their own timestamps) in the same
   * transaction as the accounts, whose stores then run over that transaction (with a clock at each
   * person's joining day); without it, only the accounts, through `stores`.
   */
  db?: Pick<Db, 'kysely' | 'dialect'>;
  /** Where the pictures go (config.mediaDir). Pictures need `db` too; without either, nobody has any. */
  media?: MediaStore;
  /** false: no pictures even with `media` (avatars, covers and post photos are most of the seed's time). */
  pictures?: boolean;
  /** The demo's "now": posts go back 60 days from it. Default: the system clock. */
  clock?: Clock;
};

/**
 * Adds the demo set to an empty database: 20 vendors with stores across six Nigerian cities and 5
 * buyers (all activated, password DEMO_PASSWORD); with `options.db`, also 150 posts in all 27
 * categories over the last 60 days, likes, comments with replies, follows and saved posts; with
 * `options.media`, avatars, covers and post photos. Pictures are drawn and stored before the one
 * transaction; if it fails, the files go again. Answers the logins, vendors first.
 */
export async function seedDemo(stores: Stores, options: DemoSeedOptions = {}): Promise<DemoLogin[]> {
  const { db, media } = options;
  const now = (options.clock ?? systemClock).now();
  const hashing = hashPassword(DEMO_PASSWORD);
  if (!db) {
    const passwordHash = await hashing;
    await stores.transaction((trx) => createPeople(trx, passwordHash));
    return demoLogins();
  }

  const posts = planDemoPosts(now);
  const social = planDemoSocial(posts, now);
  const written: string[] = [];
  try {
    const pictures = media && options.pictures !== false ? await drawAndStorePictures(media, posts, written) : null;
    const passwordHash = await hashing;
    await db.kysely.transaction().execute(async (trx) => {
      // The account stores over this transaction, with a clock at each person's joining day.
      let joined = now;
      const joinClock: Clock = { now: () => joined };
      const userIds = await createPeople(createStores(trx, db.dialect, joinClock), passwordHash, (person) => {
        joined = joinedAt(person, now);
      });
      if (pictures) await setPictures(trx, userIds, pictures);
      await insertMarketplace(trx, userIds, posts, social, pictures);
    });
  } catch (error) {
    await media?.remove(written).catch(() => undefined);
    throw error;
  }
  return demoLogins();
}

/** Seeds only when no user exists yet; returns the logins it created (none otherwise). */
export async function seedDemoIfEmpty(stores: Stores, options: DemoSeedOptions = {}): Promise<DemoLogin[]> {
  if ((await stores.accounts.count()) > 0) return [];
  return seedDemo(stores, options);
}
