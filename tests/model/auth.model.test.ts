import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import type { AuthContext } from '../../src/machines/auth';
import { authEventFixtures, authModel, authSystemEvents, OTHER_SESSION, SESSION } from './auth.model';
import { coverageLine, emptyCoverage, journey, replayPath, runModel } from './harness';

const signedOutStart = authModel.variants[0] ?? { name: 'no stored session' };
const storedStart = authModel.variants[1] ?? { name: 'a stored session' };

const system = (prefix: string, index = 0): AnyEventObject => {
  const found = authSystemEvents.filter((event) => event.type.startsWith(prefix))[index];
  if (!found) throw new Error(`no system event ${prefix}#${index}`);
  return found;
};
const loginDone = (index: number) => system('xstate.done.actor.0.auth.signingIn', index);
const currentUserDone = (index: number) => system('xstate.done.actor.0.auth.signedIn.currentUser.loading', index);
const logoutDone = () => system('xstate.done.actor.0.auth.signingOut');
const cookiesChanged = (session: typeof SESSION | null) => {
  const found = authEventFixtures['cookies.changed'].find((event) => event.session?.username === session?.username);
  if (!found) throw new Error('no cookies.changed fixture');
  return found;
};

describe('auth machine, model-based', () => {
  it('replays a path to every state and every transition the fixtures reach', async () => {
    const result = await runModel(authModel);
    console.log(coverageLine(result));
    expect(result.states.missing).toEqual([]);
    expect(result.transitions.missingExpected).toEqual([]);
    expect(result.transitions.untaken).toEqual([]);
  });

  describe('pinned journeys', () => {
    const journeys: Array<{
      name: string;
      start: typeof signedOutStart;
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
        const path = journey(authModel, pinned.start, pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        expect(path.state.context).toMatchObject(pinned.context);
        await replayPath(authModel, pinned.start, path, emptyCoverage());
      });
    }
  });
});
