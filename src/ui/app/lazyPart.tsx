import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from './lazyComponent';
import { PartBoundary } from './PartBoundary';

/**
 * A part of a screen in its own chunk (lazyComponent), which, when its code does not arrive, says so in its own
 * place (PartBoundary) instead of taking the screen with it. Screens themselves use lazyComponent: theirs is the route's.
 */
export function lazyPart<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyComponent<P> {
  const lazy = lazyComponent(load, pick);
  function Component(props: P) {
    return (
      <PartBoundary>
        <lazy.Component {...props} />
      </PartBoundary>
    );
  }
  return { Component, preload: lazy.preload };
}
