import { afterEach, describe, expect, test } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef, type InspectionEvent } from 'xstate';
import { CALLBACK_ERRORS, MESSAGES } from '../../src/contract';
import { authMachine, selectAuthStatus, type AuthEmitted, type CurrentUserOutcome, type Session } from '../../src/machines/auth';
import {
  authCallbackMachine,
  resolveCallback,
  selectEnding,
  type AuthCallbackEmitted,
  type CallbackEnding,
} from '../../src/machines/authCallback';
import { currentUserOf } from './auth.fixtures';

const running: AnyActorRef[] = [];
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

type CurrentUserAnswer = { settle: (outcome: CurrentUserOutcome) => void };

/**
 * A real auth actor whose current-user load the test answers, and which
 * writes no cookies and watches nothing (the watchers are the browser's).
 */
function startAuth(storedSession: Session | null = null) {
  const answers: CurrentUserAnswer[] = [];
  const machine = authMachine.provide({
    actors: {
      loadCurrentUser: fromPromise<CurrentUserOutcome, { username: string }>(
        () => new Promise((settle) => answers.push({ settle })),
      ),
      watchApiAuthFailures: fromCallback(() => undefined),
      watchStoredSession: fromCallback(() => undefined),
    },
    actions: { writeSessionCookies: () => undefined, clearSessionCookies: () => undefined },
  });
  const auth = createActor(machine, { input: { storedSession } });
  running.push(auth);
  const said: AuthEmitted[] = [];
  auth.on('*', (event) => said.push(event));
  auth.start();
  /** Answers the newest current-user load. */
  const answer = async (outcome: CurrentUserOutcome) => {
    answers.at(-1)?.settle(outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { auth, said, answer };
}

/** The callback actor for `query`, in front of `auth`, with everything it emits and every event auth received from it. */
function startCallback(query: string, auth = startAuth().auth) {
  const received: string[] = [];
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.event' && event.actorRef === auth) received.push(event.event.type);
  };
  const actor = createActor(authCallbackMachine, { input: { result: resolveCallback(new URLSearchParams(query)), auth }, inspect });
  running.push(actor);
  const emitted: AuthCallbackEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, received };
}

const toLogin = (message: string): CallbackEnding => ({ to: '/login', tone: 'error', message });

describe('authCallback: the query says no', () => {
  test.each(Object.entries(CALLBACK_ERRORS))('error=%s says %j and ends at /login', (code, text) => {
    const { auth, said } = startAuth();
    const { actor, emitted, received } = startCallback(`error=${code}`, auth);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectEnding(actor.getSnapshot())).toEqual(toLogin(text));
    expect(emitted).toEqual([{ type: 'toast', tone: 'error', message: text }]);
    expect(received).toEqual([]);
    expect(said).toEqual([]);
    expect(selectAuthStatus(auth.getSnapshot())).toBe('signedOut');
  });

  test('an unknown code says it generally', () => {
    const { actor, emitted } = startCallback('error=server_on_fire');
    expect(selectEnding(actor.getSnapshot())).toEqual(toLogin(MESSAGES.callbackOtherCode));
    expect(emitted).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.callbackOtherCode }]);
  });

  test("our server's not_configured says third-party sign-in is not set up", () => {
    const { actor } = startCallback('error=not_configured');
    expect(selectEnding(actor.getSnapshot())).toEqual(toLogin(MESSAGES.thirdPartyNotConfigured));
  });

  test('an error wins over credentials', () => {
    const { actor, received } = startCallback('error=access_denied&token=abc&username=chidi');
    expect(selectEnding(actor.getSnapshot())).toEqual(toLogin(CALLBACK_ERRORS.access_denied ?? ''));
    expect(received).toEqual([]);
  });

  test.each(['token=abc', 'username=chidi', 'token=&username=chidi', 'token=abc&username=%20', ''])(
    'missing token or username (%j) says so and ends at /login',
    (query) => {
      const { actor, emitted, received } = startCallback(query);
      expect(selectEnding(actor.getSnapshot())).toEqual(toLogin(MESSAGES.callbackMissingCredentials));
      expect(emitted).toEqual([{ type: 'toast', tone: 'error', message: MESSAGES.callbackMissingCredentials }]);
      expect(received).toEqual([]);
    },
  );
});

describe('authCallback: credentials', () => {
  test('hands them to auth once, then waits for the current user', () => {
    const { auth } = startAuth();
    const { actor, emitted, received } = startCallback('token=oidc-token&username=chidi&new_user=false', auth);
    expect(received).toEqual(['session.established']);
    expect(auth.getSnapshot().context.session).toEqual({ token: 'oidc-token', username: 'chidi' });
    expect(actor.getSnapshot().matches('awaitingUser')).toBe(true);
    expect(selectEnding(actor.getSnapshot())).toBeNull();
    expect(emitted).toEqual([]);
  });

  test.each([
    ['new_user=false', MESSAGES.thirdPartySignedIn],
    ['new_user=true', MESSAGES.thirdPartyNewUser],
    ['', MESSAGES.thirdPartySignedIn],
  ])("once the user is loaded (%s) it says %j and ends at /", async (flag, text) => {
    const { auth, answer } = startAuth();
    const { actor, emitted } = startCallback(`token=oidc-token&username=chidi&${flag}`, auth);
    await answer({ kind: 'loaded', currentUser: currentUserOf('chidi') });
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(selectEnding(actor.getSnapshot())).toEqual({ to: '/', tone: 'success', message: text });
    expect(emitted).toEqual([{ type: 'toast', tone: 'success', message: text }]);
  });

  test('details unavailable for now still end signed in (the session stands)', async () => {
    const { auth, answer } = startAuth();
    const { actor } = startCallback('token=oidc-token&username=chidi', auth);
    await answer({ kind: 'unavailable', message: MESSAGES.networkError });
    expect(selectEnding(actor.getSnapshot())).toEqual({ to: '/', tone: 'success', message: MESSAGES.thirdPartySignedIn });
  });

  test("a rejected token withdraws 'You have been logged out', says 'Failed to complete sign-in' and ends at /login", async () => {
    const { auth, said, answer } = startAuth();
    const { actor, emitted } = startCallback('token=forged&username=chidi', auth);
    await answer({ kind: 'authFailed', message: MESSAGES.invalidToken });
    expect(said).toEqual([{ type: 'toast', tone: 'info', message: MESSAGES.loggedOut }]);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectEnding(actor.getSnapshot())).toEqual(toLogin(MESSAGES.callbackFailed));
    expect(emitted).toEqual([
      { type: 'toast.withdrawn', tone: 'info', message: MESSAGES.loggedOut },
      { type: 'toast', tone: 'error', message: MESSAGES.callbackFailed },
    ]);
  });

  test("replaces a session this tab already had, and waits for the new user rather than the old one", async () => {
    const { auth, answer } = startAuth({ token: 'old-token', username: 'alice' });
    await answer({ kind: 'loaded', currentUser: currentUserOf('alice') });
    expect(auth.getSnapshot().matches({ signedIn: { currentUser: 'ready' } })).toBe(true);
    const { actor } = startCallback('token=oidc-token&username=chidi', auth);
    expect(selectEnding(actor.getSnapshot())).toBeNull();
    expect(auth.getSnapshot().context.session).toEqual({ token: 'oidc-token', username: 'chidi' });
    await answer({ kind: 'loaded', currentUser: currentUserOf('chidi') });
    expect(selectEnding(actor.getSnapshot())?.to).toBe('/');
  });
});
