import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES, type CurrentUser } from '../../src/contract';
import { authActors, authMachine, type AuthContext, type AuthEvent } from '../../src/machines/auth';
import { currentUserOf } from '../machines/auth.fixtures';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, systemEvent, type MachineModel } from './harness';

export const SESSION = { token: 'a'.repeat(40), username: 'ada_okafor' };

/** The session another tab signs in with. */
export const OTHER_SESSION = { token: 'c'.repeat(40), username: 'bola_ade' };

export const sessionUser = { id: 7, username: SESSION.username, email: 'ada@example.com', first_name: 'Ada', last_name: 'Okafor', is_vendor: false };

export const currentUser: CurrentUser = currentUserOf(SESSION.username);

export const authEventFixtures = {
  'login.submitted': [{ type: 'login.submitted', username: ' Ada_Okafor ', password: 'Secret123' }],
  'login.dismissed': [{ type: 'login.dismissed' }],
  'user.logoutRequested': [{ type: 'user.logoutRequested' }],
  'session.established': [{ type: 'session.established', token: 'b'.repeat(40), username: 'new_user' }],
  'api.authFailed': [{ type: 'api.authFailed', message: MESSAGES.invalidToken }],
  'currentUser.refreshRequested': [{ type: 'currentUser.refreshRequested' }],
  // What the stored-session watcher reports: the cookies gone, this user's, another user's.
  'cookies.changed': [
    { type: 'cookies.changed', session: null },
    { type: 'cookies.changed', session: SESSION },
    { type: 'cookies.changed', session: OTHER_SESSION },
  ],
} satisfies EventFixtures<AuthEvent>;

export const authOutputFixtures = {
  logIn: [
    { kind: 'success', answer: { token: SESSION.token, user: sessionUser, message: MESSAGES.loginSuccess } },
    { kind: 'inactive', username: SESSION.username },
    { kind: 'failure', message: MESSAGES.invalidCredentials },
  ],
  loadCurrentUser: [
    { kind: 'loaded', currentUser },
    { kind: 'authFailed', message: MESSAGES.invalidToken },
    { kind: 'unavailable', message: MESSAGES.networkError },
  ],
  logOut: [undefined],
  watchApiAuthFailures: [undefined],
  watchStoredSession: [undefined],
} satisfies OutputFixtures<typeof authActors>;

export const authSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof authActors.logIn>(authMachine, 'logIn', authOutputFixtures.logIn),
  ...doneEvents<typeof authActors.loadCurrentUser>(authMachine, 'loadCurrentUser', authOutputFixtures.loadCurrentUser),
  ...doneEvents<typeof authActors.logOut>(authMachine, 'logOut', authOutputFixtures.logOut),
  ...errorEvents(authMachine, 'logIn'),
  ...errorEvents(authMachine, 'loadCurrentUser'),
  ...errorEvents(authMachine, 'logOut'),
];

/** The logIn, loadCurrentUser and logOut results above, by their index in `authOutputFixtures`. */
export const loginDone = (index: number) => systemEvent(authSystemEvents, 'xstate.done.actor.0.auth.signingIn', index);
export const currentUserDone = (index: number) => systemEvent(authSystemEvents, 'xstate.done.actor.0.auth.signedIn.currentUser.loading', index);
export const logoutDone = () => systemEvent(authSystemEvents, 'xstate.done.actor.0.auth.signingOut');

export const authVariants = {
  signedOut: { name: 'no stored session', input: { storedSession: null } },
  stored: { name: 'a stored session', input: { storedSession: SESSION } },
};

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as AuthContext;

const sameSession = (a: AuthContext['session'], b: AuthContext['session']) => a?.token === b?.token && a?.username === b?.username;

/** The watcher reports only a stored session that differs from what the machine holds (it starts from that). */
const watcherCanReport = (snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean =>
  event.type !== 'cookies.changed' || !sameSession((event as Extract<AuthEvent, { type: 'cookies.changed' }>).session, context(snapshot).session);

export const authModel: MachineModel = {
  name: 'auth',
  machine: authMachine,
  variants: Object.values(authVariants),
  events: [...fixtureEvents<AuthEvent>(authEventFixtures), ...authSystemEvents],
  serialize: (snapshot) => {
    const { session, user, currentUser: loaded, loginError, pendingActivation, notice } = context(snapshot);
    return JSON.stringify({
      value: snapshot.value,
      session: session?.username ?? null,
      user: user?.username ?? null,
      currentUser: loaded?.user.username ?? null,
      loginError,
      pendingActivation,
      notice,
    });
  },
  filterEvents: watcherCanReport,
};
