import { assertEvent, assign, emit, setup } from 'xstate';
import { DURATIONS, MESSAGES } from '../../contract';
import { clearSession, readSession, writeSession } from '../../services/cookies';
import { authActors } from './auth.actors';
import type { AuthContext, AuthEmitted, AuthEvent, CurrentUserOutcome, LoginOutcome, Session } from './auth.types';

const signedOutContext = {
  session: null,
  user: null,
  currentUser: null,
} satisfies Partial<AuthContext>;

/**
 * The session of this browser.
 *
 * Guarantees:
 * - It starts from the cookies: a stored token and username put it in `signedIn`
 *   at once (no flash of the signed-out view), then the current user loads.
 * - `signedIn` always has a session, and the three cookies hold it: a login
 *   writes them before entering, every way out of `signedIn` clears them.
 * - A 401 or 'Invalid token' from any call, or while loading the current user,
 *   ends the session without asking the server (the token is already dead).
 * - Logout asks the server to revoke the token but never waits on its verdict:
 *   success or failure, the cookies go and 'You have been logged out' is said.
 * - The cookies are polled every DURATIONS.cookiePolling, so a logout (or a
 *   sign-in) in another tab reaches this one.
 * - A refused login keeps the server's message ('Login failed' when there is
 *   none); an unverified account emits `login.inactive` with its username.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
  },
  actors: authActors,
  guards: {
    hasStoredSession: () => readSession() !== null,
    storedSessionLost: () => readSession() === null,
    storedSessionChanged: ({ context }) => readSession()?.token !== context.session?.token,
    loginSucceeded: (_, outcome: LoginOutcome) => outcome.kind === 'success',
    loginNeedsActivation: (_, outcome: LoginOutcome) => outcome.kind === 'inactive',
    currentUserLoaded: (_, outcome: CurrentUserOutcome) => outcome.kind === 'loaded',
    tokenRejected: (_, outcome: CurrentUserOutcome) => outcome.kind === 'authFailed',
  },
  actions: {
    adoptStoredSession: assign({ session: () => readSession(), user: null, currentUser: null }),
    writeSessionCookies: (_, session: Session) => writeSession(session),
    clearSessionCookies: () => clearSession(),
    storeSession: assign((_, session: Session) => ({ ...signedOutContext, session, notice: null })),
    writeLoginCookies: (_, outcome: LoginOutcome) => {
      if (outcome.kind === 'success') writeSession({ token: outcome.answer.token, username: outcome.answer.user.username });
    },
    storeLogin: assign((_, outcome: LoginOutcome) =>
      outcome.kind === 'success'
        ? {
            session: { token: outcome.answer.token, username: outcome.answer.user.username },
            user: outcome.answer.user,
            currentUser: null,
            notice: null,
          }
        : {},
    ),
    forgetSession: assign(signedOutContext),
    clearLoginOutcome: assign({ loginError: null, pendingActivation: null }),
    storeLoginFailure: assign((_, outcome: LoginOutcome) => ({
      loginError: outcome.kind === 'failure' ? outcome.message : MESSAGES.loginFailed,
    })),
    storeLoginCrash: assign({ loginError: MESSAGES.loginFailed }),
    storePendingActivation: assign((_, outcome: LoginOutcome) => ({
      pendingActivation: outcome.kind === 'inactive' ? outcome.username : null,
    })),
    announcePendingActivation: emit((_, outcome: LoginOutcome) => ({
      type: 'login.inactive' as const,
      username: outcome.kind === 'inactive' ? outcome.username : '',
    })),
    announceLogin: emit({ type: 'toast', tone: 'success', message: MESSAGES.loginSuccess }),
    // Recorded as well as emitted: a view mounted later can still read it.
    announceLogout: assign({ notice: MESSAGES.loggedOut }),
    toastLogout: emit({ type: 'toast', tone: 'info', message: MESSAGES.loggedOut }),
    storeCurrentUser: assign((_, outcome: CurrentUserOutcome) =>
      outcome.kind === 'loaded' ? { currentUser: outcome.currentUser } : {},
    ),
  },
  delays: {
    cookiePolling: DURATIONS.cookiePolling,
  },
}).createMachine({
  id: 'auth',
  initial: 'restoring',
  context: {
    ...signedOutContext,
    loginError: null,
    pendingActivation: null,
    notice: null,
  },
  states: {
    // Transient: decides from the cookies before the first snapshot is read.
    restoring: {
      always: [
        { guard: 'hasStoredSession', target: 'signedIn', actions: 'adoptStoredSession' },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      after: {
        // Another tab may have signed in.
        cookiePolling: [{ guard: 'hasStoredSession', target: 'restoring' }, { target: 'signedOut', reenter: true }],
      },
      on: {
        'login.submitted': { target: 'signingIn', actions: 'clearLoginOutcome' },
        'login.dismissed': { actions: assign({ loginError: null }) },
        'session.established': {
          target: 'signedIn',
          actions: [
            'clearLoginOutcome',
            { type: 'writeSessionCookies', params: ({ event }) => ({ token: event.token, username: event.username }) },
            { type: 'storeSession', params: ({ event }) => ({ token: event.token, username: event.username }) },
          ],
        },
      },
    },
    signingIn: {
      invoke: {
        src: 'logIn',
        input: ({ event }) => {
          assertEvent(event, 'login.submitted');
          return { username: event.username.trim().toLowerCase(), password: event.password };
        },
        onDone: [
          {
            guard: { type: 'loginSucceeded', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: [
              { type: 'writeLoginCookies', params: ({ event }) => event.output },
              { type: 'storeLogin', params: ({ event }) => event.output },
              'announceLogin',
            ],
          },
          {
            guard: { type: 'loginNeedsActivation', params: ({ event }) => event.output },
            target: 'signedOut',
            actions: [
              { type: 'storePendingActivation', params: ({ event }) => event.output },
              { type: 'announcePendingActivation', params: ({ event }) => event.output },
            ],
          },
          { target: 'signedOut', actions: { type: 'storeLoginFailure', params: ({ event }) => event.output } },
        ],
        onError: { target: 'signedOut', actions: 'storeLoginCrash' },
      },
    },
    signedIn: {
      type: 'parallel',
      invoke: { src: 'watchApiAuthFailures' },
      on: {
        'user.logoutRequested': { target: 'signingOut' },
        'api.authFailed': {
          target: 'signedOut',
          actions: ['clearSessionCookies', 'forgetSession', 'announceLogout', 'toastLogout'],
        },
        // A third-party sign-in replaces whatever session this tab had.
        'session.established': {
          target: 'signedIn',
          reenter: true,
          actions: [
            { type: 'writeSessionCookies', params: ({ event }) => ({ token: event.token, username: event.username }) },
            { type: 'storeSession', params: ({ event }) => ({ token: event.token, username: event.username }) },
          ],
        },
      },
      states: {
        currentUser: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadCurrentUser',
                input: ({ context }) => ({ username: context.session?.username ?? '' }),
                onDone: [
                  {
                    guard: { type: 'currentUserLoaded', params: ({ event }) => event.output },
                    target: 'ready',
                    actions: { type: 'storeCurrentUser', params: ({ event }) => event.output },
                  },
                  {
                    guard: { type: 'tokenRejected', params: ({ event }) => event.output },
                    target: '#auth.signedOut',
                    actions: ['clearSessionCookies', 'forgetSession', 'announceLogout', 'toastLogout'],
                  },
                  { target: 'unavailable' },
                ],
                onError: { target: 'unavailable' },
              },
            },
            ready: {
              on: { 'currentUser.refreshRequested': { target: 'loading' } },
            },
            // Network or server trouble: the session stands, the details wait for a retry.
            unavailable: {
              on: { 'currentUser.refreshRequested': { target: 'loading' } },
            },
          },
        },
        cookies: {
          initial: 'watching',
          states: {
            watching: {
              after: {
                cookiePolling: [
                  // Another tab logged out.
                  {
                    guard: 'storedSessionLost',
                    target: '#auth.signedOut',
                    // Whatever the other tab left behind (username, onlineStatus) goes too.
                    actions: ['clearSessionCookies', 'forgetSession', 'announceLogout', 'toastLogout'],
                  },
                  // Another tab signed in as someone else.
                  { guard: 'storedSessionChanged', target: '#auth.restoring' },
                  { target: 'watching', reenter: true },
                ],
              },
            },
          },
        },
      },
    },
    signingOut: {
      invoke: {
        src: 'logOut',
        onDone: { target: 'signedOut', actions: ['clearSessionCookies', 'forgetSession', 'announceLogout', 'toastLogout'] },
        onError: { target: 'signedOut', actions: ['clearSessionCookies', 'forgetSession', 'announceLogout', 'toastLogout'] },
      },
    },
  },
});

