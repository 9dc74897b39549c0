import { afterEach, describe, expect, test, vi } from 'vitest';
import { waitFor } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { selectLoginError } from '../../src/machines/auth';
import { readSession, writeSession } from '../../src/services/cookies';
import { answerCurrentUser, start, stopStarted } from './auth.start';

// Signing in and out come as a chunk of their own: here it never arrives, as on a connection lost before the first use.
vi.mock(import('../../src/machines/auth/auth.sessionCalls'), () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/auth.sessionCalls-1a2b.js');
});

afterEach(stopStarted);

describe("auth when the sign-in code cannot be fetched", () => {
  test('a login says the network failed and stays signed out', async () => {
    const { actor } = start();
    actor.send({ type: 'login.submitted', username: 'alice', password: 'secret-pass' });
    const out = await waitFor(actor, (snapshot) => snapshot.matches('signedOut') && selectLoginError(snapshot) !== null);
    expect(selectLoginError(out)).toBe(MESSAGES.networkError);
    expect(readSession()).toBeNull();
  });

  test('a logout still ends the session on this device', async () => {
    writeSession({ token: 'stored-token', username: 'alice' });
    answerCurrentUser();
    const { actor, recorded } = start();
    actor.send({ type: 'user.logoutRequested' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(readSession()).toBeNull();
    expect(recorded.emitted).toContainEqual({ type: 'toast', tone: 'info', message: MESSAGES.loggedOut });
  });
});
