import { fromPromise } from 'xstate';
import { saveFailureMessage, saveStoreToggles } from '../../services/store';
import type { ToggleChange } from './vendorToggles.types';

/** POST /updatedata {vendorDetails: {name: value}}; rejects with the words to show. */
export const saveToggle = fromPromise<void, ToggleChange>(async ({ input, signal }) => {
  try {
    await saveStoreToggles({ vendorDetails: { [input.name]: input.value } }, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(saveFailureMessage(error), { cause: error });
  }
});

export const vendorTogglesActors = { saveToggle };
