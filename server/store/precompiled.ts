import type BetterSqlite3 from 'better-sqlite3';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type Compilable, type CompiledQuery } from 'kysely';
import type { DialectName } from '../db/database';
import { keepPrepared } from '../db/named-statements';
import type { Database } from '../db/schema';

/** Stands in for the value at `index` of a call while the query is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

/** Where each compiled parameter comes from: a call's value, or a constant of the query itself. */
type ParameterSource = { slot: number } | { constant: unknown };

type Template<R> = { query: CompiledQuery<R>; sources: ParameterSource[] };

function templateOf<R>(query: CompiledQuery<R>, valueCount: number): Template<R> {
  const sources = query.parameters.map((parameter): ParameterSource => (parameter instanceof Slot ? { slot: parameter.index } : { constant: parameter }));
  const used = new Set(sources.flatMap((source) => ('slot' in source ? [source.slot] : [])));
  if (used.size !== valueCount) throw new Error('precompiled: every value must be a parameter of the query, as it is');
  return { query, sources };
}

/** The template of the query `build` makes with stand-ins for its values. */
function compiledOnce<V extends readonly unknown[], R>(on: Kysely<Database>, build: (db: Kysely<Database>, values: V, dialect: DialectName) => Compilable<R>, valueCount: number, dialect: DialectName) {
  const slots = Array.from({ length: valueCount }, (_, index) => new Slot(index)) as unknown as V;
  return templateOf(build(on, slots, dialect).compile(), valueCount);
}

function parametersOf<R>({ sources }: Template<R>, values: readonly unknown[]): unknown[] {
  return sources.map((source) => ('slot' in source ? values[source.slot] : source.constant));
}

/**
 * A query of the hot paths, built and compiled once per dialect and then run with each call's values on
 * any database or transaction of that dialect: Kysely's building and compiling cost more than SQLite's run
 * of a short statement. A store binds it to its dialect once (`insertNext(dialect)`). `build` must pass
 * each value to the query untouched, as a parameter (not in `$if`, not `null` for `is`): it is given
 * stand-ins while compiling, which is checked.
 */
export function precompiled<V extends readonly unknown[], R>(build: (db: Kysely<Database>, values: V, dialect: DialectName) => Compilable<R>) {
  const templates = new Map<DialectName, Template<R>>();

  return (dialect: DialectName) =>
    async (db: Kysely<Database>, values: V): Promise<R[]> => {
      let template = templates.get(dialect);
      if (!template) {
        template = compiledOnce(db, build, values.length, dialect);
        if (dialect === 'postgres') keepPrepared(template.query.sql);
        templates.set(dialect, template);
      }
      const { rows } = await db.executeQuery<R>({ ...template.query, parameters: parametersOf(template, values) });
      return rows;
    };
}

/** Builds and compiles SQLite's statements without a database. */
const sqliteCompiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/**
 * A SQLite statement of the hot paths, compiled once and prepared once per connection, run synchronously on the
 * connection itself: the chat send's statements, within their shared commit (group-commit.ts). Kysely's run of a
 * statement costs promises and objects that SQLite's own run of it does not. The rows, or none for a statement
 * that returns none. `build` as for `precompiled`.
 */
export function preparedOnSqlite<V extends readonly unknown[], R>(build: (db: Kysely<Database>, values: V) => Compilable<R>) {
  let template: Template<R> | undefined;
  const statements = new WeakMap<BetterSqlite3.Database, BetterSqlite3.Statement>();

  return (connection: BetterSqlite3.Database, values: V): R[] => {
    template ??= compiledOnce(sqliteCompiler, build, values.length, 'sqlite');
    let statement = statements.get(connection);
    if (!statement) {
      statement = connection.prepare(template.query.sql);
      statements.set(connection, statement);
    }
    const parameters = parametersOf(template, values);
    if (statement.reader) return statement.all(parameters) as R[];
    statement.run(parameters);
    return [];
  };
}
