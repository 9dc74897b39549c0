import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { waitFor } from 'xstate';
import { currentUserAnswerSchema, MESSAGES } from '../../src/contract';
import { selectAuthStatus, selectNotice } from '../../src/machines/auth';
import { call } from '../../src/services/api';
import { readSession, writeSession } from '../../src/services/cookies';
import { localHiddenPosts } from '../../src/services/marketplace';
import { offlineQueueKey, readOfflineQueue, writeOfflineQueue } from '../../src/services/offlineQueue';
import { saveWallet } from '../../src/services/wallet';
import { server } from '../setup/msw';
import { start, stopStarted, withIdleUserLoad } from './auth.start';

afterEach(stopStarted);

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

  /** A browser allowed to notify, subscribed at push.example; the calls of the logout in order. */
  function subscribedBrowser(deleteAnswer: () => Response) {
    const calls: string[] = [];
    let subscribed = true;
    const subscription = { endpoint: 'https://push.example/abc', unsubscribe: async () => (calls.push('browser unsubscribed'), (subscribed = false), true) };
    const registration = { pushManager: { getSubscription: async () => (subscribed ? subscription : null) } };
    vi.stubGlobal('Notification', { permission: 'granted' });
    const serviceWorker = { ready: Promise.resolve(registration), getRegistration: async () => registration };
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker }));
    server.use(
      http.delete('/api/push/subscriptions', async ({ request }) => {
        const { endpoint } = (await request.json()) as { endpoint: string };
        calls.push(`DELETE ${endpoint} as ${request.headers.get('authorization')}`);
        return deleteAnswer();
      }),
      http.post('/api/logout', () => (calls.push('logout'), HttpResponse.json({ message: 'Logged out' }))),
    );
    return calls;
  }

  async function logOutNow(): Promise<void> {
    writeSession({ token: 'stored-token', username: 'alice' });
    const { actor } = start({ machine: withIdleUserLoad });
    actor.send({ type: 'user.logoutRequested' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
  }

  test("unsubscribes this browser from the account's pushes before the token goes: a shared phone must not show the next person their chats", async () => {
    const calls = subscribedBrowser(() => HttpResponse.json({ message: 'Notifications on this phone are off.' }));
    try {
      await logOutNow();
      expect(calls).toEqual(['DELETE https://push.example/abc as Token stored-token', 'browser unsubscribed', 'logout']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('drops the browser subscription even when the server cannot forget it', async () => {
    const calls = subscribedBrowser(() => HttpResponse.json({ message: 'Server error' }, { status: 500 }));
    try {
      await logOutNow();
      expect(calls).toEqual(['DELETE https://push.example/abc as Token stored-token', 'browser unsubscribed', 'logout']);
    } finally {
      vi.unstubAllGlobals();
    }
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
