/**
 * The production build served by the real server over a fresh SQLite data directory holding the demo
 * set (npm start's: vendors, posts with photos, likes, comments), for the page benchmarks.
 */
import path from 'node:path';
import { createStores } from '../../server/store';
import { systemClock } from '../../server/clock';
import { openMediaBackend } from '../../server/media/media-backend';
import { MediaStore } from '../../server/media/storage';
import { seedDemo } from '../../server/seed/demo';
import { buildWhenStale } from '../build-when-stale';
import { prepareBenchDatabase } from './bench-database';
import { startChildServer } from './child-server';

/** A page to measure: its name in the tables and its path. */
export type BenchPage = { name: string; path: string };

export type DemoApp = { origin: string; pages: BenchPage[]; stop(): Promise<void> };

const here = path.dirname(new URL(import.meta.url).pathname);

/** `/`, the newest post with a photo and the first demo vendor's profile. */
function pagesOf(postId: number, vendor: string): BenchPage[] {
  return [
    { name: 'feed', path: '/' },
    { name: 'post', path: `/post/${postId}` },
    { name: 'profile', path: `/profile/${vendor}` },
  ];
}

export async function startDemoApp(): Promise<DemoApp> {
  if (!buildWhenStale()) throw new Error('the web app build failed; see the output above');
  process.stdout.write('Seeding the demo data...');
  const database = await prepareBenchDatabase({
    label: 'pages',
    postgresUrl: undefined,
    seed: async (db, config) => {
      const logins = await seedDemo(createStores(db, config.database.kind, systemClock), { db: { kysely: db, dialect: config.database.kind }, media: new MediaStore(await openMediaBackend(config.media)) });
      const vendor = logins.find((login) => login.role === 'vendor');
      const post = await db
        .selectFrom('posts')
        .innerJoin('post_media', 'post_media.post_id', 'posts.id')
        .where('post_media.kind', '=', 'image')
        .select('posts.id')
        .orderBy('posts.created_at', 'desc')
        .executeTakeFirst();
      if (!vendor || !post) throw new Error('the demo set has no vendor or no post with a photo');
      return pagesOf(post.id, vendor.username);
    },
    analyze: [],
  });
  process.stdout.write(` ${database.seedSeconds.toFixed(1)} s\n`);
  try {
    const server = await startChildServer(path.join(here, 'feed-server.ts'), database.env);
    return {
      origin: `http://127.0.0.1:${server.port}`,
      pages: database.seeded,
      async stop() {
        await server.stop();
        await database.dispose();
      },
    };
  } catch (error) {
    await database.dispose();
    throw error;
  }
}
