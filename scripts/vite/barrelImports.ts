import fs from 'node:fs';
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT = /\bimport\s+(type\s+)?([\w$]+\s*,\s*)?(\{[^}]*\}|\*\s+as\s+[\w$]+|[\w$]+)\s+from\s+['"]([^'"]+)['"]/g;
const RE_EXPORT = /\bexport\s+(type\s+)?(\{[^}]*\}|\*)\s+from\s+['"]([^'"]+)['"]/g;

const sourceOf = (id: string): string => (/\.tsx?$/.test(id) && fs.existsSync(id) ? fs.readFileSync(id, 'utf8').replace(COMMENTS, '') : '');

/** The file a relative specifier names from `from`, or null (a package, or no such file). */
function resolveFile(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return EXTENSIONS.map((extension) => base + extension).find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** The value names a `{ a, b as c, type D }` list brings (type-only ones are erased); `as` picks the local side when `local`. */
function namesIn(list: string, local: boolean): string[] {
  return list
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/);
      return (local ? (alias ?? name) : name) ?? '';
    });
}

/**
 * The names `importer` imports from `barrel` in its code as the build transformed it (an import whose every read
 * the build wrote out is gone: scripts/vite/inlinedConstants.ts), or null when it takes them all (a namespace, a
 * default, or not found).
 */
function importedNames(importer: string, code: string, barrel: string): string[] | null {
  const names: string[] = [];
  for (const match of code.replace(COMMENTS, '').matchAll(IMPORT)) {
    if (resolveFile(importer, match[4] ?? '') !== barrel) continue;
    if (match[1]) continue;
    if (match[2] || !match[3]?.startsWith('{')) return null;
    names.push(...namesIn(match[3], false));
  }
  return names.length > 0 ? names : null;
}

const declares = (source: string, name: string): boolean =>
  new RegExp(`\\bexport\\s+(declare\\s+)?(const|let|var|function\\*?|async\\s+function|class|enum)\\s+${name}\\b`).test(source) ||
  new RegExp(`\\bexport\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`).test(source);

/** The files a barrel takes `names` from, through `export { … } from` and `export * from` lines; null when one is not found. */
function suppliers(barrel: string, names: readonly string[], depth = 0): string[] | null {
  const files = new Set<string>();
  const source = sourceOf(barrel);
  let missing = [...names];
  for (const match of source.matchAll(RE_EXPORT)) {
    const file = resolveFile(barrel, match[3] ?? '');
    if (!file || match[1]) continue;
    const wanted = match[2] === '*' ? missing.filter((name) => declares(sourceOf(file), name) || (depth < 3 && suppliers(file, [name], depth + 1))) : missing.filter((name) => namesIn(match[2] ?? '', true).includes(name));
    if (wanted.length === 0) continue;
    files.add(file);
    missing = missing.filter((name) => !wanted.includes(name));
  }
  return missing.length === 0 ? [...files] : null;
}

/**
 * What `id` imports statically, a barrel standing for the modules that export the names `id` takes from it
 * (and the barrel's own imports that are no re-exports, such as a side effect's): the contract's barrel
 * re-exports every schema, and a module taking one text from it does not load them all.
 */
export function narrowedImports(id: string, context: ChunkingContext, isBarrel: (id: string) => boolean): string[] {
  return (context.getModuleInfo(id)?.importedIds ?? []).flatMap((imported) => {
    if (!isBarrel(imported)) return [imported];
    const names = importedNames(id, context.getModuleInfo(id)?.code ?? sourceOf(id), imported);
    const files = names && suppliers(imported, names);
    if (!files || !files.every((file) => context.getModuleInfo(file))) return [imported];
    return [...files, ...sideEffectImports(imported, context)];
  });
}

/** A barrel's imports that no `export … from` line names (`import './zodMessages'`). */
function sideEffectImports(barrel: string, context: ChunkingContext): string[] {
  const reExported = new Set([...sourceOf(barrel).matchAll(RE_EXPORT)].map((match) => resolveFile(barrel, match[3] ?? '')));
  return (context.getModuleInfo(barrel)?.importedIds ?? []).filter((imported) => !reExported.has(imported));
}
