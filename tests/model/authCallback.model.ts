/** The model of the third-party sign-in callback: what the query says, then what the auth actor does with it. */
import type { AnyMachineSnapshot } from 'xstate';
import { CALLBACK_ERRORS, MESSAGES } from '../../src/contract';
import {
  authCallbackActors,
  authCallbackMachine,
  type AuthCallbackContext,
  type AuthCallbackEvent,
  type CallbackResult,
} from '../../src/machines/authCallback';
import { idleAuth } from './accounts.models';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import type { MachineModel, ModelVariant } from './harness';

/** What the sign-in watcher reports about the auth actor. */
export const authCallbackEventFixtures = {
  'auth.signedIn': [{ type: 'auth.signedIn' }],
  'auth.signedOut': [{ type: 'auth.signedOut' }],
} satisfies EventFixtures<AuthCallbackEvent>;

/** The watcher never finishes on its own: it reports through events until the callback ends. */
export const authCallbackOutputFixtures = {
  watchSignIn: [undefined],
} satisfies OutputFixtures<typeof authCallbackActors>;

export const refusedQuery: CallbackResult = { kind: 'failed', message: CALLBACK_ERRORS.access_denied ?? MESSAGES.callbackOtherCode };
export const missingCredentials: CallbackResult = { kind: 'failed', message: MESSAGES.callbackMissingCredentials };
export const returningUser: CallbackResult = {
  kind: 'succeeded',
  token: 'd'.repeat(40),
  username: 'chidi_obi',
  newUser: false,
  message: MESSAGES.thirdPartySignedIn,
};
export const newUser: CallbackResult = { ...returningUser, newUser: true, message: MESSAGES.thirdPartyNewUser };

const variant = (name: string, result: CallbackResult): ModelVariant => ({ name, input: { result, auth: idleAuth() } });

export const authCallbackVariants = {
  refused: variant('an error code', refusedQuery),
  missing: variant('no token or username', missingCredentials),
  returning: variant('credentials of a returning user', returningUser),
  fresh: variant('credentials of a new user', newUser),
};

export const authCallbackModel: MachineModel = {
  name: 'authCallback',
  machine: authCallbackMachine,
  variants: Object.values(authCallbackVariants),
  events: fixtureEvents<AuthCallbackEvent>(authCallbackEventFixtures),
  // The auth actor in the context is the same throughout; what the query said and what auth did tell states apart.
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { result, tokenRejected } = snapshot.context as AuthCallbackContext;
    return JSON.stringify({ value: snapshot.value, result: result.kind, message: result.message, tokenRejected, output: snapshot.output ?? null });
  },
  simplePaths: true,
};
