import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { waitFor } from 'xstate';
import { DURATIONS, MESSAGES } from '../../src/contract';
import { selectAuthStatus, selectNotice, selectUsername } from '../../src/machines/auth';
import { writeSession } from '../../src/services/cookies';
import { server } from '../setup/msw';
import { aliceLogin } from './auth.fixtures';
import { answerCurrentUser, start, stopStarted, withIdleUserLoad } from './auth.start';

afterEach(stopStarted);

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
