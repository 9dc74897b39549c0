import { assertEvent, assign, emit, setup } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { clearSession, writeSession } from '../../services/cookies';
import { clearPrivateStorage } from '../../services/privateStorage';
import { authActors } from './auth.actors';
import type { AuthContext, AuthEmitted, AuthEvent, AuthInput, CurrentUserOutcome, LoginOutcome, Session } from './auth.types';

const signedOutContext = {
  session: null,
  user: null,
  currentUser: null,
} satisfies Partial<AuthContext>;

/** Every way out of the session: the cookies and what the browser kept for the user go, the context forgets it, and the user is told. */
const endSession = ['clearSessionCookies', 'clearPrivateStorage', 'forgetSession', 'announceLogout', 'toastLogout'] as const;

/**
 * The session of this browser.
 *
 * Guarantees:
 * - It starts from its input, the session the cookies held when the page
 *   loaded: a stored token and username put it in `signedIn` at once (no flash
 *   of the signed-out view), then the current user loads.
 * - `signedIn` always has a session, and the three cookies hold it: a login
 *   writes them before entering, every way out of the session clears them,
 *   and with them what this browser kept for the user (unsent chat messages,
 *   the wallet, the hidden-posts cache).
 * - A 401 or 'Invalid token' from any call, or while loading the current user,
 *   ends the session without asking the server (the token is already dead).
 * - Logout asks the server to revoke the token but never waits on its verdict:
 *   success or failure, the cookies go and 'You have been logged out' is said.
 * - While signed in or out, `watchStoredSession` watches the cookies (every
 *   DURATIONS.cookiePolling) and reports only a change, as `cookies.changed`:
 *   so another tab's logout signs this one out (with the logout notice, and its
 *   leftovers cleared), another tab's sign-in signs this one in, and a session
 *   replaced in another tab is restored here as that session.
 * - A refused login keeps the server's message ('Login failed' when there is
 *   none); an unverified account emits `login.inactive` with its username.
 * - It reads no cookies and sets no timers itself: cookie reads and polling
 *   are the watcher's, writes and clears are named actions, so a recorded
 *   trace replays against it anywhere.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
    input: {} as AuthInput,
  },
  actors: authActors,
  guards: {
    hasSession: ({ context }) => context.session !== null,
    storedSessionFound: (_, stored: Session | null) => stored !== null,
    storedSessionLost: (_, stored: Session | null) => stored === null,
    loginSucceeded: (_, outcome: LoginOutcome) => outcome.kind === 'success',
    loginNeedsActivation: (_, outcome: LoginOutcome) => outcome.kind === 'inactive',
    currentUserLoaded: (_, outcome: CurrentUserOutcome) => outcome.kind === 'loaded',
    tokenRejected: (_, outcome: CurrentUserOutcome) => outcome.kind === 'authFailed',
  },
  actions: {
    writeSessionCookies: (_, session: Session) => writeSession(session),
    clearSessionCookies: () => clearSession(),
    // Unsent chat messages, the wallet and the hidden-posts cache are the user's, not the device's.
    clearPrivateStorage: () => clearPrivateStorage(),
    storeSession: assign((_, session: Session | null) => ({ ...signedOutContext, session, notice: null })),
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
    // The user edits the form again: the refused login's message has served.
    dismissLoginError: assign({ loginError: null }),
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
}).createMachine({
  id: 'auth',
  initial: 'restoring',
  context: ({ input }) => ({
    ...signedOutContext,
    session: input.storedSession,
    loginError: null,
    pendingActivation: null,
    notice: null,
  }),
  states: {
    // Transient: decides from the stored session before the first snapshot is read.
    restoring: {
      always: [{ guard: 'hasSession', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      invoke: { src: 'watchStoredSession', input: { session: null } },
      on: {
        // Another tab signed in: its cookies already hold the session, so nothing is written.
        'cookies.changed': {
          guard: { type: 'storedSessionFound', params: ({ event }) => event.session },
          target: 'signedIn',
          actions: ['clearLoginOutcome', { type: 'storeSession', params: ({ event }) => event.session }],
        },
        'login.submitted': { target: 'signingIn', actions: 'clearLoginOutcome' },
        'login.dismissed': { actions: 'dismissLoginError' },
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
      invoke: [
        { src: 'watchApiAuthFailures' },
        { src: 'watchStoredSession', input: ({ context }) => ({ session: context.session }) },
      ],
      on: {
        'user.logoutRequested': { target: 'signingOut' },
        'cookies.changed': [
          // Another tab logged out: whatever it left behind (username, onlineStatus) goes too.
          {
            guard: { type: 'storedSessionLost', params: ({ event }) => event.session },
            target: 'signedOut',
            actions: [...endSession],
          },
          // Another tab signed in as someone else (the watcher reports only a different session).
          {
            target: 'signedIn',
            reenter: true,
            actions: { type: 'storeSession', params: ({ event }) => event.session },
          },
        ],
        'api.authFailed': {
          target: 'signedOut',
          actions: [...endSession],
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
                    actions: [...endSession],
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
      },
    },
    signingOut: {
      invoke: {
        src: 'logOut',
        onDone: { target: 'signedOut', actions: [...endSession] },
        onError: { target: 'signedOut', actions: [...endSession] },
      },
    },
  },
});

