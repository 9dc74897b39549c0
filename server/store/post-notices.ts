import type { Kysely } from 'kysely';
import type { Database, NotificationsTable } from '../db/schema';

/** A notice the server itself sends about a post (a price drop, an expiry), its text already written. */
export type PostNotice = {
  kind: NotificationsTable['kind'];
  recipientId: number;
  /** Who the notice is about: the post's owner (themselves, for their own post's expiry). */
  actorId: number;
  postId: number;
  text: string;
  createdAt: string;
};

export type RecordedNotice = { id: number; created_at: string };

/** Records the notice in the recipient's notification centre; run it in the transaction of what it tells. */
export async function recordPostNotice(db: Kysely<Database>, notice: PostNotice): Promise<RecordedNotice> {
  return db
    .insertInto('notifications')
    .values({
      user_id: notice.recipientId,
      actor_id: notice.actorId,
      kind: notice.kind,
      post_id: notice.postId,
      comment_id: null,
      text: notice.text,
      created_at: notice.createdAt,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}
