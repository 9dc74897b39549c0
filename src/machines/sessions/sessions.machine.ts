import { assign, emit, setup } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { settingsErrorToast } from '../shared/settingsUpdate';
import { sessionsActors } from './sessions.actors';
import type { SessionsContext, SessionsEmitted, SessionsEvent, SessionsLoadOutcome, SignOutOutcome } from './sessions.types';

/**
 * The "Sessions" section of the profile settings: every sign-in of the user, with "Sign out" for each and
 * "Sign out of all other sessions".
 *
 * Guarantees:
 * - One sign-out at a time (tag `busy`); a session leaves the list only once the server ended it, and a
 *   refused sign-out leaves the list as it was, with the failure said in a toast.
 * - Signing out the session of this browser is a logout: it is not sent as a session sign-out but emitted
 *   as `logout.requested`, so the app ends the session the way Logout does.
 * - A list that failed to load says why and can be asked for again.
 */
export const sessionsMachine = setup({
  types: {
    context: {} as SessionsContext,
    events: {} as SessionsEvent,
    emitted: {} as SessionsEmitted,
  },
  actors: sessionsActors,
  guards: {
    loaded: (_, outcome: SessionsLoadOutcome) => outcome.ok,
    signedOut: (_, outcome: SignOutOutcome) => outcome.ok,
    isCurrentSession: ({ context }, params: { id: number }) => context.sessions.some((session) => session.id === params.id && session.current),
    isListed: ({ context }, params: { id: number }) => context.sessions.some((session) => session.id === params.id),
  },
  actions: {
    storeSessions: assign((_, outcome: SessionsLoadOutcome) => (outcome.ok ? { sessions: outcome.sessions, loadError: null } : {})),
    storeLoadError: assign((_, outcome: SessionsLoadOutcome | undefined) => ({
      loadError: outcome && !outcome.ok ? outcome.message : null,
    })),
    markSigningOut: assign((_, params: { id: number }) => ({ signingOut: params.id })),
    dropSignedOut: assign(({ context }) => ({
      sessions: context.sessions.filter((session) => session.id !== context.signingOut),
      signingOut: null,
    })),
    keepOnlyCurrent: assign(({ context }) => ({ sessions: context.sessions.filter((session) => session.current) })),
    clearSigningOut: assign({ signingOut: null }),
    toastSignedOut: emit((_, outcome: SignOutOutcome) => ({ type: 'toast' as const, tone: 'success' as const, message: outcome.message })),
    toastFailure: emit((_, outcome: SignOutOutcome | undefined) => settingsErrorToast(outcome?.message ?? MESSAGES.sessionSignOutFailed)),
    requestLogout: emit({ type: 'logout.requested' }),
  },
}).createMachine({
  id: 'sessions',
  context: { sessions: [], loadError: null, signingOut: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSessions',
        onDone: [
          {
            guard: { type: 'loaded', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'storeSessions', params: ({ event }) => event.output },
          },
          { target: 'failed', actions: { type: 'storeLoadError', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'storeLoadError', params: undefined } },
      },
    },
    failed: {
      on: { 'sessions.retried': { target: 'loading' } },
    },
    ready: {
      on: {
        'session.signOutRequested': [
          { guard: { type: 'isCurrentSession', params: ({ event }) => event }, actions: 'requestLogout' },
          {
            guard: { type: 'isListed', params: ({ event }) => event },
            target: 'signingOutOne',
            actions: { type: 'markSigningOut', params: ({ event }) => event },
          },
        ],
        'others.signOutRequested': { target: 'signingOutOthers' },
      },
    },
    signingOutOne: {
      tags: ['busy'],
      invoke: {
        src: 'signOutOne',
        input: ({ context }) => ({ id: context.signingOut ?? 0 }),
        onDone: [
          {
            guard: { type: 'signedOut', params: ({ event }) => event.output },
            target: 'ready',
            actions: ['dropSignedOut', { type: 'toastSignedOut', params: ({ event }) => event.output }],
          },
          { target: 'ready', actions: ['clearSigningOut', { type: 'toastFailure', params: ({ event }) => event.output }] },
        ],
        onError: { target: 'ready', actions: ['clearSigningOut', { type: 'toastFailure', params: undefined }] },
      },
    },
    signingOutOthers: {
      tags: ['busy'],
      invoke: {
        src: 'signOutOthers',
        onDone: [
          {
            guard: { type: 'signedOut', params: ({ event }) => event.output },
            target: 'ready',
            actions: ['keepOnlyCurrent', { type: 'toastSignedOut', params: ({ event }) => event.output }],
          },
          { target: 'ready', actions: { type: 'toastFailure', params: ({ event }) => event.output } },
        ],
        onError: { target: 'ready', actions: { type: 'toastFailure', params: undefined } },
      },
    },
  },
});
