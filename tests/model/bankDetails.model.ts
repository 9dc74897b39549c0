/** The model of the vendor's bank details form: the required fields, the 10 digits, saving and refusals. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { bankDetailsActors, bankDetailsMachine, type BankDetailsContext, type BankDetailsEvent } from '../../src/machines/bankDetails';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

export const bankDetailsEventFixtures = {
  'field.changed': [
    { type: 'field.changed', field: 'bank_name', value: 'GTBank' },
    { type: 'field.changed', field: 'account_name', value: 'Ada Okafor' },
    { type: 'field.changed', field: 'account_number', value: '0123456789' },
    { type: 'field.changed', field: 'account_number', value: '01234' },
  ],
  'field.blurred': [{ type: 'field.blurred', field: 'account_number' }],
  'form.submitted': [{ type: 'form.submitted' }],
} satisfies EventFixtures<BankDetailsEvent>;

export const bankDetailsOutputFixtures = {
  submitBankDetails: [{ ok: true }, { ok: false, message: 'Bank name is not supported' }],
} satisfies OutputFixtures<typeof bankDetailsActors>;

/** Saved, refused with words, and a request that failed outright. */
export const bankDetailsSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof bankDetailsActors.submitBankDetails>(bankDetailsMachine, 'submitBankDetails', bankDetailsOutputFixtures.submitBankDetails),
  ...errorEvents(bankDetailsMachine, 'submitBankDetails'),
];

export const bankDetailsVariants = {
  none: { name: 'no account yet', input: { account: null } },
  saved: { name: 'an account saved before', input: { account: { bank_name: 'Zenith', account_name: 'Ada O.', account_number: '9876543210' } } },
} satisfies Record<string, ModelVariant>;

export const bankDetailsModel: MachineModel = {
  name: 'bankDetails',
  machine: bankDetailsMachine,
  variants: Object.values(bankDetailsVariants),
  events: [...fixtureEvents<BankDetailsEvent>(bankDetailsEventFixtures), ...bankDetailsSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { values, touched, revealAll, failure, shownError } = snapshot.context as BankDetailsContext;
    return JSON.stringify({ value: snapshot.value, values, touched, revealAll, failure, shownError });
  },
};
