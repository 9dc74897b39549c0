import { lazy, useState, type ComponentType } from 'react';

/** A screen whose code is fetched when first shown, and `preload` to fetch it before. */
export type LazyScreen = { Screen: ComponentType; preload: () => Promise<void> };

/**
 * A screen fetched on first use. Once its code has arrived it renders at once (no Suspense
 * fallback for a screen already loaded); an instance that started lazy stays lazy, so the
 * screen is never mounted twice.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= pick(await load());
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Screen() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Screen, preload };
}
