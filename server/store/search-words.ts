import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Words shorter than this are not indexed: a search finds them through the name and username prefixes. */
const SHORTEST_WORD = 2;

/**
 * The words a user is found by, anywhere in their username, first and last names and market name:
 * lower-cased, split at everything that is not a letter or a digit ("chinedu_gadgets" gives chinedu
 * and gadgets, "Ada's Fabrics" ada and fabrics), each once.
 */
export function searchWordsOf(...texts: readonly (string | null | undefined)[]): string[] {
  const words = texts.flatMap((text) => (text ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return [...new Set(words.filter((word) => word.length >= SHORTEST_WORD))];
}

/** Rewrites the user's search_words rows from their current names and market name; call after changing any of them. */
export async function reindexSearchWords(db: Kysely<Database>, userId: number): Promise<void> {
  const row = await db
    .selectFrom('users')
    .leftJoin('market_info', 'market_info.user_id', 'users.id')
    .select(['users.username', 'users.first_name', 'users.last_name', 'market_info.marketname'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  await db.deleteFrom('search_words').where('user_id', '=', userId).execute();
  if (!row) return;
  const words = searchWordsOf(row.username, row.first_name, row.last_name, row.marketname);
  if (words.length > 0) await db.insertInto('search_words').values(words.map((word) => ({ word, user_id: userId }))).execute();
}
