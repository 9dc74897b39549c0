import { useSyncExternalStore } from 'react';

/** A module fetched when first asked for, and whether it has arrived, for views to follow. */
export type LazyModule<M> = {
  load: () => Promise<M>;
  loaded: () => M | undefined;
  subscribe: (listener: () => void) => () => void;
};

/** Calls `again` once, when the browser says the network is back. */
function onceOnline(again: () => void): void {
  if (typeof window !== 'undefined') window.addEventListener('online', again, { once: true });
}

/**
 * A module fetched once, on demand. A fetch that failed (offline) is tried again by the next `load`, and by itself
 * when the network comes back: what waited for the code (early taps, events for a late machine) then gets it
 * without another tap.
 */
export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const arrived = (value: M) => {
    module = value;
    listeners.forEach((listener) => listener());
    return value;
  };
  const load = (): Promise<M> => {
    loading ??= importModule().then(arrived, (error: unknown) => {
      loading = undefined;
      onceOnline(() => void load().catch(() => undefined));
      throw error;
    });
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return { load, loaded: () => module, subscribe };
}

/** The module once it has arrived; the view renders again then. */
export function useLazyModule<M>(lazy: LazyModule<M>): M | undefined {
  return useSyncExternalStore(lazy.subscribe, lazy.loaded);
}
