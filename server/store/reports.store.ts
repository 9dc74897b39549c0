import type { Kysely } from 'kysely';
import type { ReportKind, ReportReason } from '../../src/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

export type NewReport = { reporterId: number; kind: ReportKind; targetId: number; reason: ReportReason; details: string };

/** Reports of posts, users, messages and reviews; the posts held from everyone but their owner and the reviews held from profiles until reviewed. */
export function reportsStore(db: Kysely<Database>, clock: Clock) {
  return {
    /** Records the report; false when the reporter already reported this target (nothing is added). */
    async add(report: NewReport): Promise<boolean> {
      const rows = await db
        .insertInto('reports')
        .values({
          reporter_id: report.reporterId,
          kind: report.kind,
          target_id: report.targetId,
          reason: report.reason,
          details: report.details,
          created_at: clock.now().toISOString(),
        })
        .onConflict((conflict) => conflict.columns(['reporter_id', 'kind', 'target_id']).doNothing())
        .returning('id')
        .execute();
      return rows.length > 0;
    },

    /** How many distinct users reported the target and no moderator has dealt with yet. */
    async openReporters(kind: ReportKind, targetId: number): Promise<number> {
      const row = await db
        .selectFrom('reports')
        .select((eb) => eb.fn.count<number>('reporter_id').distinct().as('count'))
        .where('kind', '=', kind)
        .where('target_id', '=', targetId)
        .where('resolved_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Holds the post from everyone but its owner; true when it was not held before. */
    async hold(postId: number): Promise<boolean> {
      const rows = await db
        .insertInto('held_posts')
        .values({ post_id: postId, held_at: clock.now().toISOString() })
        .onConflict((conflict) => conflict.column('post_id').doNothing())
        .returning('post_id')
        .execute();
      return rows.length > 0;
    },

    /** Holds the review from the vendor's profile; true when it was not held before. */
    async holdReview(reviewId: number): Promise<boolean> {
      const rows = await db
        .insertInto('held_reviews')
        .values({ review_id: reviewId, held_at: clock.now().toISOString() })
        .onConflict((conflict) => conflict.column('review_id').doNothing())
        .returning('review_id')
        .execute();
      return rows.length > 0;
    },

    async isReviewHeld(reviewId: number): Promise<boolean> {
      const row = await db.selectFrom('held_reviews').select('review_id').where('review_id', '=', reviewId).executeTakeFirst();
      return row !== undefined;
    },

    async isHeld(postId: number): Promise<boolean> {
      const row = await db.selectFrom('held_posts').select('post_id').where('post_id', '=', postId).executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ReportsStore = ReturnType<typeof reportsStore>;
