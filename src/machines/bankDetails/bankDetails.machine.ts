import { assign, enqueueActions, setup } from 'xstate';
import { MESSAGES } from '../../contract/constants';
import { withTouched } from '../shared/formMessages';
import { reportSaveFailure, toastError, withdrawShownError } from '../shared/shownError';
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
    refuse: enqueueActions((args) => {
      args.enqueue.assign({ revealAll: true });
      toastError(args, firstBankMessage(validateBank(args.context.values)) ?? MESSAGES.bankDetailsRequired);
    }),
    announceSaved: enqueueActions(({ enqueue }) => {
      enqueue.assign({ touched: [], revealAll: false, failure: null });
      enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.updatedSuccessfully });
      enqueue.emit({ type: 'currentUser.changed' });
    }),
    reportFailure: enqueueActions((args, outcome: BankSaveOutcome | null) => reportSaveFailure(args, outcome)),
    clearFailure: enqueueActions((args) => withdrawShownError(args)),
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

