import { createActorContext, useSelector } from '@xstate/react';
import { appMachine } from '../../machines/app';
import { selectAuthRef, selectInboxRef, selectNotificationsRef, selectPresenceRef } from '../../machines/app';
import type { InboxActorRef } from '../../machines/inbox/inbox.selectors';
import type { NotificationsActorRef } from '../../machines/notifications/notifications.selectors';
import type { PresenceActorRef } from '../../machines/presence/presence.selectors';
import type { AuthActorRef, AuthSnapshot } from '../../machines/auth';

/** The root actor's React context: `<AppActor.Provider options={{ inspect, input }}>`. */
export const AppActor = createActorContext(appMachine);

/** The auth actor the root owns. */
export function useAuthRef(): AuthActorRef {
  const auth = AppActor.useSelector(selectAuthRef);
  if (!auth) throw new Error('The auth actor is not running: render inside <AppActor.Provider>.');
  return auth;
}

/** Reads the auth actor's snapshot through a selector from machines/auth. */
export function useAuthSelector<T>(selector: (snapshot: AuthSnapshot) => T): T {
  return useSelector(useAuthRef(), selector);
}

/** The inbox the root runs while signed in (undefined for the moment a session starts or ends). */
export const useInboxRef = (): InboxActorRef | undefined => AppActor.useSelector(selectInboxRef);

/** The notifications list the root runs while signed in. */
export const useNotificationsRef = (): NotificationsActorRef | undefined => AppActor.useSelector(selectNotificationsRef);

/** Presence while signed in. */
export const usePresenceRef = (): PresenceActorRef | undefined => AppActor.useSelector(selectPresenceRef);
