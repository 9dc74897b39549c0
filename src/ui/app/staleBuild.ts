import { useSyncExternalStore } from 'react';
import { MESSAGES } from '../../contract/constants';

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

/** What a screen's or a part's place says when its code did not arrive, and the button that mends it. */
export type MissingCodeWords = { title: string; text: string; action: string; part: 'retry' | 'reload' };

const CONNECTION_FAILED: MissingCodeWords = { title: 'Connection failed', text: MESSAGES.networkError, action: 'Retry', part: 'retry' };
const NEW_VERSION: MissingCodeWords = {
  title: MESSAGES.newVersionAvailable,
  text: MESSAGES.staleScreen,
  action: MESSAGES.reloadForNewVersion,
  part: 'reload',
};

/** A failed connection (Retry) until the build is known gone; then the new version (Reload). Both reload the page. */
export function useMissingCodeWords(): MissingCodeWords {
  return useSyncExternalStore(subscribe, isStale, isStale) ? NEW_VERSION : CONNECTION_FAILED;
}
