import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { precompiled } from '../precompiled';
import type { SearchWord } from './listing-words';
import { textMatcherFor, type TextMatcher } from './text-matchers';

/**
 * What a search learns before reading its page, in one statement: the newest post id (a first page's snapshot),
 * whether each word finds a post (one that does not is a typo), and, when asked, whether the words together are
 * held by at least `least` posts (how a sorted page is read on SQLite). They were a statement each, up to five a
 * search, each built by Kysely and sent to the read thread on its own.
 */
export type Survey = { latestId: number; found: boolean[]; holdsAtLeast?: boolean };

type SurveyRow = Record<string, unknown>;

/** The statement for `wordCount` words, counting the matches up to `least` or not: compiled once per dialect. */
function surveyShape(wordCount: number, least: number | undefined) {
  return precompiled((db, queryTexts: readonly string[], dialect) => {
    const matcher = textMatcherFor(db, dialect, () => 0);
    const columns = queryTexts.slice(0, wordCount).map((text, index) => matcher.finds(text).as(`f${index}`));
    const counted = least !== undefined && matcher.walk ? [matcher.walk.countUpTo(queryTexts[wordCount], least).as('held')] : [];
    return db.selectNoFrom([sql<number | null>`(select max(id) from posts)`.as('latest'), ...columns, ...counted]);
  });
}

/** Surveys of each shape, compiled when first asked for. */
export function listingSurveys(db: Kysely<Database>, dialect: DialectName, matcher: TextMatcher) {
  const shapes = new Map<string, (db: Kysely<Database>, values: readonly string[]) => Promise<SurveyRow[]>>();

  return async (words: readonly SearchWord[], least?: number): Promise<Survey> => {
    const counting = least !== undefined && matcher.walk !== undefined && words.length > 0;
    const key = `${words.length}:${counting ? least : ''}`;
    let run = shapes.get(key);
    if (!run) {
      run = surveyShape(words.length, counting ? least : undefined)(dialect);
      shapes.set(key, run);
    }
    const values = words.map((word) => matcher.queryText([word]));
    const [row = {}] = await run(db, counting ? [...values, matcher.queryText(words)] : values);
    const found = words.map((_, index) => Boolean(row[`f${index}`]));
    const latestId = Number(row.latest ?? 0);
    return counting && least !== undefined ? { latestId, found, holdsAtLeast: Number(row.held) >= least } : { latestId, found };
  };
}
