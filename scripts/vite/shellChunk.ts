import fs from 'node:fs';
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { narrowedImports } from './barrelImports.js';

/** App modules imported statically from `entry` (but not `except`) share the chunk `name`. */
export type StaticGroup = { name: string; entry: string; except?: RegExp };

/**
 * A code-splitting group name for the app's own modules that the first render of / needs: what the
 * entry imports statically (the shell: contract, services, root machines, layout), then what the first
 * screen imports and other screens share (formats, post contract, carousel). They load before the
 * first render anyway; a few chunks instead of many small ones save gzip overhead and requests.
 * Libraries keep their groups; a group's own `except` modules stay with their screen's chunk.
 */
export function staticGroupName(groups: readonly StaticGroup[]) {
  let members: Map<string, string> | undefined;
  return (moduleId: string, context: ChunkingContext): string | null => {
    members ??= groupMembers(groups, context);
    return moduleId.includes('node_modules') ? null : (members.get(moduleId) ?? null);
  };
}

function groupMembers(groups: readonly StaticGroup[], context: ChunkingContext): Map<string, string> {
  const members = new Map<string, string>();
  for (const group of groups) {
    for (const id of staticallyImported(path.resolve(group.entry), context)) {
      if (!members.has(id) && !group.except?.test(id)) members.set(id, group.name);
    }
  }
  return members;
}

function staticallyImported(entryId: string, context: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [entryId];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    // A barrel re-exports more than is used: past one, only the modules exporting what is imported from it.
    if (!isBarrel(id)) pending.push(...narrowedImports(id, context, isBarrel));
  }
  return seen;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const RE_EXPORT = /^export\s+(\*(\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"][^'"]+['"]$/;

/**
 * An index.ts, or a module made of re-exports alone (src/contract/constants.ts): followed into the group, it
 * would pull every module it names onto the first render, those only lazy screens use (saved searches' texts,
 * say) with them.
 */
export function isBarrel(id: string): boolean {
  if (/[\\/]index\.tsx?$/.test(id)) return true;
  if (!/\.tsx?$/.test(id) || !fs.existsSync(id)) return false;
  const statements = fs.readFileSync(id, 'utf8').replace(COMMENTS, '').split(';').map((statement) => statement.trim()).filter(Boolean);
  return statements.length > 0 && statements.every((statement) => RE_EXPORT.test(statement));
}
