import { sql, type Kysely } from 'kysely';
import { NO_TARGET_CONTEXT, type ModerationAction, type QueueKind, type ReportKind, type ReportReason, type TargetContext } from '../../src/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** Targets the queue answers at most, the most reported first. */
const QUEUE_MAX = 100;
const AUDIT_MAX = 200;

export type OpenReport = { kind: ReportKind; target_id: number; reason: ReportReason; details: string; reporter: string; created_at: string };
/** A chat message the spam rule held, waiting in the queue. */
export type OpenHeldMessage = { id: number; body: string; username: string; created_at: string };
export type NewModerationAction = { moderatorId: number; action: ModerationAction; kind: QueueKind; targetId: number; reason: string; until: string | null };

/** The moderator role, suspensions, the open reports by target and the audit log of what moderators did. */
export function moderationStore(db: Kysely<Database>, clock: Clock) {
  return {
    /** What a report names, as the queue shows it: empty words (and no price) when the target is gone. */
    async contextOf(kind: QueueKind, targetId: number): Promise<TargetContext> {
      const none = NO_TARGET_CONTEXT;
      if (kind === 'held_message') {
        const row = await db.selectFrom('held_messages').innerJoin('users', 'users.id', 'held_messages.sender_id').select(['body', 'username']).where('held_messages.id', '=', targetId).executeTakeFirst();
        return { ...none, username: row?.username ?? '', text: row?.body ?? '' };
      }
      if (kind === 'post') {
        const row = await db
          .selectFrom('posts')
          .innerJoin('users', 'users.id', 'posts.user_id')
          .select(['posts.title', 'posts.price', 'users.username'])
          .where('posts.id', '=', targetId)
          .executeTakeFirst();
        const photo = await db.selectFrom('post_media').select('url').where('post_id', '=', targetId).where('kind', '=', 'image').orderBy('position').executeTakeFirst();
        return row ? { ...none, title: row.title, username: row.username, price: row.price, image: photo?.url ?? '' } : none;
      }
      if (kind === 'review') {
        const row = await db
          .selectFrom('ratings')
          .innerJoin('users as author', 'author.id', 'ratings.rater_id')
          .innerJoin('users as vendor', 'vendor.id', 'ratings.vendor_id')
          .select(['ratings.text', 'ratings.rating', 'author.username', 'vendor.username as vendor'])
          .where('ratings.id', '=', targetId)
          .executeTakeFirst();
        return row ? { ...none, username: row.username, text: row.text, rating: row.rating, vendor: row.vendor } : none;
      }
      if (kind === 'user') {
        const row = await db.selectFrom('users').select('username').where('id', '=', targetId).executeTakeFirst();
        return { ...none, username: row?.username ?? '' };
      }
      const row = await db.selectFrom('messages').innerJoin('users', 'users.id', 'messages.sender_id').select(['messages.body', 'users.username']).where('messages.id', '=', targetId).executeTakeFirst();
      return { ...none, username: row?.username ?? '', text: row?.body ?? '' };
    },

    /** The user a target makes answerable: the post's owner, the user, the message's sender (of a held one still waiting). */
    async ownerOf(kind: QueueKind, targetId: number): Promise<number | undefined> {
      if (kind === 'held_message') return (await this.heldMessage(targetId))?.sender_id;
      if (kind === 'review') return (await db.selectFrom('ratings').select('rater_id').where('id', '=', targetId).executeTakeFirst())?.rater_id;
      if (kind === 'user') return (await db.selectFrom('users').select('id').where('id', '=', targetId).executeTakeFirst())?.id;
      if (kind === 'post') return (await db.selectFrom('posts').select('user_id').where('id', '=', targetId).executeTakeFirst())?.user_id;
      return (await db.selectFrom('messages').select('sender_id').where('id', '=', targetId).executeTakeFirst())?.sender_id;
    },

    async isModerator(userId: number): Promise<boolean> {
      return (await db.selectFrom('moderators').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
    },

    async grant(userId: number): Promise<void> {
      await db
        .insertInto('moderators')
        .values({ user_id: userId, granted_at: clock.now().toISOString() })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
    },

    /** The open reports of the most reported targets (at most QUEUE_MAX targets), each target's reports newest first. */
    async openReports(): Promise<OpenReport[]> {
      const targets = db
        .selectFrom('reports')
        .select(['kind', 'target_id'])
        .where('resolved_at', 'is', null)
        .groupBy(['kind', 'target_id'])
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(sql`max(reports.id)`, 'desc')
        .limit(QUEUE_MAX)
        .as('targets');
      return db
        .selectFrom('reports')
        .innerJoin(targets, (join) => join.onRef('targets.kind', '=', 'reports.kind').onRef('targets.target_id', '=', 'reports.target_id'))
        .innerJoin('users', 'users.id', 'reports.reporter_id')
        .select(['reports.kind', 'reports.target_id', 'reports.reason', 'reports.details', 'users.username as reporter', 'reports.created_at'])
        .where('reports.resolved_at', 'is', null)
        .orderBy('reports.id', 'desc')
        .execute();
    },

    /** The held messages still waiting for a moderator, newest first. */
    openHeldMessages(): Promise<OpenHeldMessage[]> {
      return db
        .selectFrom('held_messages')
        .innerJoin('users', 'users.id', 'held_messages.sender_id')
        .select(['held_messages.id', 'held_messages.body', 'users.username', 'held_messages.created_at'])
        .where('resolved_at', 'is', null)
        .orderBy('held_messages.id', 'desc')
        .limit(QUEUE_MAX)
        .execute();
    },

    /** A held message still waiting for a moderator. */
    heldMessage(id: number) {
      return db.selectFrom('held_messages').selectAll().where('id', '=', id).where('resolved_at', 'is', null).executeTakeFirst();
    },

    /** A moderator delivered the held message or kept it hidden: it leaves the queue. */
    async resolveHeld(id: number): Promise<void> {
      await db.updateTable('held_messages').set({ resolved_at: clock.now().toISOString() }).where('id', '=', id).execute();
    },

    /** Closes the target's open reports; how many there were. */
    async resolve(kind: ReportKind, targetId: number): Promise<number> {
      const rows = await db
        .updateTable('reports')
        .set({ resolved_at: clock.now().toISOString() })
        .where('kind', '=', kind)
        .where('target_id', '=', targetId)
        .where('resolved_at', 'is', null)
        .returning('id')
        .execute();
      return rows.length;
    },

    /** Lifts a hold (a dismissed report): the post is everyone's again. */
    async release(postId: number): Promise<void> {
      await db.deleteFrom('held_posts').where('post_id', '=', postId).execute();
    },

    /** Lifts a review's hold (its reports dismissed): it is on the profile again. */
    async releaseReview(reviewId: number): Promise<void> {
      await db.deleteFrom('held_reviews').where('review_id', '=', reviewId).execute();
    },

    async suspend(userId: number, reason: string, until: string): Promise<void> {
      const row = { user_id: userId, reason, until, created_at: clock.now().toISOString() };
      await db
        .insertInto('suspensions')
        .values(row)
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ reason, until, created_at: row.created_at }))
        .execute();
    },

    /** The user's suspension while it lasts. */
    activeSuspension(userId: number): Promise<{ reason: string; until: string } | undefined> {
      return db
        .selectFrom('suspensions')
        .select(['reason', 'until'])
        .where('user_id', '=', userId)
        .where('until', '>', clock.now().toISOString())
        .executeTakeFirst();
    },

    async record(entry: NewModerationAction): Promise<void> {
      await db
        .insertInto('moderation_actions')
        .values({
          moderator_id: entry.moderatorId,
          action: entry.action,
          kind: entry.kind,
          target_id: entry.targetId,
          reason: entry.reason,
          until: entry.until,
          created_at: clock.now().toISOString(),
        })
        .execute();
    },

    audit() {
      return db
        .selectFrom('moderation_actions')
        .innerJoin('users', 'users.id', 'moderation_actions.moderator_id')
        .select(['users.username as moderator', 'action', 'kind', 'target_id', 'reason', 'until', 'moderation_actions.created_at'])
        .orderBy('moderation_actions.id', 'desc')
        .limit(AUDIT_MAX)
        .execute();
    },
  };
}

export type ModerationStore = ReturnType<typeof moderationStore>;
