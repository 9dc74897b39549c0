import { fromCallback, fromPromise } from 'xstate';
import { onApiError } from '../../services/api';
import { readSession } from '../../services/cookies';
import type { AuthActorRef, AuthSnapshot } from '../auth/auth.selectors';
import type { AppEvent, AppInput } from './app.types';
import type { Session } from '../../services/cookies';
import type { LiveStart } from './app.live';
import { SYSTEM_IDS } from '../shared/systemIds';

/** The root actor's input in the browser: the session the cookies hold as the page loads. */
export function readAppInput(): AppInput {
  return { storedSession: readSession() };
}

/** Reports every failed API call, with whether the caller asked for silence. A call its caller aborted did not fail. */
export const watchApiErrors = fromCallback<AppEvent>(({ sendBack }) =>
  onApiError((error, options) => {
    if (options.signal?.aborted) return;
    sendBack({
      type: 'api.failed',
      status: error.status,
      message: error.message,
      quiet: options.quiet === true,
      authFailure: error.isAuthFailure,
    });
  }),
);

/** Follows the auth actor (systemId 'auth'): reports a session starting and ending. Another user's session is a new start. */
export const watchSession = fromCallback<AppEvent>(({ system, sendBack }) => {
  const auth = system.get(SYSTEM_IDS.auth) as AuthActorRef | undefined;
  if (!auth) return () => undefined;
  let reported: string | null = null;
  const report = (snapshot: AuthSnapshot) => {
    const session = snapshot.matches('signedIn') ? snapshot.context.session : null;
    const key = session ? `${session.username}\n${session.token}` : null;
    if (key === reported) return;
    reported = key;
    if (!session) {
      sendBack({ type: 'session.ended' });
      return;
    }
    sendBack({ type: 'session.started', session });
  };
  report(auth.getSnapshot());
  const subscription = auth.subscribe(report);
  return () => subscription.unsubscribe();
});

/** The signed-in actors' logic and inputs, fetched with their own chunk once a session starts. */
export const loadLiveLogic = fromPromise<LiveStart, { session: Session }>(async ({ input }) => (await import('./app.live')).readLiveStart(input.session));

export const appActors = { watchApiErrors, watchSession, loadLiveLogic };
