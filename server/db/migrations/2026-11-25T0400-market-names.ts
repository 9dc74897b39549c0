import { sql, type Kysely, type Migration } from 'kysely';
import { marketNameKey } from '../../store/market-names';
import { searchWordsOf } from '../../store/search-words';
import type { DialectName } from '../database';

const BATCH = 500;

type NamedUser = { id: number; username: string; first_name: string; last_name: string; marketname: string | null };
type Market = { user_id: number; marketname: string };

/**
 * Market names and words to search by.
 *
 * market_info.marketname_key: the name lower-cased with its spaces collapsed and trimmed, unique, so two stores
 * never share a name (case and spacing aside) even when two saves race. Stores saved before this keep their
 * names; of any that already share one, the oldest holds the key and the others hold none until renamed.
 *
 * search_words: every word of a user's username, first and last names and market name (see searchWordsOf),
 * so a search finds "Ada's Fabrics" by "fabrics" through an index range, as it finds name prefixes. PostgreSQL
 * compares the words byte-wise (COLLATE "C"), like the other search keys.
 */
export function marketNamesMigration(dialect: DialectName): Migration {
  const isPostgres = dialect === 'postgres';

  async function keyExistingStores(db: Kysely<unknown>): Promise<void> {
    const { rows } = await sql<Market>`select user_id, marketname from market_info order by created_at, user_id`.execute(db);
    const taken = new Set<string>();
    for (const market of rows) {
      const key = marketNameKey(market.marketname);
      if (key === null || taken.has(key)) continue;
      taken.add(key);
      await sql`update market_info set marketname_key = ${key} where user_id = ${market.user_id}`.execute(db);
    }
  }

  async function indexExistingWords(db: Kysely<unknown>): Promise<void> {
    for (let after = 0; ; ) {
      const { rows } = await sql<NamedUser>`select users.id, users.username, users.first_name, users.last_name, market_info.marketname
        from users left join market_info on market_info.user_id = users.id
        where users.id > ${after} order by users.id limit ${BATCH}`.execute(db);
      const last = rows.at(-1);
      if (!last) return;
      const values = rows.flatMap((user) =>
        searchWordsOf(user.username, user.first_name, user.last_name, user.marketname).map((word) => sql`(${word}, ${user.id})`),
      );
      if (values.length > 0) await sql`insert into search_words (word, user_id) values ${sql.join(values)}`.execute(db);
      after = last.id;
    }
  }

  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('market_info').addColumn('marketname_key', 'text').execute();
      await keyExistingStores(db);
      await db.schema.createIndex('market_info_marketname_key_idx').unique().on('market_info').column('marketname_key').execute();

      const wordType = isPostgres ? sql`text collate "C"` : sql`text`;
      await sql`create table search_words (
        word ${wordType} not null,
        user_id integer not null references users (id) on delete cascade,
        primary key (word, user_id)
      )${isPostgres ? sql`` : sql` without rowid`}`.execute(db);
      await db.schema.createIndex('search_words_user_idx').on('search_words').column('user_id').execute();
      await indexExistingWords(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('search_words').execute();
      await db.schema.dropIndex('market_info_marketname_key_idx').execute();
      await db.schema.alterTable('market_info').dropColumn('marketname_key').execute();
    },
  };
}
