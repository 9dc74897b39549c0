import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls smoothly to the top on every route change (document 1 section 2). */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (typeof window.scrollTo !== 'function') return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname, search]);
  return null;
}
