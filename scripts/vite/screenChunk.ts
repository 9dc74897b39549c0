import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { narrowedImports } from './barrelImports.js';
import { isBarrel } from './shellChunk.js';

/**
 * A code-splitting group name for a lazy screen's modules: the app's modules its module imports statically,
 * but none that what is loaded anyway (`loadedAnyway`: the entry, the first screen, the root actor's live
 * part) reaches, through barrels too. A shared post's page asked for some thirty files of under 2 KB each,
 * and at 400 ms a round trip over six connections their number cost more than their bytes. / never fetches
 * the group's chunk; another lazy screen that imports one of its modules fetches it whole (the profile, the
 * chat room), which is the price of one file instead of many. `screenApart` leaves the screen's own module to
 * the chunk of its dynamic import: with it in the group, the icons only that screen draws (the profile's About
 * chevron) were left in a facade chunk importing the group's chunk and imported back by it, and Rolldown left that
 * facade's export of the screen undefined, so the page did not open.
 */
export function screenGroupName(name: string, screen: string, loadedAnyway: readonly string[], { screenApart = false } = {}) {
  let members: Set<string> | undefined;
  return (moduleId: string, context: ChunkingContext): string | null => {
    members ??= screenMembers(path.resolve(screen), loadedAnyway.map((entry) => path.resolve(entry)), context);
    if (screenApart && moduleId === path.resolve(screen)) return null;
    return members.has(moduleId) ? name : null;
  };
}

/**
 * A group name for the modules two or more lazy screens share (each screen's own, as screenGroupName takes them):
 * above those screens' groups, so neither screen fetches the other's chunk for the few modules both import.
 */
export function sharedScreensGroupName(name: string, screens: readonly string[], loadedAnyway: readonly string[]) {
  let shared: Set<string> | undefined;
  return (moduleId: string, context: ChunkingContext): string | null => {
    shared ??= sharedMembers(screens, loadedAnyway, context);
    return shared.has(moduleId) ? name : null;
  };
}

function sharedMembers(screens: readonly string[], loadedAnyway: readonly string[], context: ChunkingContext): Set<string> {
  const anyway = loadedAnyway.map((entry) => path.resolve(entry));
  const [first, ...others] = screens.map((screen) => screenMembers(path.resolve(screen), anyway, context));
  return new Set([...(first ?? [])].filter((id) => others.every((members) => members.has(id))));
}

const isAppModule = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');

function screenMembers(screenId: string, loadedAnyway: readonly string[], context: ChunkingContext): Set<string> {
  const reachedAnyway = reachable(loadedAnyway, context);
  return new Set([...reachable([screenId], context)].filter((id) => isAppModule(id) && !isBarrel(id) && !reachedAnyway.has(id)));
}

/** Every module imported statically from `entries`, through barrels to the modules exporting what is imported. */
function reachable(entries: readonly string[], context: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...narrowedImports(id, context, isBarrel));
  }
  return seen;
}
