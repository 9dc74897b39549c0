import { assign, emit, enqueueActions, setup } from 'xstate';
import { FORGOT_PASSWORD_RESPONSES, MESSAGES } from '../../contract';
import { withTouched } from '../shared/formMessages';
import { resetPasswordActors } from './resetPassword.actors';
import {
  completeFailureMessage,
  emailMessage,
  isLinkRefused,
  newPasswordMessages,
  requestFailureMessage,
  serverPasswordErrors,
} from './resetPassword.rules';
import type {
  CompleteResetOutcome,
  ForgotPasswordOutcome,
  NewPasswordField,
  RequestFailure,
  ResetPasswordContext,
  ResetPasswordEmitted,
  ResetPasswordEvent,
  ResetPasswordInput,
} from './resetPassword.types';

const failureOf = (outcome: CompleteResetOutcome): RequestFailure =>
  outcome.ok ? { status: 200, message: outcome.message } : outcome.failure;

/**
 * Forgotten password, both halves. Without a token: ask for a reset link by
 * e-mail (idle, sending, sent), nothing sent until the address passes the
 * contract's rule. With the mailed token: set a new password under the register
 * password rules; a refused token ends in `linkInvalid`, where the view offers a
 * new link.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
    emitted: {} as ResetPasswordEmitted,
  },
  actors: resetPasswordActors,
  guards: {
    hasToken: ({ context }) => context.token.length > 0,
    emailValid: ({ context }) => emailMessage(context.email) === undefined,
    linkSent: (_, outcome: ForgotPasswordOutcome) => outcome.ok && outcome.answer.response === FORGOT_PASSWORD_RESPONSES.successful,
    newPasswordValid: ({ context }) => Object.keys(newPasswordMessages(context)).length === 0,
    passwordReset: (_, outcome: CompleteResetOutcome) => outcome.ok,
    linkRefused: (_, outcome: CompleteResetOutcome) => !outcome.ok && isLinkRefused(outcome.failure),
    passwordRefused: (_, outcome: CompleteResetOutcome) =>
      !outcome.ok && Object.keys(serverPasswordErrors(outcome.failure)).length > 0,
  },
  actions: {
    storeEmail: assign((_, params: { value: string }) => ({ email: params.value, failure: undefined })),
    touchEmail: assign({ emailTouched: true }),
    storePassword: assign(({ context }, params: { field: NewPasswordField; value: string }) => {
      const serverErrors = { ...context.serverErrors };
      delete serverErrors[params.field];
      return params.field === 'password'
        ? { password: params.value, serverErrors, failure: undefined }
        : { passwordConfirm: params.value, serverErrors, failure: undefined };
    }),
    touchPassword: assign(({ context }, params: { field: NewPasswordField }) => ({ touched: withTouched(context.touched, params.field) })),
    revealAll: assign({ revealAll: true }),
    clearFailure: assign({ failure: undefined }),
    // The answer stays above the button and is announced once.
    reportFailure: enqueueActions(({ enqueue }, params: { message: string }) => {
      enqueue.assign({ failure: params.message });
      enqueue.emit({ type: 'toast', tone: 'error', message: params.message });
    }),
    storeServerErrors: assign((_, params: { failure: RequestFailure }) => ({ serverErrors: serverPasswordErrors(params.failure) })),
    toast: emit((_, params: ResetPasswordEmitted) => params),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    token: input.token?.trim() ?? '',
    email: '',
    emailTouched: false,
    password: '',
    passwordConfirm: '',
    touched: [],
    revealAll: false,
    serverErrors: {},
    failure: undefined,
  }),
  initial: 'choosingMode',
  states: {
    choosingMode: {
      always: [{ guard: 'hasToken', target: 'completing' }, { target: 'requesting' }],
    },
    requesting: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'email.changed': { actions: { type: 'storeEmail', params: ({ event }) => event } },
            'email.blurred': { actions: 'touchEmail' },
            'request.submitted': [{ guard: 'emailValid', target: 'sending' }, { actions: 'touchEmail' }],
          },
        },
        sending: {
          entry: 'clearFailure',
          invoke: {
            id: 'requestResetLink',
            src: 'requestResetLink',
            input: ({ context }) => ({ email: context.email }),
            onDone: [
              {
                guard: { type: 'linkSent', params: ({ event }) => event.output },
                target: 'sent',
                actions: { type: 'toast', params: { type: 'toast', tone: 'success', message: MESSAGES.resetSuccess } },
              },
              {
                target: 'idle',
                actions: { type: 'reportFailure', params: ({ event }) => ({ message: requestFailureMessage(event.output) }) },
              },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'reportFailure', params: { message: MESSAGES.resetFailed } },
            },
          },
        },
        // 'Check Your Email'.
        sent: { type: 'final' },
      },
    },
    completing: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'password.changed': { actions: { type: 'storePassword', params: ({ event }) => event } },
            'password.blurred': { actions: { type: 'touchPassword', params: ({ event }) => event } },
            'reset.submitted': [{ guard: 'newPasswordValid', target: 'saving' }, { actions: 'revealAll' }],
          },
        },
        saving: {
          entry: 'clearFailure',
          invoke: {
            id: 'completeReset',
            src: 'completeReset',
            input: ({ context }) => ({ token: context.token, password: context.password, password_confirm: context.passwordConfirm }),
            onDone: [
              {
                guard: { type: 'passwordReset', params: ({ event }) => event.output },
                target: 'done',
                actions: { type: 'toast', params: { type: 'toast', tone: 'success', message: MESSAGES.passwordResetComplete } },
              },
              {
                guard: { type: 'linkRefused', params: ({ event }) => event.output },
                target: 'linkInvalid',
                actions: { type: 'toast', params: { type: 'toast', tone: 'error', message: MESSAGES.resetLinkInvalid } },
              },
              {
                guard: { type: 'passwordRefused', params: ({ event }) => event.output },
                target: 'editing',
                actions: { type: 'storeServerErrors', params: ({ event }) => ({ failure: failureOf(event.output) }) },
              },
              {
                target: 'editing',
                actions: { type: 'reportFailure', params: ({ event }) => ({ message: completeFailureMessage(failureOf(event.output)) }) },
              },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'reportFailure', params: { message: MESSAGES.genericError } },
            },
          },
        },
        // MESSAGES.passwordResetComplete and a Sign In button.
        done: { type: 'final' },
        // Unknown, used or expired link: the view offers a new one.
        linkInvalid: { type: 'final' },
      },
    },
  },
});
