import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { CommentRow, Database } from '../db/schema';
import { isRowId } from './row-ids';

/** A comment with what the answer shows of its author. */
export type CommentView = CommentRow & {
  username: string;
  first_name: string;
  last_name: string;
  profileimg: string;
  marketname: string | null;
};

/** The post a social act is about: its owner, its title, and whether its vendor takes comments. */
export type PostTarget = { id: number; ownerId: number; title: string; allowComments: boolean };

export type NewComment = { postId: number; userId: number; body: string; parentId: number | null };

/**
 * Comments and the posts' no_of_comments counters. A top-level comment counts; a reply does not (the
 * spec: "A new comment increments the post's comment count unless it is a reply"). `add` writes the
 * comment and the counter: run it inside stores.transaction.
 */
export function commentsStore(db: Kysely<Database>, clock: Clock) {
  const withAuthor = () =>
    db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.user_id')
      .leftJoin('market_info', 'market_info.user_id', 'comments.user_id')
      .selectAll('comments')
      .select(['users.username', 'users.first_name', 'users.last_name', 'users.profileimg', 'market_info.marketname']);

  async function countOf(postId: number, isReply: boolean): Promise<number> {
    const query = isReply
      ? db.selectFrom('posts').select('no_of_comments').where('id', '=', postId)
      : db
          .updateTable('posts')
          .set((eb) => ({ no_of_comments: eb('no_of_comments', '+', 1) }))
          .where('id', '=', postId)
          .returning('no_of_comments');
    const row = await query.executeTakeFirst();
    return row?.no_of_comments ?? 0;
  }

  return {
    /** The post with its owner and the owner's comment switch (a post without a store takes comments). */
    async postTarget(postId: number): Promise<PostTarget | undefined> {
      if (!isRowId(postId)) return undefined;
      const row = await db
        .selectFrom('posts')
        .leftJoin('market_info', 'market_info.user_id', 'posts.user_id')
        .select(['posts.id', 'posts.user_id', 'posts.title', 'market_info.allow_comments'])
        .where('posts.id', '=', postId)
        .executeTakeFirst();
      if (!row) return undefined;
      return { id: row.id, ownerId: row.user_id, title: row.title, allowComments: row.allow_comments !== 0 };
    },

    /** A post's comments and replies, oldest first. */
    listFor(postId: number): Promise<CommentView[]> {
      return withAuthor().where('comments.post_id', '=', postId).orderBy('comments.id').execute();
    },

    async find(commentId: number): Promise<CommentRow | undefined> {
      if (!isRowId(commentId)) return undefined;
      return db.selectFrom('comments').selectAll().where('id', '=', commentId).executeTakeFirst();
    },

    /** A comment made earlier (a resend's first result) with the post's count now; undefined when it is gone. */
    async made(commentId: number): Promise<{ comment: CommentView; noOfComments: number } | undefined> {
      const comment = await withAuthor().where('comments.id', '=', commentId).executeTakeFirst();
      if (!comment) return undefined;
      return { comment, noOfComments: await countOf(comment.post_id, true) };
    },

    /** Adds the comment; the count after it is the post's no_of_comments. */
    async add(comment: NewComment): Promise<{ comment: CommentView; noOfComments: number }> {
      const { id } = await db
        .insertInto('comments')
        .values({
          post_id: comment.postId,
          user_id: comment.userId,
          parent_id: comment.parentId,
          body: comment.body,
          created_at: clock.now().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const noOfComments = await countOf(comment.postId, comment.parentId !== null);
      const view = await withAuthor().where('comments.id', '=', id).executeTakeFirstOrThrow();
      return { comment: view, noOfComments };
    },
  };
}

export type CommentsStore = ReturnType<typeof commentsStore>;
