import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { precompiled } from './precompiled';

type Expression = RawBuilder<unknown>;

/** A post as the contract shows it (JSON text), with what the server checks before showing it. */
export type PostCard = { json: string; ownerId: number; held: boolean };
type Pairs = ReadonlyArray<readonly [string, Expression]>;

/** How each database writes JSON: SQLite's json1 functions, PostgreSQL's json_build_object. */
type JsonSyntax = {
  object(pairs: Pairs): Expression;
  /** A condition as JSON true or false. */
  bool(condition: Expression): Expression;
  /** A column holding JSON text, embedded as JSON: a value that is not JSON counts as an empty list. */
  embeddedList(column: Expression): Expression;
  /** The rows' objects as a JSON list in `order`, [] without rows. */
  orderedList(object: Expression, from: Expression, order: Expression): Expression;
  /** The ids a caller passes, numbered from 0, as rows (value, key). */
  idRows(ids: Expression): Expression;
  asText(json: Expression): Expression;
};

const keyed = (pairs: Pairs): Expression => sql.join(pairs.flatMap(([key, value]) => [sql.lit(key), value]));

const sqliteJson: JsonSyntax = {
  object: (pairs) => sql`json_object(${keyed(pairs)})`,
  bool: (condition) => sql`json(iif(${condition}, 'true', 'false'))`,
  embeddedList: (column) => sql`iif(json_valid(${column}) and json_type(${column}) = 'array', json(${column}), json('[]'))`,
  orderedList: (object, from, order) => sql`(select json_group_array(${object}) from (select * from ${from} order by ${order}) pm)`,
  idRows: (ids) => sql`json_each(${ids}) ids`,
  asText: (json) => json,
};

const postgresJson: JsonSyntax = {
  object: (pairs) => sql`json_build_object(${keyed(pairs)})`,
  bool: (condition) => sql`(${condition})`,
  embeddedList: (column) => sql`(case when ${column} like '[%]' then ${column}::json else '[]'::json end)`,
  orderedList: (object, from, order) => sql`coalesce((select json_agg(${object} order by ${order}) from ${from}), '[]'::json)`,
  idRows: (ids) => sql`unnest(${ids}::integer[]) with ordinality ids(value, key)`,
  asText: (json) => sql`${json}::text`,
};

const ref = (column: string): Expression => sql.ref(column);
const when = (condition: Expression, then: Expression, otherwise: Expression): Expression =>
  sql`(case when ${condition} then ${then} else ${otherwise} end)`;
/** `first || second` of JavaScript for text columns: the first unless it is empty. */
const eitherText = (first: Expression, second: Expression): Expression => when(sql`${first} <> ''`, first, second);

/**
 * The seller as every viewer sees them: phones only when the store displays them, the user's first on the
 * profile and the store's first on the vendor; `is_verified` is the store's badge.
 */
function authorJson(json: JsonSyntax): Expression {
  const displays = sql`m.display_phone = 1`;
  const profile = json.object([
    ['profileimg', ref('u.profileimg')],
    ['phone', when(displays, eitherText(ref('u.phone'), ref('m.phone')), sql`''`)],
    ['city', ref('u.city')],
    ['state', ref('u.state')],
    ['marketname', sql`coalesce(m.marketname, '')`],
  ]);
  const vendor = json.object([
    ['marketname', ref('m.marketname')],
    ['city', ref('m.city')],
    ['state', ref('m.state')],
    ['phone', when(displays, eitherText(ref('m.phone'), ref('u.phone')), sql`''`)],
    ['display_phone', json.bool(displays)],
    ['allow_comments', json.bool(sql`m.allow_comments = 1`)],
  ]);
  return json.object([
    ['username', ref('u.username')],
    ['first_name', ref('u.first_name')],
    ['last_name', ref('u.last_name')],
    ['is_verified', json.bool(sql`coalesce(m.verified, 0) = 1`)],
    ['profile', profile],
    ['vendor', when(sql`m.user_id is null`, sql`null`, vendor)],
  ]);
}

function lookupsJson(json: JsonSyntax): Pairs {
  const category = json.object(['id', 'name', 'slug', 'category_type', 'sort_order', 'description'].map((column) => [column, ref(`c.${column}`)] as const));
  const delivery = json.object(['id', 'value', 'label'].map((column) => [column, ref(`d.${column}`)] as const));
  return [
    ['category', sql`(select ${category} from categories c where c.id = p.category_id)`],
    ['delivery_time', sql`(select ${delivery} from delivery_times d where d.value = p.delivery_time)`],
  ];
}

function mediaJson(json: JsonSyntax): Expression {
  const item = json.object([
    ['url', ref('pm.url')],
    ['kind', ref('pm.kind')],
    ['width', ref('pm.width')],
    ['height', ref('pm.height')],
    ['variants', json.embeddedList(ref('pm.variants'))],
  ]);
  return json.orderedList(item, sql`post_media pm where pm.post_id = p.id`, ref('pm.position'));
}

function postJson(json: JsonSyntax, viewerId: Expression): Expression {
  const marked = (table: string) => json.bool(sql`exists (select 1 from ${sql.table(table)} mark where mark.post_id = p.id and mark.user_id = ${viewerId})`);
  const column = (name: string) => [name, ref(`p.${name}`)] as const;
  return json.object([
    ...['id', 'title', 'description', 'caption', 'price'].map(column),
    ...lookupsJson(json),
    ...['delivery_radius', 'created_at', 'no_of_likes', 'no_of_comments'].map(column),
    ['liked', marked('likes')],
    ['saved', marked('saved_posts')],
    ['sold', json.bool(sql`p.sold = 1`)],
    ['renewed_at', ref('p.renewed_at')],
    ['user', authorJson(json)],
    ['images', mediaJson(json)],
  ]);
}

/** The posts of a list of ids as JSON texts, in the list's order: one statement, compiled once. */
const postsJsonQuery = (json: JsonSyntax) =>
  precompiled((db, [ids, viewerId]: [unknown, number]) => {
    const query = sql<{ post: string; owner_id: number; held: unknown }>`select ${json.asText(postJson(json, sql`${viewerId}`))} as post,
        p.user_id as owner_id, exists (select 1 from held_posts h where h.post_id = p.id) as held
      from ${json.idRows(sql`${ids}`)}
      join posts p on p.id = ids.value
      join users u on u.id = p.user_id
      left join market_info m on m.user_id = p.user_id
      order by ids.key`;
    return { compile: () => query.compile(db) };
  });

const QUERIES: Record<DialectName, ReturnType<typeof postsJsonQuery>> = { sqlite: postsJsonQuery(sqliteJson), postgres: postsJsonQuery(postgresJson) };

/**
 * Posts as the contract's `postSchema` says, for one viewer, each as JSON text built by the database in
 * one statement: its posts, authors, stores, categories, photos and the viewer's likes and saves. Reading
 * the same as row objects and presenting them cost the event loop several times more (27-column objects
 * made per row, then an object per post and its JSON), and a feed page is mostly this.
 */
export function postJsonReader(db: Kysely<Database>) {
  const dialect: DialectName = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
  const run = QUERIES[dialect](dialect);
  /** The posts of `ids` that exist, in the order of `ids` (distinct, row ids), as `viewerId` sees them (null: a visitor). */
  return async (ids: readonly number[], viewerId: number | null): Promise<PostCard[]> => {
    if (ids.length === 0) return [];
    const list = dialect === 'sqlite' ? JSON.stringify(ids) : ids;
    const rows = await run(db, [list, viewerId ?? 0]);
    // SQLite answers a condition as 0 or 1, PostgreSQL as a boolean.
    return rows.map((row) => ({ json: row.post, ownerId: row.owner_id, held: Boolean(Number(row.held)) }));
  };
}
