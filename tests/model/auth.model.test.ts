import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import type { AuthContext } from '../../src/machines/auth';
import { authEventFixtures, authModel, authSystemEvents, SESSION } from './auth.model';
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
const cookiePoll = (where: 'signedOut' | 'signedIn', cookies: 'absent' | 'present' | 'changed') => {
  const found = authSystemEvents.find((event) => event.type.startsWith('xstate.after.') && event.type.includes(`auth.${where}`) && event.cookies === cookies);
  if (!found) throw new Error(`no cookie poll in ${where}`);
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
        events: [currentUserDone(0), cookiePoll('signedIn', 'absent')],
        value: 'signedOut',
        context: { session: null, notice: MESSAGES.loggedOut },
      },
      {
        name: 'a sign-in in another tab reaches this one',
        start: signedOutStart,
        events: [cookiePoll('signedOut', 'present')],
        value: { signedIn: { currentUser: 'loading', cookies: 'watching' } },
        context: { session: SESSION },
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
