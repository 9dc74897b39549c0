import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { waitFor } from 'xstate';
import { currentUserAnswerSchema, MESSAGES } from '../../src/contract';
import { selectAuthStatus, selectLoginError, selectNotice, selectUsername } from '../../src/machines/auth';
import { readSession, writeSession } from '../../src/services/cookies';
import { server } from '../setup/msw';
import { aliceLogin, currentUserOf } from './auth.fixtures';
import { answerCurrentUser, start, stopStarted } from './auth.start';

afterEach(stopStarted);

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
    expect(out.context.pendingActivation).toBe('bola');
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
