import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { dialectOf } from '../geo/sql-dialect';

/** Stands in for the value at `index` of a call while the query is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

/** Where each compiled parameter comes from: a call's value, or a constant of the query itself. */
type ParameterSource = { slot: number } | { constant: unknown };

type Template<R> = { query: CompiledQuery<R>; sources: ParameterSource[] };

/**
 * What a database and its transactions share: the dialect adapter. Kysely marks `getExecutor` internal,
 * but it is its only way to tell a transaction's database without compiling a query.
 */
const databaseOf = (db: Kysely<Database>): object => db.getExecutor().adapter;

const dialects = new WeakMap<object, DialectName>();

/** The dialect of a database or transaction, found once per database. */
export function sqlDialect(db: Kysely<Database>): DialectName {
  const key = databaseOf(db);
  let dialect = dialects.get(key);
  if (!dialect) {
    dialect = dialectOf(db);
    dialects.set(key, dialect);
  }
  return dialect;
}

function templateOf<R>(query: CompiledQuery<R>, valueCount: number): Template<R> {
  const sources = query.parameters.map((parameter): ParameterSource => (parameter instanceof Slot ? { slot: parameter.index } : { constant: parameter }));
  const used = new Set(sources.flatMap((source) => ('slot' in source ? [source.slot] : [])));
  if (used.size !== valueCount) throw new Error('precompiled: every value must be a parameter of the query, as it is');
  return { query, sources };
}

/**
 * A query of the hot paths, built and compiled once per database (a transaction uses its database's) and
 * then run with each call's values: Kysely's building and compiling cost more than SQLite's run of a
 * short statement. `build` must pass each value to the query untouched, as a parameter (not in `$if`,
 * not `null` for `is`): it is given stand-ins while compiling, which is checked.
 */
export function precompiled<V extends readonly unknown[], R>(build: (db: Kysely<Database>, values: V) => Compilable<R>) {
  const templates = new WeakMap<object, Template<R>>();

  function templateFor(db: Kysely<Database>, valueCount: number): Template<R> {
    const key = databaseOf(db);
    let template = templates.get(key);
    if (!template) {
      const slots = Array.from({ length: valueCount }, (_, index) => new Slot(index)) as unknown as V;
      template = templateOf(build(db, slots).compile(), valueCount);
      templates.set(key, template);
    }
    return template;
  }

  return async (db: Kysely<Database>, values: V): Promise<R[]> => {
    const { query, sources } = templateFor(db, values.length);
    const parameters = sources.map((source) => ('slot' in source ? values[source.slot] : source.constant));
    const { rows } = await db.executeQuery<R>({ ...query, parameters });
    return rows;
  };
}
