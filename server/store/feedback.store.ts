import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { isRowId } from './row-ids';

/** One contact-page submission as stored; the sender is the signed-in user as the server knows them. */
export type NewSubmission = {
  userId: number;
  subject: string;
  message: string;
  username: string;
  email: string;
  phone: string;
  platform: string;
  clientTimestamp: string | null;
};

/** Feedback and support tickets: every submission is a row of feedback; a ticket groups its messages. */
export function feedbackStore(db: Kysely<Database>, clock: Clock) {
  function rowOf(submission: NewSubmission, now: string) {
    return {
      user_id: submission.userId,
      subject: submission.subject,
      message: submission.message,
      username: submission.username,
      email: submission.email,
      phone: submission.phone,
      platform: submission.platform,
      client_timestamp: submission.clientTimestamp,
      created_at: now,
    };
  }

  return {
    /** Stores feedback; answers its id. */
    async addFeedback(submission: NewSubmission): Promise<number> {
      const { id } = await db
        .insertInto('feedback')
        .values({ ...rowOf(submission, clock.now().toISOString()), kind: 'feedback', ticket_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Opens a ticket with its first message; answers the ticket's id. Run it in a transaction. */
    async openTicket(submission: NewSubmission): Promise<number> {
      const now = clock.now().toISOString();
      const { id } = await db
        .insertInto('support_tickets')
        .values({ user_id: submission.userId, subject: submission.subject, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('feedback').values({ ...rowOf(submission, now), kind: 'ticket', ticket_id: id }).execute();
      return id;
    },

    /** Adds a message to the user's own ticket (reopening it); false when the user has no ticket of that id. */
    async addToTicket(ticketId: number, submission: NewSubmission): Promise<boolean> {
      if (!isRowId(ticketId)) return false;
      const now = clock.now().toISOString();
      const result = await db
        .updateTable('support_tickets')
        .set({ updated_at: now, status: 'open' })
        .where('id', '=', ticketId)
        .where('user_id', '=', submission.userId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await db.insertInto('feedback').values({ ...rowOf(submission, now), kind: 'ticket', ticket_id: ticketId }).execute();
      return true;
    },

    /** A ticket's messages, oldest first (for support tools and tests). */
    ticketMessages(ticketId: number) {
      return db.selectFrom('feedback').selectAll().where('ticket_id', '=', ticketId).orderBy('id').execute();
    },
  };
}

export type FeedbackStore = ReturnType<typeof feedbackStore>;
