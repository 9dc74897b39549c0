import { assign, emit, enqueueActions, sendTo, setup, stopChild } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { authMachine } from '../auth/auth.machine';
import { lookupsMachine } from '../lookups';
import { SYSTEM_IDS } from '../shared/systemIds';
import { appActors } from './app.actors';
import type { AppContext, AppEmitted, AppEvent, AppInput } from './app.types';
import type { LiveStart } from './app.live';


type ApiFailure = Omit<Extract<AppEvent, { type: 'api.failed' }>, 'type'>;

/**
 * The root actor of the running app. Guarantees: exactly one auth actor lives
 * for the page's lifetime, reachable as `system.get('auth')` and as the `auth`
 * child; a call made without a token says 'Please log in to continue'; every
 * other failed call that was not `quiet` becomes one error toast, except that a rejected
 * token says nothing here (the auth actor logs out and says so). The auth
 * actor starts from the session stored when the page loaded, which the root
 * receives as input (`readAppInput()` in the browser), so neither machine
 * reads a cookie. While a session exists it also runs, in this order, the
 * notification socket (systemId 'notifications'), the notifications list
 * ('notificationList') and the inbox ('inbox') that listen to it, and presence
 * ('presence', which reaches every socket through the system); their code is
 * fetched when the session starts (a visitor's first page carries none of it).
 * They stop when the session ends and start afresh for another user's session.
 * A 4001 close of the notification socket (the session was signed out on
 * another device) makes auth ask for the current user, so a revoked token
 * logs this page out at once rather than at its next call. Screens' actors run
 * in its system with it as their parent (src/ui/app/useScreenActor).
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    input: {} as AppInput,
    events: {} as AppEvent,
    emitted: {} as AppEmitted,
    children: {} as { auth: 'auth'; lookups: 'lookups'; apiErrors: 'watchApiErrors'; session: 'watchSession' },
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
    socketRefusedSession: (_, notice: { error: string | null }) => notice.error === MESSAGES.realtimeAuthFailed,
  },
  actions: {
    toastPleaseLogIn: emit({ type: 'toast', tone: 'info', message: MESSAGES.pleaseLogIn }),
    toastApiError: emit((_, failure: ApiFailure) => ({ type: 'toast' as const, tone: 'error' as const, message: failure.message })),
    keepSession: assign(({ event }) => (event.type === 'session.started' ? { session: event.session } : {})),
    // The socket first: the notifications list and the inbox listen to it, and presence reaches it through the system.
    startLiveActors: assign(({ spawn, self }, start: LiveStart) => {
      const { logic } = start;
      const socket = spawn(logic.socket, { systemId: start.socketSystemId, input: { ...start.socket, receiver: self } });
      const notifications = spawn(logic.notifications, { systemId: SYSTEM_IDS.notificationList, input: { socket } });
      const inbox = spawn(logic.inbox, { systemId: SYSTEM_IDS.inbox, input: { socket } });
      const presence = spawn(logic.presence, { systemId: SYSTEM_IDS.presence, input: start.presence });
      return { notificationSocket: socket, liveActors: { notifications, inbox, presence } };
    }),
    // The server closed the socket with 4001 (the session was signed out elsewhere): auth asks the server, and a rejected token logs out here too.
    recheckSession: sendTo('auth', { type: 'currentUser.refreshRequested' }),
    stopLiveActors: enqueueActions(({ context, enqueue }) => {
      const { liveActors, notificationSocket } = context;
      for (const actor of [liveActors?.presence, liveActors?.inbox, liveActors?.notifications, notificationSocket]) if (actor) enqueue(stopChild(actor));
      enqueue.assign({ notificationSocket: null, liveActors: null, session: null });
    }),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ storedSession: input.storedSession, notificationSocket: null, liveActors: null, session: null }),
  initial: 'running',
  states: {
    running: {
      invoke: [
        { src: 'auth', id: 'auth', systemId: SYSTEM_IDS.auth, input: ({ context }) => ({ storedSession: context.storedSession }) },
        // The categories cache outlives the screens that read it (five minutes).
        { src: 'lookups', id: 'lookups', systemId: SYSTEM_IDS.lookups },
        { src: 'watchApiErrors', id: 'apiErrors' },
        { src: 'watchSession', id: 'session' },
      ],
      on: {
        'api.failed': [
          { guard: { type: 'needsLogin', params: ({ event }) => event }, actions: 'toastPleaseLogIn' },
          { guard: { type: 'isQuiet', params: ({ event }) => event } },
          { guard: { type: 'tokenRejected', params: ({ event }) => event } },
          { actions: { type: 'toastApiError', params: ({ event }) => event } },
        ],
      },
      initial: 'signedOut',
      states: {
        signedOut: {
          on: { 'session.started': { target: 'signedIn' } },
        },
        signedIn: {
          entry: 'keepSession',
          exit: 'stopLiveActors',
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadLiveLogic',
                input: ({ context }) => ({ session: context.session ?? { token: '', username: '' } }),
                onDone: { target: 'live', actions: { type: 'startLiveActors', params: ({ event }) => event.output } },
                // The code could not be fetched (offline at sign-in): the session stands without live updates.
                onError: { target: 'unavailable' },
              },
            },
            live: {},
            unavailable: {},
          },
          on: {
            'session.started': { target: 'signedIn', reenter: true },
            'session.ended': { target: 'signedOut' },
            'socket.statusChanged': { guard: { type: 'socketRefusedSession', params: ({ event }) => event }, actions: 'recheckSession' },
          },
        },
      },
    },
  },
});
