import { keptAWhile } from '../kept-a-while';

/** How long a sample serves, and how many snapshots' samples are kept. */
const KEEP_MS = 60_000;
const KEPT = 256;

/**
 * Statistics a query plan is chosen from, kept a while per key: they decide how posts are read, never which,
 * so one a minute old costs at most some time, never a wrong answer.
 */
export function planSamples<V>(now: () => number = () => performance.now()) {
  const kept = keptAWhile<number, V>(KEEP_MS, KEPT, now);

  return async function sampleOf(key: number, take: () => Promise<V>): Promise<V> {
    const found = kept.get(key);
    if (found !== undefined) return found;
    const value = await take();
    kept.set(key, value);
    return value;
  };
}
