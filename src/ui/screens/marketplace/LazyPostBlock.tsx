import { useRef, useState, type ReactNode } from 'react';
import { LIMITS } from '../../../contract/constants';
import { canObserveViewport, useNearViewport } from './useNearViewport';

/**
 * A 600 px placeholder until the post comes within 200 px of the viewport; then the post, for good.
 * An `eager` block (a post of the first screen) shows the post at once.
 */
export function LazyPostBlock({ children, eager = false }: { children: ReactNode; eager?: boolean }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => eager || !canObserveViewport());
  useNearViewport(placeholder, LIMITS.lazyPostMarginPx, () => setNear(true), { enabled: !near });
  if (near) return <>{children}</>;
  return (
    <div
      ref={placeholder}
      className="feed-card feed-card--placeholder"
      style={{ height: LIMITS.lazyPostHeight }}
      aria-hidden="true"
      data-scope="feed"
      data-part="lazy-post"
    />
  );
}
