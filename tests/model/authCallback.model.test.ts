import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import type { CallbackEnding } from '../../src/machines/authCallback';
import { authCallbackEventFixtures, authCallbackModel, authCallbackVariants } from './authCallback.model';
import { expectFullCoverage, replayJourney } from './harness';

const signedIn = authCallbackEventFixtures['auth.signedIn'][0];
const signedOut = authCallbackEventFixtures['auth.signedOut'][0];

describe('authCallback machine, model-based', () => {
  it('replays a path to every state and every transition the fixtures reach', async () => {
    await expectFullCoverage(authCallbackModel);
  });

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; variant: keyof typeof authCallbackVariants; events: AnyEventObject[]; value: string; output: CallbackEnding }> = [
      {
        name: 'an error code ends at /login with its text, before anything is handed over',
        variant: 'refused',
        events: [],
        value: 'failed',
        output: { to: '/login', tone: 'error', message: 'Google sign-in was cancelled' },
      },
      {
        name: 'no token or username ends at /login',
        variant: 'missing',
        events: [],
        value: 'failed',
        output: { to: '/login', tone: 'error', message: MESSAGES.callbackMissingCredentials },
      },
      {
        name: 'a returning user is signed in and goes home',
        variant: 'returning',
        events: [signedIn],
        value: 'succeeded',
        output: { to: '/', tone: 'success', message: MESSAGES.thirdPartySignedIn },
      },
      {
        name: 'a new user is welcomed and goes home',
        variant: 'fresh',
        events: [signedIn],
        value: 'succeeded',
        output: { to: '/', tone: 'success', message: MESSAGES.thirdPartyNewUser },
      },
      {
        name: "a rejected token says 'Failed to complete sign-in' and goes to /login",
        variant: 'returning',
        events: [signedOut],
        value: 'failed',
        output: { to: '/login', tone: 'error', message: MESSAGES.callbackFailed },
      },
      {
        name: 'the first word from auth decides: a later one changes nothing',
        variant: 'returning',
        events: [signedIn, signedOut],
        value: 'succeeded',
        output: { to: '/', tone: 'success', message: MESSAGES.thirdPartySignedIn },
      },
    ];

    for (const { name, variant, events, value, output } of journeys) {
      it(name, async () => {
        const path = await replayJourney(authCallbackModel, authCallbackVariants[variant], events);
        expect(path.state.value).toBe(value);
        expect(path.state.output).toEqual(output);
      });
    }
  });
});
