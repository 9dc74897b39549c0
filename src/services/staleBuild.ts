import { deadline } from './deadline';

/** The address in a failed dynamic import's message ("Failed to fetch dynamically imported module: https://…/x.js"). */
const ADDRESS = /https?:\/\/[^\s'"]+/;

/** How long the check waits: on a half-open connection a HEAD would hang for good. */
const CHECK_TIMEOUT_MS = 10_000;

/** Whether the file at `address` is gone from the server (a 404): a newer build replaced it. Unknown (offline, no answer) is not gone. */
async function isGone(address: string): Promise<boolean> {
  const check = deadline(CHECK_TIMEOUT_MS);
  try {
    return (await fetch(address, { method: 'HEAD', cache: 'no-store', signal: check.signal })).status === 404;
  } catch {
    return false;
  } finally {
    check.done();
  }
}

/**
 * Calls `onStale` once when a screen's or a late machine's code could not be fetched because the server no longer
 * has it: a tab opened before a deploy, without the service worker that keeps its files, asks for chunks the new build
 * renamed, and a tap did nothing. Vite says so with `vite:preloadError`; a failure of the network is not this (the
 * loaders try again when it is back).
 */
export function watchForStaleBuild(onStale: () => void): () => void {
  let told = false;
  const checked = async (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    const address = error instanceof Error ? ADDRESS.exec(error.message)?.[0] : undefined;
    if (told || !address) return;
    const gone = await isGone(address);
    // Another failure may have been found gone meanwhile.
    if (!gone || told) return;
    told = true;
    onStale();
  };
  const listener = (event: Event) => void checked(event);
  window.addEventListener('vite:preloadError', listener);
  return () => window.removeEventListener('vite:preloadError', listener);
}
