import { assign, sendTo, setup } from 'xstate';
import { withTouched } from '../shared/formMessages';
import type { AuthActorRef } from '../auth/auth.selectors';
import { isLoginValid, type LoginField, type LoginValues } from './loginForm.rules';

export type LoginFormInput = { auth: AuthActorRef };

export type LoginFormContext = {
  auth: AuthActorRef;
  values: LoginValues;
  /** Fields the user has left at least once: their messages show. */
  touched: LoginField[];
  /** Set by a submission: every message shows. */
  revealAll: boolean;
};

export type LoginFormEvent =
  | { type: 'field.changed'; field: LoginField; value: string }
  | { type: 'field.blurred'; field: LoginField }
  | { type: 'form.submitted' };

/**
 * The login form. Guarantees: the auth actor receives `login.submitted` only
 * with values that pass the section 5 login rules; a refused submission reveals
 * every message; editing a field after a refused login clears the server's message.
 */
export const loginFormMachine = setup({
  types: {
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
    input: {} as LoginFormInput,
  },
  guards: {
    formValid: ({ context }) => isLoginValid(context.values),
  },
  actions: {
    storeValue: assign(({ context }, { field, value }: { field: LoginField; value: string }) => ({
      values: { ...context.values, [field]: value },
    })),
    markTouched: assign(({ context }, { field }: { field: LoginField }) => ({ touched: withTouched(context.touched, field) })),
    revealAllMessages: assign({ revealAll: true }),
    dismissLoginError: sendTo(({ context }) => context.auth, { type: 'login.dismissed' }),
    requestLogin: sendTo(
      ({ context }) => context.auth,
      ({ context }) => ({ type: 'login.submitted' as const, ...context.values }),
    ),
  },
}).createMachine({
  id: 'loginForm',
  context: ({ input }) => ({
    auth: input.auth,
    values: { username: '', password: '' },
    touched: [],
    revealAll: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': {
          actions: [
            { type: 'storeValue', params: ({ event }) => ({ field: event.field, value: event.value }) },
            'dismissLoginError',
          ],
        },
        'field.blurred': { actions: { type: 'markTouched', params: ({ event }) => ({ field: event.field }) } },
        'form.submitted': [
          { guard: 'formValid', actions: ['revealAllMessages', 'requestLogin'] },
          { actions: 'revealAllMessages' },
        ],
      },
    },
  },
});
