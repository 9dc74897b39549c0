import { lazy, useState, type ComponentType } from 'react';

/** A component whose code is fetched when first rendered, and `preload` to fetch it before. */
export type LazyComponent<P extends object = object> = { Component: ComponentType<P>; preload: () => Promise<void> };

/**
 * The client's one way to split a component (a screen, a dialog, a menu) into its own chunk: `load` imports its
 * module and `pick` names the export. Once its code has arrived it renders at once (no Suspense fallback for a
 * component already loaded); an instance that started lazy stays lazy, so the component is never mounted twice.
 * Until then it suspends: the caller's Suspense boundary says what shows meanwhile.
 */
export function lazyComponent<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= pick(await load());
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Component(props: P) {
    const [Loaded] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Loaded {...props} />;
  }
  return { Component, preload };
}
