import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type SitemapPost = { id: number; created_at: string };
/** `changed_at`: the store's newest post, or its opening when it has none. */
export type SitemapStore = { username: string; changed_at: string };

/** What crawlers are told about (sitemap.xml): every post, and every user with a named store. */
export function sitemapStore(db: Kysely<Database>) {
  return {
    /** The newest posts first, at most `limit`. */
    async newestPosts(limit: number): Promise<SitemapPost[]> {
      if (limit <= 0) return [];
      return db.selectFrom('posts').select(['id', 'created_at']).orderBy('id', 'desc').limit(limit).execute();
    },

    /** The stores that changed last first, at most `limit`. */
    async newestStores(limit: number): Promise<SitemapStore[]> {
      if (limit <= 0) return [];
      const changedAt = sql<string>`coalesce(max(posts.created_at), market_info.created_at)`;
      return db
        .selectFrom('market_info')
        .innerJoin('users', 'users.id', 'market_info.user_id')
        .leftJoin('posts', 'posts.user_id', 'market_info.user_id')
        .select(['users.username', changedAt.as('changed_at')])
        .where('market_info.marketname_key', 'is not', null)
        .groupBy(['market_info.user_id', 'users.username', 'market_info.created_at'])
        .orderBy(changedAt, 'desc')
        .orderBy('users.username')
        .limit(limit)
        .execute();
    },
  };
}
