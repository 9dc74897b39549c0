import { fromPromise } from 'xstate';
import type { UpdateBankBody } from '../../contract/settings';
import { saveBankDetails, saveFailureMessage } from '../../services/store';
import type { BankSaveOutcome } from './bankDetails.types';

/** POST /updatedata {bankDetails}; a refusal resolves as an outcome. */
export const submitBankDetails = fromPromise<BankSaveOutcome, UpdateBankBody>(async ({ input, signal }) => {
  try {
    await saveBankDetails(input, signal);
    return { ok: true };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: saveFailureMessage(error) };
  }
});

export const bankDetailsActors = { submitBankDetails };
