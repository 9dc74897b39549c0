type Kept<V> = { value: V; at: number };

/** Values kept per key for `keepMs` (by `now`), the longest unwritten forgotten once `most` keys are kept. */
export function keptAWhile<K, V>(keepMs: number, most: number, now: () => number) {
  const kept = new Map<K, Kept<V>>();
  return {
    /** The key's value while it is fresh, else undefined. */
    get(key: K): V | undefined {
      const found = kept.get(key);
      return found && now() - found.at < keepMs ? found.value : undefined;
    },
    set(key: K, value: V): void {
      kept.delete(key);
      if (kept.size >= most) kept.delete(kept.keys().next().value as K);
      kept.set(key, { value, at: now() });
    },
  };
}
