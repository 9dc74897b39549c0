import { useSelector } from '@xstate/react';
import { createContext, createElement, useContext, useState, type ReactNode } from 'react';
import { createActor, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { appMachine, type AppActorRef, type AppInput } from '../../machines/app';
import { selectAuthRef, selectInboxRef, selectNotificationsRef, selectPresenceRef } from '../../machines/app';
import type { InboxActorRef } from '../../machines/inbox/inbox.selectors';
import type { NotificationsActorRef } from '../../machines/notifications/notifications.selectors';
import type { PresenceActorRef } from '../../machines/presence/presence.selectors';
import type { AuthActorRef, AuthSnapshot } from '../../machines/auth';
import { traceInspect } from './traceSetting';
import { useWhileMounted } from './useWhileMounted';

type AppOptions = { input: AppInput; inspect?: (inspection: InspectionEvent) => void };

const AppContext = createContext<AppActorRef | null>(null);

/**
 * Runs the root actor while mounted (the trace hook by default). Its system
 * runs every screen's actor too (useScreenActor), so the trace records them
 * all; it keeps running through StrictMode's remount like they do, so what
 * they subscribed to in it stays subscribed.
 */
function Provider({ options, children }: { options: AppOptions; children: ReactNode }) {
  const [app] = useState(() => createActor(appMachine, { inspect: traceInspect, ...options }));
  useWhileMounted(() => app.start(), () => app.stop(), [app]);
  return createElement(AppContext.Provider, { value: app }, children);
}

function useAppRef(): AppActorRef {
  const app = useContext(AppContext);
  if (!app) throw new Error('No root actor: render inside <AppActor.Provider>.');
  return app;
}

/** The root actor's React context: `<AppActor.Provider options={{ input }}>`, `AppActor.useActorRef()`, `AppActor.useSelector(selector)`. */
export const AppActor = {
  Provider,
  useActorRef: useAppRef,
  useSelector: <T,>(selector: (snapshot: SnapshotFrom<typeof appMachine>) => T): T => useSelector(useAppRef(), selector),
};

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
