import { fromPromise } from 'xstate';
import type { AddressSuggestion } from '../../contract/geo';
import { fetchCities, searchAddresses } from '../../services/geo';
import { saveFailureMessage, saveStore } from '../../services/store';
import { loadCountryList, loadCountryStates } from '../shared/countryLoads';
import type { CitiesRequest, StoreSaveOutcome, UpdateVendorBody } from './storeSetup.types';

/** The countries by name with the store's country's states, and another chosen country's states. */
export const loadCountries = loadCountryList;
export const loadStates = loadCountryStates;

/** GET /geo/cities: the state's city names. */
export const loadCities = fromPromise<string[], CitiesRequest>(async ({ input, signal }) => (await fetchCities(input, signal)).data);

/** The typed address on the map: the best suggestion in the chosen country, or null when none is known. */
export const locateAddress = fromPromise<AddressSuggestion | null, { address: string; countryCode?: string | undefined }>(async ({ input, signal }) => {
  const [best] = await searchAddresses(input.address.trim(), signal, 1, input.countryCode);
  return best ?? null;
});

/** POST /updatedata {vendorDetails, vendor_location}; a refusal resolves as an outcome. */
export const submitStore = fromPromise<StoreSaveOutcome, UpdateVendorBody>(async ({ input, signal }) => {
  try {
    const answer = await saveStore(input, signal);
    return { ok: true, created: answer.created, message: answer.message };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: saveFailureMessage(error) };
  }
});

export const storeSetupActors = { loadCountries, loadStates, loadCities, locateAddress, submitStore };
