import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';

/** Where a term matched. */
type Source = 'username' | 'marketname' | 'fullname' | 'lastname' | 'word';

type Match = { id: number; key: string; source: Source; exact: boolean; verified: number; record: SearchRecord };

/** A user as the search results show them. */
export type SearchRecord = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  profileimg: string;
  bio: string;
  display_bio: number;
  phone: string;
  marketname: string | null;
  market_phone: string | null;
  market_city: string | null;
  market_state: string | null;
  display_phone: number | null;
  verified: number | null;
};

/** Sorts after every character a name can hold: `key < prefix || HIGHEST` ends the prefix's range. */
const HIGHEST = '\u{10FFFF}';

/** Matches read per source in index order beyond the page, so verified stores can be lifted into it. */
const EXTRA_CANDIDATES = 10;

/**
 * The rank of a match: exact username, exact market name, username prefix, market name prefix, full name
 * prefix (an exact full name first through the length order), last name prefix, then a word anywhere in
 * the username, names or market name ("fabrics" in "Ada's Fabrics", "gadgets" in chinedu_gadgets).
 */
function tierOf({ source, exact }: Match): number {
  switch (source) {
    case 'username':
      return exact ? 0 : 2;
    case 'marketname':
      return exact ? 1 : 3;
    case 'fullname':
      return 4;
    case 'lastname':
      return 5;
    case 'word':
      return 6;
  }
}

/**
 * User search: prefix matches, case-insensitive (the database's lower(), full Unicode on PostgreSQL, ASCII
 * on SQLite), on the username, the market name, "first last" and the last name, each through its own index
 * (byte-wise ranges: see the settings-geo migration), then on any word of those (search_words, kept by the
 * stores that write names: see the market-names migration). Only activated accounts are found.
 */
export function searchStore(db: Kysely<Database>, dialect: DialectName) {
  const byteOrder = (expression: RawBuilder<string>) =>
    dialect === 'postgres' ? sql<string>`(${expression}) collate "C"` : expression;

  const keyOf: Record<Source, RawBuilder<string>> = {
    username: sql<string>`users.username_lower`,
    marketname: sql<string>`lower(market_info.marketname)`,
    fullname: sql<string>`lower(users.first_name || ' ' || users.last_name)`,
    lastname: sql<string>`lower(users.last_name)`,
    word: sql<string>`search_words.word`,
  };

  const FROM: Record<Source, RawBuilder<unknown>> = {
    username: sql`users left join market_info on market_info.user_id = users.id`,
    marketname: sql`market_info inner join users on users.id = market_info.user_id`,
    fullname: sql`users left join market_info on market_info.user_id = users.id`,
    lastname: sql`users left join market_info on market_info.user_id = users.id`,
    word: sql`search_words inner join users on users.id = search_words.user_id left join market_info on market_info.user_id = users.id`,
  };

  /** One source's matches in index order (a subquery, so a union can hold several), with all a result shows. */
  function sourceQuery(source: Source, lowered: RawBuilder<string>, limit: number) {
    const key = byteOrder(keyOf[source]);
    const from = FROM[source];
    return sql`select * from (select users.id, users.username, users.first_name, users.last_name, users.profileimg,
        users.bio, users.display_bio, users.phone, market_info.marketname, market_info.phone as market_phone,
        market_info.city as market_city, market_info.state as market_state, market_info.display_phone,
        market_info.verified, ${source} as match_source, ${key} as match_key,
        case when ${key} = ${lowered} then 1 else 0 end as is_exact
      from ${from}
      where ${key} >= ${lowered} and ${key} < ${lowered} || ${HIGHEST} and users.verified_at is not null
      order by ${key}
      limit ${limit + EXTRA_CANDIDATES}) as ${sql.id(`${source}_matches`)}`;
  }

  /**
   * The matches of several sources in one statement, with everything a result shows: a search is one or two
   * queries and never a further one for the details.
   */
  async function matchesIn(sources: readonly Source[], lowered: RawBuilder<string>, limit: number): Promise<Match[]> {
    const union = sql.join(sources.map((source) => sourceQuery(source, lowered, limit)), sql` union all `);
    const { rows } = await sql<SearchRecord & { match_source: Source; match_key: string; is_exact: number }>`${union}`.execute(db);
    return rows.map(({ match_source: source, match_key: matched, is_exact: exact, ...record }) => ({
      id: record.id,
      key: matched,
      source,
      exact: Number(exact) === 1,
      verified: record.verified ?? 0,
      record,
    }));
  }

  /**
   * Usernames and market names rank above every name and word match: when they fill the page, the rest is not
   * read. Names and words share one statement, so a search stays at most two queries.
   */
  const PHASES: readonly (readonly Source[])[] = [['username', 'marketname'], ['fullname', 'lastname', 'word']];

  return {
    /**
     * The best `limit` users for the term, best first (see tierOf; then verified stores, shorter, alphabetical),
     * never one of `left_out` (the users blocked either way by the signed-in viewer): as many more are read.
     */
    async search(term: string, limit: number, leftOut: ReadonlySet<number> = new Set()): Promise<SearchRecord[]> {
      if (term === '') return [];
      const lowered = sql<string>`lower(${term})`;
      const best = new Map<number, { match: Match; tier: number }>();
      const keep = (matches: Match[]) => {
        for (const match of matches) {
          if (leftOut.has(match.id)) continue;
          const tier = tierOf(match);
          const seen = best.get(match.id);
          if (!seen || tier < seen.tier) best.set(match.id, { match, tier });
        }
      };
      for (const sources of PHASES) {
        if (best.size >= limit) break;
        keep(await matchesIn(sources, lowered, limit + leftOut.size));
      }
      return [...best.values()]
        .sort(
          (a, b) =>
            a.tier - b.tier ||
            b.match.verified - a.match.verified ||
            a.match.key.length - b.match.key.length ||
            (a.match.key < b.match.key ? -1 : a.match.key > b.match.key ? 1 : 0) ||
            a.match.id - b.match.id,
        )
        .slice(0, limit)
        .map(({ match }) => match.record);
    },
  };
}

export type SearchStore = ReturnType<typeof searchStore>;
