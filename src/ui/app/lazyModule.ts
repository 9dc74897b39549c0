import { useSyncExternalStore } from 'react';

/** A module fetched when first asked for, and whether it has arrived, for views to follow. */
export type LazyModule<M> = {
  load: () => Promise<M>;
  loaded: () => M | undefined;
  subscribe: (listener: () => void) => () => void;
};

/** A module fetched once, on demand; a fetch that failed (offline) is tried again by the next `load`. */
export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const arrived = (value: M) => {
    module = value;
    listeners.forEach((listener) => listener());
    return value;
  };
  const load = () => {
    loading ??= importModule().then(arrived, (error: unknown) => {
      loading = undefined;
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
