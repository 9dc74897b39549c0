import { useSyncExternalStore } from 'react';

/**
 * Whether this tab's build is gone from the server (a deploy renamed the files it still asks for). Set once by the
 * app's start-up, which watches failed imports; read by what shows a screen's or a part's code that did not arrive,
 * so they offer the new version instead of a Retry that cannot succeed.
 */
let stale = false;
const listeners = new Set<() => void>();

export function markBuildStale(): void {
  if (stale) return;
  stale = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isStale = () => stale;

export function useIsBuildStale(): boolean {
  return useSyncExternalStore(subscribe, isStale, isStale);
}
