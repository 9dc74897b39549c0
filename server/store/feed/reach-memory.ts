import { keptAWhile } from '../kept-a-while';

/** How long a reached rank is believed, and how many scopes are remembered. */
const KEEP_MS = 5_000;
const KEPT = 1_000;

type Reached = { snapshot: number; skip: number };

/**
 * Which scopes were lately seen to hold a post past a rank (a visitor's view, by the scope's filters): asking
 * again walked a thousand index entries on every first page, a sixth of a signed-in page's SQL. Posts up to a
 * later snapshot include those up to an earlier one, so a rank reached stays reached for a while; a scope that
 * meanwhile lost posts to deletion or sale still says "at least" the cap for up to KEEP_MS, never a wrong
 * has_next (that comes from the page's own ids).
 */
export function reachMemory(now: () => number) {
  const kept = keptAWhile<string, Reached>(KEEP_MS, KEPT, now);

  function knows(key: string, snapshot: number, skip: number): boolean {
    const reached = kept.get(key);
    return reached !== undefined && reached.snapshot <= snapshot && reached.skip >= skip;
  }

  /** Whether `key`'s scope holds a post `skip` deep at `snapshot`: as lately seen, else as `ask` finds. */
  return async function reaches(key: string, snapshot: number, skip: number, ask: () => Promise<boolean>): Promise<boolean> {
    if (knows(key, snapshot, skip)) return true;
    const found = await ask();
    if (found) kept.set(key, { snapshot, skip });
    return found;
  };
}

export type ReachMemory = ReturnType<typeof reachMemory>;
