import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef, type InspectionEvent } from 'xstate';
import { currentUserAnswerSchema, DURATIONS, MESSAGES } from '../../src/contract';
import {
  authMachine,
  selectAuthStatus,
  selectLoginError,
  selectNotice,
  selectPendingActivation,
  selectUsername,
  type AuthEmitted,
  type CurrentUserOutcome,
} from '../../src/machines/auth';
import { call } from '../../src/services/api';
import { readSession, writeSession, type Session } from '../../src/services/cookies';
import { localHiddenPosts } from '../../src/services/marketplace';
import { offlineQueueKey, readOfflineQueue, writeOfflineQueue } from '../../src/services/offlineQueue';
import { saveWallet } from '../../src/services/wallet';
import { server } from '../setup/msw';
import { aliceLogin, currentUserOf } from './auth.fixtures';

type Recorded = { emitted: AuthEmitted[] };

const running: AnyActorRef[] = [];
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

/** Starts the auth actor as the root actor would: from the session the cookies hold now (or the one given). */
function start(options: { machine?: typeof authMachine; storedSession?: Session | null; inspect?: (event: InspectionEvent) => void } = {}) {
  const storedSession = options.storedSession === undefined ? readSession() : options.storedSession;
  const actor = createActor(options.machine ?? authMachine, {
    input: { storedSession },
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
  running.push(actor);
  const recorded: Recorded = { emitted: [] };
  actor.on('*', (event) => recorded.emitted.push(event));
  actor.start();
  return { actor, recorded };
}

function answerCurrentUser() {
  server.use(
    http.get('/api/fetchcurruserdetails', ({ request }) => {
      const username = new URL(request.url).searchParams.get('username') ?? '';
      return HttpResponse.json({ currentuser: currentUserOf(username) });
    }),
  );
}

/** The machine with a current-user load that never settles: the test decides nothing about it. */
const withIdleUserLoad = authMachine.provide({
  actors: { loadCurrentUser: fromPromise<CurrentUserOutcome, { username: string }>(() => new Promise(() => {})) },
});

describe('auth: restoring the session', () => {
  test('starts signed out without cookies', () => {
    const { actor } = start();
    expect(selectAuthStatus(actor.getSnapshot())).toBe('signedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  test('starts signed in from the cookies and loads the current user', async () => {
    writeSession({ token: 'stored-token', username: 'alice' });
    let authorization: string | null = null;
    server.use(
      http.get('/api/fetchcurruserdetails', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ currentuser: currentUserOf('alice') });
      }),
    );
    const { actor } = start();
    expect(actor.getSnapshot().matches({ signedIn: { currentUser: 'loading' } })).toBe(true);
    expect(selectUsername(actor.getSnapshot())).toBe('alice');
    const ready = await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: { currentUser: 'ready' } }));
    expect(ready.context.currentUser).toEqual(currentUserAnswerSchema.parse({ currentuser: currentUserOf('alice') }).currentuser);
    expect(authorization).toBe('Token stored-token');
  });

  test('keeps the session when the current user cannot be loaded (network trouble)', async () => {
    writeSession({ token: 'stored-token', username: 'alice' });
    server.use(http.get('/api/fetchcurruserdetails', () => HttpResponse.error()));
    const { actor } = start();
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: { currentUser: 'unavailable' } }));
    expect(readSession()).toEqual({ token: 'stored-token', username: 'alice' });
    answerCurrentUser();
    actor.send({ type: 'currentUser.refreshRequested' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: { currentUser: 'ready' } }));
  });

  test("logs out when the current user's details answer 'invalid token'", async () => {
    writeSession({ token: 'revoked', username: 'alice' });
    server.use(http.get('/api/fetchcurruserdetails', () => HttpResponse.json({ message: 'invalid token' }, { status: 403 })));
    const { actor, recorded } = start();
    const out = await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(readSession()).toBeNull();
    expect(document.cookie).not.toContain('loginToken=revoked');
    expect(selectNotice(out)).toBe(MESSAGES.loggedOut);
    expect(recorded.emitted).toContainEqual({ type: 'toast', tone: 'info', message: MESSAGES.loggedOut });
  });
});

describe('auth: login', () => {
  test('sends the lower-cased, trimmed username with the device, then writes the three cookies', async () => {
    let body: unknown;
    server.use(
      http.post('/api/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(aliceLogin);
      }),
    );
    answerCurrentUser();
    const { actor, recorded } = start();
    actor.send({ type: 'login.submitted', username: '  Alice@Example.COM ', password: 'secret-pass' });
    expect(selectAuthStatus(actor.getSnapshot())).toBe('signingIn');
    const signedIn = await waitFor(actor, (snapshot) => snapshot.matches('signedIn'));
    expect(body).toEqual({ username: 'alice@example.com', password: 'secret-pass', device: expect.stringContaining(navigator.userAgent) });
    expect(readSession()).toEqual({ token: aliceLogin.token, username: 'alice' });
    expect(document.cookie).toContain('onlineStatus=online');
    expect(signedIn.context.user).toEqual(aliceLogin.user);
    expect(recorded.emitted).toContainEqual({ type: 'toast', tone: 'success', message: MESSAGES.loginSuccess });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: { currentUser: 'ready' } }));
  });

  test("an 'inactive user' answer leaves the user signed out and asks for activation", async () => {
    server.use(http.post('/api/login', () => HttpResponse.json({ message: 'inactive user', username: 'bola' }, { status: 403 })));
    const { actor, recorded } = start();
    actor.send({ type: 'login.submitted', username: 'Bola', password: 'secret-pass' });
    const out = await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(selectPendingActivation(out)).toBe('bola');
    expect(selectLoginError(out)).toBeNull();
    expect(recorded.emitted).toContainEqual({ type: 'login.inactive', username: 'bola' });
    expect(readSession()).toBeNull();
  });

  test("a refused login keeps the server's message", async () => {
    server.use(http.post('/api/login', () => HttpResponse.json({ message: MESSAGES.invalidCredentials }, { status: 400 })));
    const { actor } = start();
    actor.send({ type: 'login.submitted', username: 'alice', password: 'wrong-pass' });
    const out = await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(selectLoginError(out)).toBe(MESSAGES.invalidCredentials);
    actor.send({ type: 'login.dismissed' });
    expect(selectLoginError(actor.getSnapshot())).toBeNull();
  });

  test("a failure without a message says 'Login failed'", async () => {
    server.use(http.post('/api/login', () => new HttpResponse(null, { status: 500 })));
    const { actor } = start();
    actor.send({ type: 'login.submitted', username: 'alice', password: 'secret-pass' });
    const out = await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(selectLoginError(out)).toBe(MESSAGES.loginFailed);
  });

  test('a network failure says so', async () => {
    server.use(http.post('/api/login', () => HttpResponse.error()));
    const { actor } = start();
    actor.send({ type: 'login.submitted', username: 'alice', password: 'secret-pass' });
    const out = await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(selectLoginError(out)).toBe(MESSAGES.networkError);
  });
});

describe('auth: logout', () => {
  test('asks the server to revoke the token, clears the cookies and says so', async () => {
    writeSession({ token: 'stored-token', username: 'alice' });
    let authorization: string | null = null;
    server.use(
      http.post('/api/logout', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ message: 'Logged out' });
      }),
    );
    const { actor, recorded } = start({ machine: withIdleUserLoad });
    actor.send({ type: 'user.logoutRequested' });
    expect(selectAuthStatus(actor.getSnapshot())).toBe('signingOut');
    const out = await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(authorization).toBe('Token stored-token');
    expect(readSession()).toBeNull();
    expect(out.context.session).toBeNull();
    expect(selectNotice(out)).toBe(MESSAGES.loggedOut);
    expect(recorded.emitted).toContainEqual({ type: 'toast', tone: 'info', message: MESSAGES.loggedOut });
  });

  test("forgets what this browser kept for the user: unsent chat messages, the wallet and the hidden-posts cache", async () => {
    localStorage.clear();
    writeSession({ token: 'stored-token', username: 'alice' });
    const unsent = { type: 'message' as const, message: 'still private', temp_id: 't1', uniquecode: 'room1', sender: 'alice' };
    writeOfflineQueue(offlineQueueKey('alice', 'room1'), [unsent]);
    saveWallet('alice', { balance: 5000, pending: 0, is_activated: true, transactions: [] });
    localHiddenPosts.replace([4, 9]);
    localStorage.setItem('trace', 'on');
    server.use(http.post('/api/logout', () => HttpResponse.json({ message: 'Logged out' })));
    const { actor } = start({ machine: withIdleUserLoad });
    actor.send({ type: 'user.logoutRequested' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(readOfflineQueue(offlineQueueKey('alice', 'room1'))).toEqual([]);
    expect(Object.keys(localStorage)).toEqual(['trace']);
    // A socket that closes after the logout puts nothing back.
    writeOfflineQueue(offlineQueueKey('alice', 'room1'), [unsent]);
    expect(Object.keys(localStorage)).toEqual(['trace']);
    localStorage.clear();
  });

  test('forgets them too when the session ends because the token was refused', async () => {
    localStorage.clear();
    writeSession({ token: 'revoked', username: 'alice' });
    writeOfflineQueue(offlineQueueKey('alice', 'room1'), [{ type: 'message', message: 'x', temp_id: 't1', uniquecode: 'room1', sender: 'alice' }]);
    server.use(http.get('/api/anything', () => HttpResponse.json({ message: MESSAGES.invalidToken }, { status: 401 })));
    const { actor } = start({ machine: withIdleUserLoad });
    await expect(call('/anything', currentUserAnswerSchema, { auth: true })).rejects.toThrow();
    expect(selectAuthStatus(actor.getSnapshot())).toBe('signedOut');
    expect(Object.keys(localStorage)).toEqual([]);
  });

  test('logs out even when the server call fails', async () => {
    writeSession({ token: 'stored-token', username: 'alice' });
    server.use(http.post('/api/logout', () => HttpResponse.json({ message: 'Server down' }, { status: 500 })));
    const { actor } = start({ machine: withIdleUserLoad });
    actor.send({ type: 'user.logoutRequested' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(readSession()).toBeNull();
  });

  test("any call answering 401 'Invalid token' while signed in logs out without asking the server", async () => {
    writeSession({ token: 'expired', username: 'alice' });
    server.use(http.get('/api/anything', () => HttpResponse.json({ message: MESSAGES.invalidToken }, { status: 401 })));
    const { actor } = start({ machine: withIdleUserLoad });
    await expect(call('/anything', currentUserAnswerSchema, { auth: true })).rejects.toThrow(MESSAGES.invalidToken);
    expect(selectAuthStatus(actor.getSnapshot())).toBe('signedOut');
    expect(readSession()).toBeNull();
    expect(selectNotice(actor.getSnapshot())).toBe(MESSAGES.loggedOut);
  });

  test('a 401 while signed out changes nothing', async () => {
    server.use(http.get('/api/anything', () => HttpResponse.json({ message: MESSAGES.invalidToken }, { status: 401 })));
    const { actor, recorded } = start();
    await expect(call('/anything', currentUserAnswerSchema)).rejects.toThrow();
    expect(selectAuthStatus(actor.getSnapshot())).toBe('signedOut');
    expect(recorded.emitted).toEqual([]);
  });
});

describe('auth: watching the stored session', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Only the watcher's interval is faked: fetch and msw keep their own timers. */
  const fakeIntervals = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });

  test('starts from its input and reads no cookie itself', () => {
    writeSession({ token: 'in-the-jar', username: 'alice' });
    const { actor } = start({ machine: withIdleUserLoad, storedSession: null });
    expect(selectAuthStatus(actor.getSnapshot())).toBe('signedOut');
    actor.stop();
    const restored = start({ machine: withIdleUserLoad, storedSession: { token: 'given', username: 'bola' } }).actor;
    expect(restored.getSnapshot().context.session).toEqual({ token: 'given', username: 'bola' });
  });

  test('notices a logout in another tab within one polling interval, and clears what it left', () => {
    fakeIntervals();
    writeSession({ token: 'stored-token', username: 'alice' });
    const { actor, recorded } = start({ machine: withIdleUserLoad });
    vi.advanceTimersByTime(DURATIONS.cookiePolling * 3);
    expect(selectAuthStatus(actor.getSnapshot())).toBe('signedIn');
    // The other tab clears the token and leaves the rest.
    document.cookie = 'loginToken=; max-age=0; path=/';
    vi.advanceTimersByTime(DURATIONS.cookiePolling - 1);
    expect(selectAuthStatus(actor.getSnapshot())).toBe('signedIn');
    vi.advanceTimersByTime(1);
    expect(selectAuthStatus(actor.getSnapshot())).toBe('signedOut');
    expect(selectNotice(actor.getSnapshot())).toBe(MESSAGES.loggedOut);
    expect(recorded.emitted).toContainEqual({ type: 'toast', tone: 'info', message: MESSAGES.loggedOut });
    expect(document.cookie).not.toContain('username=alice');
    expect(document.cookie).not.toContain('onlineStatus');
  });

  test('notices a sign-in in another tab', () => {
    fakeIntervals();
    const { actor } = start({ machine: withIdleUserLoad });
    vi.advanceTimersByTime(DURATIONS.cookiePolling);
    expect(selectAuthStatus(actor.getSnapshot())).toBe('signedOut');
    writeSession({ token: 'other-tab', username: 'bola' });
    vi.advanceTimersByTime(DURATIONS.cookiePolling);
    expect(selectAuthStatus(actor.getSnapshot())).toBe('signedIn');
    expect(selectUsername(actor.getSnapshot())).toBe('bola');
  });

  test('follows the other tab when it signs in as someone else, and loads that user', () => {
    fakeIntervals();
    writeSession({ token: 'token-a', username: 'alice' });
    const { actor } = start({ machine: withIdleUserLoad });
    writeSession({ token: 'token-b', username: 'bola' });
    vi.advanceTimersByTime(DURATIONS.cookiePolling);
    expect(actor.getSnapshot().matches({ signedIn: { currentUser: 'loading' } })).toBe(true);
    expect(actor.getSnapshot().context.session).toEqual({ token: 'token-b', username: 'bola' });
  });

  test('says nothing while the cookies stay as they are, not even after its own login wrote them', async () => {
    fakeIntervals();
    server.use(http.post('/api/login', () => HttpResponse.json(aliceLogin)));
    answerCurrentUser();
    const received: string[] = [];
    const { actor } = start({
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event') received.push(inspection.event.type);
      },
    });
    vi.advanceTimersByTime(DURATIONS.cookiePolling * 10);
    actor.send({ type: 'login.submitted', username: 'alice', password: 'secret-pass' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: { currentUser: 'ready' } }));
    const before = received.length;
    vi.advanceTimersByTime(DURATIONS.cookiePolling * 10);
    expect(received.length).toBe(before);
    expect(received).not.toContain('cookies.changed');
    expect(actor.getSnapshot().matches({ signedIn: { currentUser: 'ready' } })).toBe(true);
  });
});

describe('auth: third-party sign-in', () => {
  test('session.established writes the cookies and signs in', async () => {
    answerCurrentUser();
    const { actor } = start();
    actor.send({ type: 'session.established', token: 'oidc-token', username: 'chidi' });
    expect(selectAuthStatus(actor.getSnapshot())).toBe('signedIn');
    expect(readSession()).toEqual({ token: 'oidc-token', username: 'chidi' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: { currentUser: 'ready' } }));
  });
});
