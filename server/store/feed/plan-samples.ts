/** How long a sample serves, and how many snapshots' samples are kept. */
const KEEP_MS = 60_000;
const KEPT = 256;

type Kept<V> = { value: V; at: number };

/**
 * Statistics a query plan is chosen from, kept a while per key: they decide how posts are read, never which,
 * so one a minute old costs at most some time, never a wrong answer.
 */
export function planSamples<V>(now: () => number = () => performance.now()) {
  const kept = new Map<number, Kept<V>>();

  return async function sampleOf(key: number, take: () => Promise<V>): Promise<V> {
    const found = kept.get(key);
    if (found && now() - found.at < KEEP_MS) return found.value;
    const value = await take();
    kept.delete(key);
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value as number);
    kept.set(key, { value, at: now() });
    return value;
  };
}
