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

const IMPORT_LIST = /\bimport\s*\{([^}]*)\}\s*from\s*(['"][^'"]+['"])\s*;?/g;

/** Every mention of `name` as an identifier of its own (not a property's name). */
const mentionsOf = (code: string, name: string): number => code.match(new RegExp(`(?<![\\w$.])${name}(?![\\w$])`, 'g'))?.length ?? 0;

/**
 * Takes out of `code`'s import lists each table whose every read was written out (`written`, by table): the
 * import left behind kept the table's module, and what it imports, on the importer's static path, which is how
 * the build tells what the first render needs (scripts/vite/shellChunk.ts). A list left empty goes whole.
 */
function dropSpentImports(code: string, source: MagicString, written: ReadonlyMap<string, number>): void {
  for (const match of code.matchAll(IMPORT_LIST)) {
    const [statement, list = '', from = ''] = match;
    const names = list.split(',').map((name) => name.trim()).filter(Boolean);
    const kept = names.filter((name) => !written.has(name) || mentionsOf(code, name) - 1 > (written.get(name) ?? 0));
    if (kept.length === names.length) continue;
    source.overwrite(match.index, match.index + statement.length, kept.length > 0 ? `import { ${kept.join(', ')} } from ${from};` : '');
  }
}

/** `code` with each read of a table's key written as its value (see inlinedConstants), or null when it reads none. */
export function inlineReads(code: string, tables: ConstantTables): MagicString | null {
  const read = new RegExp(`(?<![\\w$.])(${Object.keys(tables).join('|')})\\.([A-Za-z_$][\\w$]*)(?![\\w$])`, 'g');
  const source = new MagicString(code);
  const written = new Map<string, number>();
  for (const match of code.matchAll(read)) {
    const [whole, name = '', key = ''] = match;
    const table = tables[name] ?? {};
    const literal = Object.hasOwn(table, key) ? literalOf(table[key]) : undefined;
    if (literal === undefined) continue;
    source.overwrite(match.index, match.index + whole.length, literal);
    written.set(name, (written.get(name) ?? 0) + 1);
  }
  if (written.size === 0) return null;
  dropSpentImports(code, source, written);
  return source;
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
  return {
    name: 'inlined-constants',
    apply: 'build',
    transform(code, id) {
      if (!APP_SOURCE.test(id) || id.includes('node_modules')) return null;
      const source = inlineReads(code, tables);
      return source ? { code: source.toString(), map: source.generateMap({ hires: true, source: id }) } : null;
    },
  };
}
