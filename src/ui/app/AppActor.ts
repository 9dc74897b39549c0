import { createActorContext, useSelector } from '@xstate/react';
import { appMachine } from '../../machines/app';
import { selectAuthRef } from '../../machines/app';
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
