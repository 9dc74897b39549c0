import { DURATIONS } from '../contract/constants';

/** What the page tells: activity, a visibility change, that it is going away (pagehide) or back from the back-forward cache. */
export type PageSignal =
  | { type: 'user.activity' }
  | { type: 'app.visibilityChanged'; visible: boolean }
  | { type: 'app.left' }
  | { type: 'app.restored' };

/** The activity document 1 section 4 counts: mouse, key, scroll, touch or click. */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;

/** Whether the page is shown (not a background tab). */
export const isPageVisible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Listens to the page (events the browser owns) and reports activity, at most
 * once per DURATIONS.activityReportGap, visibility changes and, when asked, the
 * page going away (pagehide) and coming back from the back-forward cache (pageshow, persisted).
 */
export function listenToPage(report: (event: PageSignal) => void, options: { leaving: boolean }): () => void {
  if (typeof window === 'undefined') return () => undefined;
  let lastActivity = Number.NEGATIVE_INFINITY;
  const onActivity = () => {
    const now = Date.now();
    if (now - lastActivity < DURATIONS.activityReportGap) return;
    lastActivity = now;
    report({ type: 'user.activity' });
  };
  const onVisibility = () => report({ type: 'app.visibilityChanged', visible: isPageVisible() });
  const onPageHide = () => report({ type: 'app.left' });
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) report({ type: 'app.restored' });
  };
  const listenerOptions = { capture: true, passive: true };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, listenerOptions);
  document.addEventListener('visibilitychange', onVisibility);
  if (options.leaving) {
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
  }
  return () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, listenerOptions);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
  };
}

/** Calls `report` on the browser's `online` event (the network came back); returns the way to stop. */
export function listenToNetwork(report: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', report);
  return () => window.removeEventListener('online', report);
}
