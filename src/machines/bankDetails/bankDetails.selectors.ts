import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { validateBank } from './bankDetails.rules';
import type { bankDetailsMachine } from './bankDetails.machine';
import type { BankField } from './bankDetails.types';

export type BankDetailsActorRef = ActorRefFrom<typeof bankDetailsMachine>;
export type BankDetailsSnapshot = SnapshotFrom<typeof bankDetailsMachine>;

export const selectBankValue = (field: BankField) => (snapshot: BankDetailsSnapshot): string => snapshot.context.values[field];

/** A field's message once the field was left or the form submitted. */
export const selectBankMessage =
  (field: BankField) =>
  (snapshot: BankDetailsSnapshot): string | undefined => {
    const { values, touched, revealAll } = snapshot.context;
    return revealAll || touched.includes(field) ? validateBank(values)[field] : undefined;
  };

export const selectIsSavingBank = (snapshot: BankDetailsSnapshot): boolean => snapshot.matches('saving');
export const selectBankFailure = (snapshot: BankDetailsSnapshot): string | null => snapshot.context.failure;
