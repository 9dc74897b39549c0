import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** Tables of constants by the name code reads them with (`MESSAGES`, `LIMITS`), each a record by key. */
export type ConstantTables = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

const APP_SOURCE = /[\\/]src[\\/][^?]*\.[cm]?[jt]sx?$/;

/**
 * A text, number or yes/no as source code, or a list of them (a new array at each read: the tables' lists are
 * read, never compared or changed); numbers and lists in brackets, so `LIMITS.x.toFixed()` stays valid.
 * Undefined for anything else.
 */
function literalOf(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number' && Number.isFinite(value)) return `(${JSON.stringify(value)})`;
  if (!Array.isArray(value)) return undefined;
  const items = value.map((item: unknown) => (Array.isArray(item) ? undefined : literalOf(item)));
  return items.every((item) => item !== undefined) ? `([${items.join(', ')}])` : undefined;
}

/**
 * Writes each read of a table's key in the app's code (`MESSAGES.networkError`, `LIMITS.feedPageSize`) as its
 * value. A table is one object, and a bundler keeps an object whole: every chunk that read one of MESSAGES's
 * texts brought all of them (about 9 KB gzipped, most of them the forms' and settings' words), the first render
 * of / included. With the reads written out, a chunk carries the values it uses, and a table goes only where it
 * is still read whole or for a value of another kind (left as it is, like a key the table does not have).
 * The build's alone: tests and the server read the tables.
 */
export function inlinedConstants(tables: ConstantTables): Plugin {
  const read = new RegExp(`(?<![\\w$.])(${Object.keys(tables).join('|')})\\.([A-Za-z_$][\\w$]*)(?![\\w$])`, 'g');
  return {
    name: 'inlined-constants',
    apply: 'build',
    transform(code, id) {
      if (!APP_SOURCE.test(id) || id.includes('node_modules')) return null;
      const source = new MagicString(code);
      for (const match of code.matchAll(read)) {
        const [whole, name = '', key = ''] = match;
        const table = tables[name] ?? {};
        const literal = Object.hasOwn(table, key) ? literalOf(table[key]) : undefined;
        if (literal !== undefined) source.overwrite(match.index, match.index + whole.length, literal);
      }
      return source.hasChanged() ? { code: source.toString(), map: source.generateMap({ hires: true, source: id }) } : null;
    },
  };
}
