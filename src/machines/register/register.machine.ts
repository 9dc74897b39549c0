import { and, assign, emit, setup } from 'xstate';
import { MESSAGES } from '../../contract';
import { withTouched } from '../shared/formMessages';
import { registerActors } from './register.actors';
import {
  emptyValues,
  isRegistrationValid,
  normaliseReferralCode,
  placeServerErrors,
  sentReferralCode,
  toRegisterPayload,
} from './register.rules';
import type {
  RegisterContext,
  RegisterEmitted,
  RegisterEvent,
  RegisterFailure,
  RegisterField,
  RegisterInput,
  RegisterOutcome,
  ReferralStatus,
} from './register.types';

const errorsOf = (outcome: RegisterOutcome) => (outcome.ok ? outcome.answer.errors : outcome.errors);

/** Why a submission failed: the register wording of the error catalogue. */
function failureOf(outcome: RegisterOutcome): RegisterFailure {
  if (!outcome.ok && outcome.status === 0 && outcome.message === MESSAGES.networkError) {
    return { kind: 'network', message: MESSAGES.networkErrorRegister };
  }
  const errors = errorsOf(outcome);
  if (errors && Object.keys(errors).length > 0) return { kind: 'fields', message: MESSAGES.fixErrorsBelow };
  return { kind: 'other', message: MESSAGES.registrationFailed };
}

/**
 * Sign-up form. Guarantees: nothing is sent until the terms are agreed and the
 * contract's register rules pass; the server's field errors land under their
 * fields (market_info.city and .phone under city and phone) and stay until that
 * field is edited; a ?ref= code is "Applied" only once the server knows it, and one it refused is not sent; success ends in `registered` with the username to activate.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
    emitted: {} as RegisterEmitted,
  },
  actors: registerActors,
  guards: {
    termsAccepted: ({ context }) => context.termsAccepted,
    formValid: ({ context }) => isRegistrationValid(context),
    registrationSucceeded: (_, outcome: RegisterOutcome) =>
      outcome.ok && outcome.answer.success !== false && outcome.answer.message === MESSAGES.registrationSuccessServer,
  },
  actions: {
    storeValue: assign(({ context }, { field, value }: { field: RegisterField; value: string }) => {
      const serverErrors = { ...context.serverErrors };
      delete serverErrors[field];
      return { values: { ...context.values, [field]: value }, serverErrors };
    }),
    markTouched: assign(({ context }, params: { slot: RegisterContext['touched'][number] }) => ({
      touched: withTouched(context.touched, params.slot),
    })),
    storeTerms: assign(({ context }, params: { accepted: boolean }) => ({
      termsAccepted: params.accepted,
      touched: withTouched(context.touched, 'terms'),
    })),
    storeReferralStatus: assign((_, params: { status: ReferralStatus }) => ({ referralStatus: params.status })),
    revealAllErrors: assign({ revealAll: true }),
    clearFailure: assign({ failure: undefined, formErrors: [] }),
    storeRegistered: assign(({ context }, params: { outcome: RegisterOutcome }) => ({
      registeredUsername: (params.outcome.ok ? params.outcome.answer.username : undefined) ?? context.values.username.trim(),
    })),
    storeFailure: assign((_, params: { outcome: RegisterOutcome }) => {
      const placed = placeServerErrors(errorsOf(params.outcome));
      return { failure: failureOf(params.outcome), serverErrors: placed.fields, formErrors: placed.formErrors };
    }),
    storeUnexpectedFailure: assign({ failure: (): RegisterFailure => ({ kind: 'other', message: MESSAGES.registrationFailed }) }),
    toastSuccess: emit({ type: 'toast', tone: 'success', message: MESSAGES.registerSuccess }),
    toastFailure: emit(({ context }) => ({
      type: 'toast' as const,
      tone: 'error' as const,
      message: context.failure?.message ?? MESSAGES.registrationFailed,
    })),
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => {
    const referralCode = normaliseReferralCode(input.referralCode);
    return {
      values: emptyValues(),
      termsAccepted: false,
      referralCode,
      referralStatus: referralCode ? 'checking' : 'none',
      touched: [],
      revealAll: false,
      serverErrors: {},
      formErrors: [],
      failure: undefined,
      registeredUsername: undefined,
    };
  },
  // "Applied" is said only of a code the server knows; the form stays usable meanwhile.
  invoke: {
    id: 'checkReferral',
    src: 'checkReferral',
    input: ({ context }) => ({ code: context.referralCode }),
    onDone: { actions: { type: 'storeReferralStatus', params: ({ event }) => ({ status: event.output }) } },
  },
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'field.changed': { actions: { type: 'storeValue', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'field.blurred': { actions: { type: 'markTouched', params: ({ event }) => ({ slot: event.field }) } },
        'terms.toggled': { actions: { type: 'storeTerms', params: ({ event }) => ({ accepted: event.accepted }) } },
        // Without ticked terms there is no transition, so the view's `can` keeps submit disabled.
        'form.submitted': [
          { guard: and(['termsAccepted', 'formValid']), target: 'submitting' },
          { guard: 'termsAccepted', actions: 'revealAllErrors' },
        ],
      },
      states: {
        editing: {},
        // The last submission was refused; its messages stay until the next one.
        failed: {},
      },
    },
    submitting: {
      entry: 'clearFailure',
      invoke: {
        id: 'registerUser',
        src: 'registerUser',
        input: ({ context }) => toRegisterPayload(context.values, sentReferralCode(context)),
        onDone: [
          {
            guard: { type: 'registrationSucceeded', params: ({ event }) => event.output },
            target: 'registered',
            actions: [{ type: 'storeRegistered', params: ({ event }) => ({ outcome: event.output }) }, 'toastSuccess'],
          },
          {
            target: 'form.failed',
            actions: [{ type: 'storeFailure', params: ({ event }) => ({ outcome: event.output }) }, 'toastFailure'],
          },
        ],
        onError: { target: 'form.failed', actions: ['storeUnexpectedFailure', 'toastFailure'] },
      },
    },
    // The view sends the user on to /activate?username=...
    registered: { type: 'final' },
  },
});
