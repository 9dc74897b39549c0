import { fromPromise } from 'xstate';
import type { AddressSuggestion } from '../../contract/geo';
import { searchAddresses } from '../../services/geo';

/**
 * The address providers, tried in order until one answers. Our API is the one provider of the
 * client: it asks the configured geocoder itself and falls back to the shipped gazetteer.
 */
export const findAddresses = fromPromise<AddressSuggestion[], { query: string; countryCode?: string | undefined }>(({ input, signal }) =>
  searchAddresses(input.query.trim(), signal, undefined, input.countryCode),
);

export const addressSearchActors = { findAddresses };
