import { emit, setup } from 'xstate';
import { MESSAGES } from '../../contract';
import { authMachine } from '../auth/auth.machine';
import { LOOKUPS_SYSTEM_ID, lookupsMachine } from '../lookups';
import { appActors } from './app.actors';
import type { AppContext, AppEmitted, AppEvent, AppInput } from './app.types';

type ApiFailure = Omit<AppEvent, 'type'>;

/**
 * The root actor of the running app. Guarantees: exactly one auth actor lives
 * for the page's lifetime, reachable as `system.get('auth')` and as the `auth`
 * child; a call made without a token says 'Please log in to continue'; every
 * other failed call that was not `quiet` becomes one error toast, except that a rejected
 * token says nothing here (the auth actor logs out and says so). The auth
 * actor starts from the session stored when the page loaded, which the root
 * receives as input (`readAppInput()` in the browser), so neither machine
 * reads a cookie. Later long-lived actors (presence,
 * notification socket) join here with a systemId.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    input: {} as AppInput,
    events: {} as AppEvent,
    emitted: {} as AppEmitted,
    children: {} as { auth: 'auth'; lookups: 'lookups'; apiErrors: 'watchApiErrors' },
  },
  actors: {
    auth: authMachine,
    lookups: lookupsMachine,
    ...appActors,
  },
  guards: {
    isQuiet: (_, failure: ApiFailure) => failure.quiet,
    needsLogin: (_, failure: ApiFailure) => failure.message === MESSAGES.authenticationRequired,
    tokenRejected: (_, failure: ApiFailure) => failure.authFailure,
  },
  actions: {
    toastPleaseLogIn: emit({ type: 'toast', tone: 'info', message: MESSAGES.pleaseLogIn }),
    toastApiError: emit((_, failure: ApiFailure) => ({ type: 'toast' as const, tone: 'error' as const, message: failure.message })),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ storedSession: input.storedSession }),
  initial: 'running',
  states: {
    running: {
      invoke: [
        { src: 'auth', id: 'auth', systemId: 'auth', input: ({ context }) => ({ storedSession: context.storedSession }) },
        // The categories cache outlives the screens that read it (five minutes).
        { src: 'lookups', id: 'lookups', systemId: LOOKUPS_SYSTEM_ID },
        { src: 'watchApiErrors', id: 'apiErrors' },
      ],
      on: {
        'api.failed': [
          { guard: { type: 'needsLogin', params: ({ event }) => event }, actions: 'toastPleaseLogIn' },
          { guard: { type: 'isQuiet', params: ({ event }) => event } },
          { guard: { type: 'tokenRejected', params: ({ event }) => event } },
          { actions: { type: 'toastApiError', params: ({ event }) => event } },
        ],
      },
    },
  },
});
