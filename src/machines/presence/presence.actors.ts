import { fromCallback, fromPromise } from 'xstate';
import { DURATIONS, type OnlineStatusPayload } from '../../contract';
import { setOnlineStatus } from '../../services/accounts';
import { writeOnlineStatus } from '../../services/cookies';
import type { ActivityEvent, OnlineStatusOutcome, PageEvent, PresenceInput, PresenceStatus } from './presence.types';

/** The activity document 1 section 4 counts: mouse, key, scroll, touch or click. */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;

const isVisible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Listens to the page (events the browser owns) and reports activity, at most
 * once per DURATIONS.activityReportGap, visibility changes and, when asked, the
 * page going away (pagehide; a page restored from the back-forward cache is visible again).
 */
function listenToPage(report: (event: PageEvent) => void, options: { leaving: boolean }): () => void {
  if (typeof window === 'undefined') return () => undefined;
  let lastActivity = Number.NEGATIVE_INFINITY;
  const onActivity = () => {
    const now = Date.now();
    if (now - lastActivity < DURATIONS.activityReportGap) return;
    lastActivity = now;
    report({ type: 'user.activity' });
  };
  const onVisibility = () => report({ type: 'app.visibilityChanged', visible: isVisible() });
  const onPageHide = () => report({ type: 'app.left' });
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) report({ type: 'app.visibilityChanged', visible: true });
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

/** Activity and visibility: what a socket needs to know about the page. */
export const watchActivity = fromCallback<ActivityEvent>(({ sendBack }) =>
  listenToPage((event) => {
    if (event.type !== 'app.left') sendBack(event);
  }, { leaving: false }),
);

/** Activity, visibility and leaving: what presence needs to know about the page. */
export const watchPage = fromCallback<PageEvent>(({ sendBack }) => listenToPage(sendBack, { leaving: true }));

/** POST /user/online-status/; a failure resolves too, the next heartbeat repeats the status anyway. */
export const postOnlineStatus = fromPromise<OnlineStatusOutcome, OnlineStatusPayload>(async ({ input, signal }) => {
  try {
    await setOnlineStatus(input, signal);
    return { ok: true };
  } catch {
    return { ok: false };
  }
});

export const presenceActors = { watchPage, postOnlineStatus };

/** Where the status is kept in this browser (the onlineStatus cookie); tests provide their own. */
export const presenceEffects = { storeOnlineStatus: (status: PresenceStatus) => writeOnlineStatus(status) };

/** The input in the browser: whether the page is visible as presence starts. */
export const readPresenceInput = (): PresenceInput => ({ visible: isVisible() });
