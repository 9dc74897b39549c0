import type { Kysely } from 'kysely';
import { POST_LIFE } from '../../src/contract';
import { isoBefore, type Clock } from '../clock';
import type { Database } from '../db/schema';

/** Whose view of a profile's posts: the owner's own lists their expired posts too (issue 16), anyone else's does not. */
export type ProfileViewer = 'owner' | 'other';

/** What a public profile lists beyond the user row: their posts (the follow counts are the follows store's). */
export function profilesStore(db: Kysely<Database>, clock: Clock) {
  const postsOf = (userId: number, viewer: ProfileViewer) =>
    db
      .selectFrom('posts')
      .where('user_id', '=', userId)
      .$if(viewer === 'other', (query) => query.where('renewed_at', '>=', isoBefore(clock, POST_LIFE.lifetime)));

  return {
    /** Ids of the user's posts the viewer sees, newest first, at most `limit`. */
    async postIdsOf(userId: number, limit: number, viewer: ProfileViewer): Promise<number[]> {
      const rows = await postsOf(userId, viewer).select('id').orderBy('id', 'desc').limit(limit).execute();
      return rows.map((row) => row.id);
    },

    async postCount(userId: number, viewer: ProfileViewer): Promise<number> {
      const row = await postsOf(userId, viewer)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type ProfilesStore = ReturnType<typeof profilesStore>;
