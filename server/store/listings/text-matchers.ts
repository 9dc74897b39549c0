import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { unplannedLimit } from '../unplanned-limit';
import { nearestWords, typoDistanceFor, type SearchWord } from './listing-words';

/** Near words a typo is read as at most. */
const NEAR_WORDS = 3;
/** Words of the trigram index compared with a typo on PostgreSQL. */
const TRIGRAM_CANDIDATES = 30;

/** The search tables of both databases, as the queries over posts name them. */
export type SearchTables = {
  post_search: { rowid: number; post_id: number; document: string };
  post_search_terms: { term: string };
  post_search_words: { word: string };
};

export type SearchDb = Kysely<Database & SearchTables>;

/**
 * How one database finds posts by words: the condition on its index, the post id it joins on, a relevance
 * score (higher is better), and the indexed words near a typo.
 */
export type TextMatcher = {
  /** The index's post id, joined to posts.id. */
  postId: 'post_search.rowid' | 'post_search.post_id';
  /**
   * Posts holding every word (or one of its near words; the last word as a prefix), as the query text (queryText)
   * asks: a value, so a statement's shape does not depend on the words.
   */
  matches(queryText: unknown): RawBuilder<boolean>;
  score(queryText: unknown): RawBuilder<number>;
  /** The words as the index's query text reads them, every one held (`[word]`: the word alone). */
  queryText(words: readonly SearchWord[]): string;
  /**
   * Whether any post holds what the query text (queryText) asks: an expression, so a search's checks of its words
   * run in one statement (the query text may be a stand-in of a precompiled statement).
   */
  finds(queryText: unknown): RawBuilder<boolean>;
  /** Indexed words within the word's typo distance (a prefix: their beginnings), nearest first. */
  nearWordsOf(word: SearchWord): Promise<string[]>;
  /**
   * SQLite only: how many posts hold what the query text asks, counted up to `least` (an expression, as finds), and
   * the test of a post's membership that an index walk over posts makes without the planner reading the matches
   * first (`+posts.id in (...)`).
   */
  walk?: {
    countUpTo(queryText: unknown, least: number): RawBuilder<number>;
    member(queryText: unknown): RawBuilder<boolean>;
  };
};

/** One word as FTS5 reads it: quoted (letters and digits only), a prefix with *, or'ed with its near words. */
function fts5Word(word: SearchWord): string {
  const terms = [`"${word.text}"${word.prefix ? '*' : ''}`, ...word.nearWords.map((near) => `"${near}"`)];
  return terms.length === 1 ? `${terms[0]}` : `(${terms.join(' OR ')})`;
}

const fts5Query = (words: readonly SearchWord[]) => words.map(fts5Word).join(' AND ');

/** One word as to_tsquery reads it: a prefix with :*, or'ed with its near words. */
function tsWord(word: SearchWord): string {
  const terms = [`${word.text}${word.prefix ? ':*' : ''}`, ...word.nearWords];
  return terms.length === 1 ? `${terms[0]}` : `(${terms.join(' | ')})`;
}

const tsQueryText = (words: readonly SearchWord[]) => words.map(tsWord).join(' & ');

/** How long the vocabulary of one first letter is kept: a word new to the index is a typo's target this much later. */
const VOCABULARY_KEPT_MS = 30_000;

/**
 * The indexed words by first letter, read from post_search_terms and kept a while: fts5vocab reads every
 * word's whole list of posts to count them, 1.6 ms for one letter at 20,000 posts, on every typo.
 */
function vocabularyOf(db: SearchDb, now: () => number) {
  const kept = new Map<string, { words: string[]; until: number }>();
  return async (first: string): Promise<string[]> => {
    const entry = kept.get(first);
    if (entry && entry.until > now()) return entry.words;
    const { rows } = await sql<{ term: string }>`select term from post_search_terms
      where term >= ${first} and term < ${`${first}\u{10FFFF}`}`.execute(db);
    const words = rows.map((row) => row.term);
    kept.set(first, { words, until: now() + VOCABULARY_KEPT_MS });
    return words;
  };
}

/**
 * SQLite FTS5: bm25 with the title weighing most, then category, store, caption and description. Typo
 * candidates are the vocabulary's words of the same first letter, measured in JS.
 */
function sqliteMatcher(db: SearchDb, now: () => number): TextMatcher {
  const vocabulary = vocabularyOf(db, now);
  return {
    postId: 'post_search.rowid',
    matches: (queryText) => sql<boolean>`post_search match ${queryText}`,
    score: () => sql<number>`-bm25(post_search, 10.0, 1.0, 2.0, 4.0, 3.0)`,
    queryText: fts5Query,
    finds: (queryText) => sql<boolean>`exists (select 1 from post_search where post_search match ${queryText})`,
    async nearWordsOf(word) {
      if (typoDistanceFor(word.text) === 0) return [];
      return nearestWords(word, await vocabulary(word.text.slice(0, 1)), NEAR_WORDS);
    },
    walk: {
      countUpTo: (queryText, least) =>
        sql<number>`(select count(*) from (select 1 from post_search where post_search match ${queryText} limit ${unplannedLimit(least, 'sqlite')}))`,
      member: (queryText) => sql<boolean>`+posts.id in (select rowid from post_search where post_search match ${queryText})`,
    },
  };
}

/** PostgreSQL: ts_rank over english stems (weights set by the migration); typo candidates by pg_trgm similarity. */
function postgresMatcher(db: SearchDb): TextMatcher {
  return {
    postId: 'post_search.post_id',
    matches: (queryText) => sql<boolean>`post_search.document @@ to_tsquery('english', ${queryText})`,
    score: (queryText) => sql<number>`ts_rank(post_search.document, to_tsquery('english', ${queryText}))`,
    queryText: tsQueryText,
    finds: (queryText) => sql<boolean>`exists (select 1 from post_search where document @@ to_tsquery('english', ${queryText}))`,
    async nearWordsOf(word) {
      if (typoDistanceFor(word.text) === 0) return [];
      // A prefix is also measured against parts of words: word_similarity (<%) finds "ankr" in "ankara".
      const similar = sql`word operator(public.%) ${word.text}`;
      const near = word.prefix ? sql`(${similar} or ${word.text} operator(public.<%) word)` : similar;
      const { rows } = await sql<{ word: string }>`select word from post_search_words where ${near}
        order by public.similarity(word, ${word.text}) desc limit ${TRIGRAM_CANDIDATES}`.execute(db);
      return nearestWords(word, rows.map((row) => row.word), NEAR_WORDS);
    },
  };
}

export function textMatcherFor(db: Kysely<Database>, dialect: DialectName, now: () => number): TextMatcher {
  const searchDb = db.withTables<SearchTables>();
  return dialect === 'postgres' ? postgresMatcher(searchDb) : sqliteMatcher(searchDb, now);
}
