import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

/** Reactions of a message: each reaction with the usernames that gave it, in the order they did. */
export type Reactions = Record<string, string[]>;

export function messageReactions(db: Kysely<Database>, clock: Clock) {
  return {
    async reactionsOf(messageId: number): Promise<Reactions> {
      const rows = await db
        .selectFrom('message_reactions')
        .innerJoin('users', 'users.id', 'message_reactions.user_id')
        .select(['message_reactions.reaction', 'users.username'])
        .where('message_reactions.message_id', '=', messageId)
        .orderBy('message_reactions.created_at')
        .orderBy('users.username')
        .execute();
      const reactions: Reactions = {};
      for (const row of rows) (reactions[row.reaction] ??= []).push(row.username);
      return reactions;
    },

    /** Adds the user's reaction, or takes it back when they had given it. */
    async toggleReaction(messageId: number, userId: number, reaction: string): Promise<void> {
      const removed = await db
        .deleteFrom('message_reactions')
        .where('message_id', '=', messageId)
        .where('user_id', '=', userId)
        .where('reaction', '=', reaction)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) return;
      await db
        .insertInto('message_reactions')
        .values({ message_id: messageId, user_id: userId, reaction, created_at: clock.now().toISOString() })
        .onConflict((conflict) => conflict.columns(['message_id', 'user_id', 'reaction']).doNothing())
        .execute();
    },
  };
}
