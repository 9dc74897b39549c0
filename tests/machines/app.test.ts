import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef, type InspectionEvent } from 'xstate';
import { MESSAGES, logoutAnswerSchema } from '../../src/contract';
import { appMachine, selectAuthRef, type AppEmitted } from '../../src/machines/app';
import type { LiveStart } from '../../src/machines/app/app.live';
import { call } from '../../src/services/api';
import { readSession, writeSession, type Session } from '../../src/services/cookies';
import { server } from '../setup/msw';
import { currentUserOf } from './auth.fixtures';

const running: AnyActorRef[] = [];
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

function start(inspect?: (event: InspectionEvent) => void) {
  const actor = createActor(appMachine, { input: { storedSession: null }, ...(inspect ? { inspect } : {}) });
  running.push(actor);
  const toasts: AppEmitted[] = [];
  actor.on('toast', (event) => toasts.push(event));
  actor.start();
  return { actor, toasts };
}

describe('app root actor', () => {
  test("owns the auth actor under systemId 'auth'", () => {
    const { actor } = start();
    const auth = selectAuthRef(actor.getSnapshot());
    expect(auth).toBeDefined();
    expect(actor.system.get('auth')).toBe(auth);
  });

  test('passes every inspection event of itself and its children to inspect', () => {
    const seen = new Set<string>();
    start((event) => {
      const ref: unknown = event.actorRef;
      if (event.type === '@xstate.actor' && typeof ref === 'object' && ref !== null && 'id' in ref) seen.add(String(ref.id));
    });
    expect([...seen]).toEqual(expect.arrayContaining(['auth', 'apiErrors']));
  });

  test('a failed call becomes an error toast', async () => {
    server.use(http.post('/api/thing', () => HttpResponse.json({ message: 'Post not found.' }, { status: 404 })));
    const { toasts } = start();
    await expect(call('/thing', logoutAnswerSchema, { method: 'POST' })).rejects.toThrow();
    expect(toasts).toEqual([{ type: 'toast', tone: 'error', message: 'Post not found.' }]);
  });

  test('a quiet call makes no toast', async () => {
    server.use(http.post('/api/thing', () => HttpResponse.json({ message: 'Nope' }, { status: 400 })));
    const { toasts } = start();
    await expect(call('/thing', logoutAnswerSchema, { method: 'POST', quiet: true })).rejects.toThrow();
    expect(toasts).toEqual([]);
  });

  test("a call without a token says 'Please log in to continue'", async () => {
    const { toasts } = start();
    await expect(call('/thing', logoutAnswerSchema, { method: 'POST', auth: true })).rejects.toThrow(
      MESSAGES.authenticationRequired,
    );
    expect(toasts).toEqual([{ type: 'toast', tone: 'info', message: MESSAGES.pleaseLogIn }]);
  });

  test('a rejected token makes no error toast here (auth says it logged out)', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ message: MESSAGES.invalidToken }, { status: 401 })));
    const { toasts } = start();
    await expect(call('/thing', logoutAnswerSchema)).rejects.toThrow();
    expect(toasts).toEqual([]);
  });

  test('a 4001 close of the notification socket logs out once the server rejects the token', async () => {
    writeSession({ token: 'revoked-elsewhere', username: 'alice' });
    let tokenValid = true;
    server.use(
      http.get('/api/fetchcurruserdetails', () =>
        tokenValid ? HttpResponse.json({ currentuser: currentUserOf('alice') }) : HttpResponse.json({ message: MESSAGES.invalidToken }, { status: 401 }),
      ),
    );
    // The signed-in actors' code never arrives: the root's own handling is what is under test.
    const machine = appMachine.provide({ actors: { loadLiveLogic: fromPromise<LiveStart, { session: Session }>(() => new Promise(() => undefined)) } });
    const actor = createActor(machine, { input: { storedSession: readSession() } });
    running.push(actor);
    actor.start();
    const auth = selectAuthRef(actor.getSnapshot());
    if (!auth) throw new Error('the root holds no auth actor');
    await waitFor(auth, (snapshot) => snapshot.matches({ signedIn: { currentUser: 'ready' } }));
    actor.send({ type: 'socket.statusChanged', channel: 'notifications', status: 'connecting', error: null });
    expect(auth.getSnapshot().matches({ signedIn: { currentUser: 'ready' } })).toBe(true);
    tokenValid = false;
    actor.send({ type: 'socket.statusChanged', channel: 'notifications', status: 'error', error: MESSAGES.realtimeAuthFailed });
    await waitFor(auth, (snapshot) => snapshot.matches('signedOut'));
    expect(readSession()).toBeNull();
    expect(actor.getSnapshot().matches({ running: 'signedOut' })).toBe(true);
  });
});
