import { assign, emit, sendTo, setup } from 'xstate';
import { MESSAGES } from '../../contract';
import { authCallbackActors } from './authCallback.actors';
import { endingOf } from './authCallback.rules';
import type { AuthCallbackContext, AuthCallbackEmitted, AuthCallbackEvent, AuthCallbackInput, CallbackEnding } from './authCallback.types';

/**
 * The return trip of third-party sign-in (/auth/callback, document 1
 * sections 2, 4 and 8).
 *
 * Guarantees:
 * - An error code, or a query without a token and a username, ends at once:
 *   its text as an error toast, then /login. The auth actor hears nothing.
 * - Credentials reach the auth actor exactly once, as `session.established`,
 *   on the way into `handingOver`: a restarted actor (React StrictMode) keeps
 *   its state and does not hand them over again.
 * - Once auth is signed in and done loading the current user, it says
 *   'Successfully signed in with a third-party provider' (or 'Welcome! Account
 *   created successfully' for a new user) and ends at /.
 * - If auth signs out instead (the server rejected the token), the auth
 *   actor's 'You have been logged out' is withdrawn, 'Failed to complete
 *   sign-in' is said, and it ends at /login.
 * - Every ending is a final state whose output `{ to, tone, message }` tells the
 *   view where to go; the toast is emitted, never shown here.
 */
export const authCallbackMachine = setup({
  types: {
    context: {} as AuthCallbackContext,
    events: {} as AuthCallbackEvent,
    emitted: {} as AuthCallbackEmitted,
    input: {} as AuthCallbackInput,
    output: {} as CallbackEnding,
  },
  actors: authCallbackActors,
  guards: {
    credentialsReceived: ({ context }) => context.result.kind === 'succeeded',
  },
  actions: {
    handOverSession: sendTo(
      ({ context }) => context.auth,
      ({ context }) => ({
        type: 'session.established' as const,
        token: context.result.kind === 'succeeded' ? context.result.token : '',
        username: context.result.kind === 'succeeded' ? context.result.username : '',
      }),
    ),
    recordRejection: assign({ tokenRejected: true }),
    // The callback's word replaces the auth actor's for a rejected token.
    withdrawLogoutToast: emit({ type: 'toast.withdrawn', tone: 'info', message: MESSAGES.loggedOut }),
    announceEnding: emit(({ context }) => {
      const { tone, message } = endingOf(context.result, context.tokenRejected);
      return { type: 'toast' as const, tone, message };
    }),
  },
}).createMachine({
  id: 'authCallback',
  context: ({ input }) => ({ result: input.result, auth: input.auth, tokenRejected: false }),
  initial: 'deciding',
  states: {
    // Transient: the query alone says whether there is anything to hand over.
    deciding: {
      always: [{ guard: 'credentialsReceived', target: 'handingOver' }, { target: 'failed' }],
    },
    handingOver: {
      entry: 'handOverSession',
      always: { target: 'awaitingUser' },
    },
    // Auth writes the cookies and loads the current user; the watcher reports how that ends.
    awaitingUser: {
      invoke: { src: 'watchSignIn', input: ({ context }) => ({ auth: context.auth }) },
      on: {
        'auth.signedIn': { target: 'succeeded' },
        'auth.signedOut': { target: 'failed', actions: ['recordRejection', 'withdrawLogoutToast'] },
      },
    },
    succeeded: { type: 'final', entry: 'announceEnding' },
    failed: { type: 'final', entry: 'announceEnding' },
  },
  output: ({ context }) => endingOf(context.result, context.tokenRejected),
});
