import type { Compilable, CompiledQuery, Kysely } from 'kysely';
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
        const slots = Array.from({ length: values.length }, (_, index) => new Slot(index)) as unknown as V;
        template = templateOf(build(db, slots, dialect).compile(), values.length);
        if (dialect === 'postgres') keepPrepared(template.query.sql);
        templates.set(dialect, template);
      }
      const { query, sources } = template;
      const parameters = sources.map((source) => ('slot' in source ? values[source.slot] : source.constant));
      const { rows } = await db.executeQuery<R>({ ...query, parameters });
      return rows;
    };
}
