import { assign, enqueueActions, setup } from 'xstate';
import { DURATIONS, MESSAGES } from '../../contract/constants';
import { withTouched } from '../shared/formMessages';
import { bankDetailsActors } from './bankDetails.actors';
import { emptyBankValues, firstBankMessage, toBankBody, validateBank } from './bankDetails.rules';
import type { BankDetailsContext, BankDetailsEmitted, BankDetailsEvent, BankDetailsInput, BankField, BankSaveOutcome } from './bankDetails.types';

/**
 * The vendor's bank details form. Guarantees: nothing is sent until all three fields are filled
 * ('All bank details are required') and the account number is exactly 10 digits ('Account number
 * should be 10 digits'); the account is sent active; a save says 'Updated successfully!' and
 * announces `currentUser.changed`; a refusal keeps the form with the server's words or 'Failed to save
 * changes. Please try again.'
 */
export const bankDetailsMachine = setup({
  types: {
    context: {} as BankDetailsContext,
    events: {} as BankDetailsEvent,
    input: {} as BankDetailsInput,
    emitted: {} as BankDetailsEmitted,
  },
  actors: bankDetailsActors,
  guards: {
    formInvalid: ({ context }) => Object.keys(validateBank(context.values)).length > 0,
    saved: (_, outcome: BankSaveOutcome) => outcome.ok,
  },
  actions: {
    storeValue: assign(({ context }, params: { field: BankField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      failure: null,
    })),
    markTouched: assign(({ context }, params: { field: BankField }) => ({ touched: withTouched(context.touched, params.field) })),
    refuse: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ revealAll: true });
      const message = firstBankMessage(validateBank(context.values)) ?? MESSAGES.bankDetailsRequired;
      enqueue.assign({ shownError: message });
      enqueue.emit({ type: 'toast', tone: 'error', message, durationMs: DURATIONS.settingsErrorToast });
    }),
    announceSaved: enqueueActions(({ enqueue }) => {
      enqueue.assign({ touched: [], revealAll: false, failure: null });
      enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.updatedSuccessfully });
      enqueue.emit({ type: 'currentUser.changed' });
    }),
    reportFailure: enqueueActions(({ enqueue }, outcome: BankSaveOutcome | null) => {
      const message = outcome && !outcome.ok ? outcome.message : MESSAGES.saveChangesFailed;
      enqueue.assign({ failure: message, shownError: message });
      enqueue.emit({ type: 'toast', tone: 'error', message, durationMs: DURATIONS.settingsErrorToast });
    }),
    // A new attempt: the last refusal's toast gives way (the toast area shows one at a time).
    clearFailure: enqueueActions(({ context, enqueue }) => {
      if (context.shownError) enqueue.emit({ type: 'toast.withdrawn', tone: 'error', message: context.shownError });
      enqueue.assign({ failure: null, shownError: null });
    }),
  },
}).createMachine({
  id: 'bankDetails',
  context: ({ input }) => ({ values: input.account ?? emptyBankValues(), touched: [], revealAll: false, failure: null, shownError: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': { actions: { type: 'storeValue', params: ({ event }) => event } },
        'field.blurred': { actions: { type: 'markTouched', params: ({ event }) => event } },
        'form.submitted': [{ guard: 'formInvalid', actions: 'refuse' }, { target: 'saving' }],
      },
    },
    saving: {
      entry: 'clearFailure',
      invoke: {
        src: 'submitBankDetails',
        input: ({ context }) => toBankBody(context.values),
        onDone: [
          { guard: { type: 'saved', params: ({ event }) => event.output }, target: 'editing', actions: 'announceSaved' },
          { target: 'editing', actions: { type: 'reportFailure', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing', actions: { type: 'reportFailure', params: null } },
      },
    },
  },
});

