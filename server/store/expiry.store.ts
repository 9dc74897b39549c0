import type { Kysely } from 'kysely';
import { POST_LIFE } from '../../src/contract';
import { isoBefore, type Clock } from '../clock';
import type { Database } from '../db/schema';
import { recordPostNotice, type RecordedNotice } from './post-notices';

/** Posts one claim takes at most: a sweep claims again until none is left. */
const CLAIM_BATCH = 200;

/** The notices of one renewal, in the order they are sent: expiry_notices_sent once each is. */
const NOTICE_STEP = { post_expiring: 1, post_expired: 2 } as const;
export type ExpiryNoticeKind = keyof typeof NOTICE_STEP;

/** A post whose owner is told, and the notice recorded. */
export type ExpiryNotice = { kind: ExpiryNoticeKind; postId: number; ownerId: number; title: string; notice: RecordedNotice };

/**
 * Post expiry (issue 16): renewing a post, and claiming the owners' notices (a week before, then on expiry).
 * A claim is one conditional update of the posts it takes, so when several processes sweep, each notice is
 * claimed, and so sent, by one of them only.
 */
export function expiryStore(db: Kysely<Database>, clock: Clock) {
  /** The posts a notice of this kind is due for, claimed: their step is set so no later claim takes them. */
  async function claim(kind: ExpiryNoticeKind): Promise<{ id: number; user_id: number; title: string }[]> {
    const step = NOTICE_STEP[kind];
    const expiredSince = isoBefore(clock, POST_LIFE.lifetime);
    const due = db
      .selectFrom('posts')
      .select('id')
      .where('expiry_notices_sent', '<', step)
      .$if(kind === 'post_expiring', (query) =>
        query.where('renewed_at', '<', isoBefore(clock, POST_LIFE.lifetime - POST_LIFE.warningBefore)).where('renewed_at', '>=', expiredSince),
      )
      .$if(kind === 'post_expired', (query) => query.where('renewed_at', '<', expiredSince))
      .orderBy('id')
      .limit(CLAIM_BATCH);
    // The update tests the step again: a post another process claimed meanwhile is not taken twice.
    return db
      .updateTable('posts')
      .set({ expiry_notices_sent: step })
      .where('id', 'in', due)
      .where('expiry_notices_sent', '<', step)
      .returning(['id', 'user_id', 'title'])
      .execute();
  }

  return {
    /** Renews the post for another lifetime from now (its notices start again); the new renewed_at, undefined when gone. */
    async renew(id: number): Promise<string | undefined> {
      const now = clock.now().toISOString();
      const result = await db.updateTable('posts').set({ renewed_at: now, expiry_notices_sent: 0 }).where('id', '=', id).executeTakeFirst();
      return result.numUpdatedRows > 0n ? now : undefined;
    },

    /**
     * Claims a batch of posts whose owners are due a notice of this kind and records each owner's notice
     * (`textOf` writes it); run it in a transaction, so a claim is never without its notice. Empty when none is due.
     */
    async claimNotices(kind: ExpiryNoticeKind, textOf: (title: string) => string): Promise<ExpiryNotice[]> {
      const createdAt = clock.now().toISOString();
      const notices: ExpiryNotice[] = [];
      for (const post of await claim(kind)) {
        const text = textOf(post.title);
        const notice = await recordPostNotice(db, { kind, recipientId: post.user_id, actorId: post.user_id, postId: post.id, text, createdAt });
        notices.push({ kind, postId: post.id, ownerId: post.user_id, title: post.title, notice });
      }
      return notices;
    },
  };
}

export type ExpiryStore = ReturnType<typeof expiryStore>;
