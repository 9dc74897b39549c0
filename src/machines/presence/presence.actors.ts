import { fromCallback, fromPromise } from 'xstate';
import type { OnlineStatusPayload } from '../../contract';
import { setOnlineStatus } from '../../services/accounts';
import { writeOnlineStatus } from '../../services/cookies';
import { isPageVisible, listenToNetwork, listenToPage } from '../../services/pageActivity';
import type { ActivityEvent, OnlineStatusOutcome, PageEvent, PresenceInput, PresenceStatus } from './presence.types';

/** Activity, visibility and the network coming back (`online`): what a socket needs to know about the page. */
export const watchActivity = fromCallback<ActivityEvent>(({ sendBack }) => {
  const stopPage = listenToPage((event) => {
    if (event.type === 'user.activity' || event.type === 'app.visibilityChanged') sendBack(event);
  }, { leaving: false });
  const stopNetwork = listenToNetwork(() => sendBack({ type: 'app.online' }));
  return () => {
    stopPage();
    stopNetwork();
  };
});

/** Activity, visibility, leaving and coming back: what presence needs to know about the page. */
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

/** The storeOnlineStatus action in the browser: the status kept in the onlineStatus cookie; tests provide their own. */
export const storeOnlineStatus = (status: PresenceStatus): void => writeOnlineStatus(status);

/** The input in the browser: whether the page is visible as presence starts. */
export const readPresenceInput = (): PresenceInput => ({ visible: isPageVisible() });
