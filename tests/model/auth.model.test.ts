import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import type { AuthContext } from '../../src/machines/auth';
import { authEventFixtures, authModel, authVariants, currentUserDone, loginDone, logoutDone, OTHER_SESSION, SESSION } from './auth.model';
import { expectFullCoverage, replayJourney, type ModelVariant } from './harness';

const signedOutStart = authVariants.signedOut;
const storedStart = authVariants.stored;

const cookiesChanged = (session: typeof SESSION | null) => {
  const found = authEventFixtures['cookies.changed'].find((event) => event.session?.username === session?.username);
  if (!found) throw new Error('no cookies.changed fixture');
  return found;
};

describe('auth machine, model-based', () => {
  it('replays a path to every state and every transition the fixtures reach', async () => {
    await expectFullCoverage(authModel);
  });

  describe('pinned journeys', () => {
    const journeys: Array<{
      name: string;
      start: ModelVariant;
      events: AnyEventObject[];
      value: unknown;
      context: Partial<AuthContext>;
    }> = [
      {
        name: 'sign in, load the current user, sign out',
        start: signedOutStart,
        events: [authEventFixtures['login.submitted'][0], loginDone(0), currentUserDone(0), authEventFixtures['user.logoutRequested'][0], logoutDone()],
        value: 'signedOut',
        context: { session: null, notice: MESSAGES.loggedOut },
      },
      {
        name: 'an unverified account is sent to activation',
        start: signedOutStart,
        events: [authEventFixtures['login.submitted'][0], loginDone(1)],
        value: 'signedOut',
        context: { pendingActivation: SESSION.username, session: null },
      },
      {
        name: 'a wrong password keeps the server message',
        start: signedOutStart,
        events: [authEventFixtures['login.submitted'][0], loginDone(2)],
        value: 'signedOut',
        context: { loginError: MESSAGES.invalidCredentials },
      },
      {
        name: 'a stored session restores at once and a dead token ends it',
        start: storedStart,
        events: [currentUserDone(1)],
        value: 'signedOut',
        context: { session: null, notice: MESSAGES.loggedOut },
      },
      {
        name: 'a logout in another tab reaches this one',
        start: storedStart,
        events: [currentUserDone(0), cookiesChanged(null)],
        value: 'signedOut',
        context: { session: null, notice: MESSAGES.loggedOut },
      },
      {
        name: 'a sign-in in another tab reaches this one',
        start: signedOutStart,
        events: [cookiesChanged(SESSION)],
        value: { signedIn: { currentUser: 'loading' } },
        context: { session: SESSION },
      },
      {
        name: 'another user signing in in another tab is restored here, and loaded afresh',
        start: storedStart,
        events: [currentUserDone(0), cookiesChanged(OTHER_SESSION)],
        value: { signedIn: { currentUser: 'loading' } },
        context: { session: OTHER_SESSION, currentUser: null, user: null },
      },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(authModel, pinned.start, pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        expect(path.state.context).toMatchObject(pinned.context);
      });
    }
  });
});
