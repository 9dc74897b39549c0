import type { Kysely, Migration } from 'kysely';

/**
 * Posts by their likes, newest first among equals: a listing search sorted by most liked walks it, testing each
 * post's membership in the words' matches, instead of sorting every match (a common word at 100,000 posts: 11 ms
 * sorted, 0.7 walked; issue 16's listing benchmark).
 */
export function postsLikesIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('posts_likes_idx').on('posts').columns(['no_of_likes', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('posts_likes_idx').execute();
    },
  };
}
