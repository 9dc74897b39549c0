import { LIMITS } from '../../contract/constants';
import type { AddressSuggestion } from '../../contract/geo';
import { vendorLocationSchema } from '../../contract/settings';

/** Searching starts at LIMITS.addressSearchMinChars characters, spaces around them aside. */
export const isSearchable = (query: string): boolean => query.trim().length >= LIMITS.addressSearchMinChars;

/** A failed search is worth the alternatives only for an address longer than a few letters. */
export const deservesAlternatives = (query: string): boolean => query.trim().length > LIMITS.addressValidateMinChars;

/** The picked suggestion when its coordinates are a place on the globe, else null. */
export function usableSuggestion(suggestions: readonly AddressSuggestion[], index: number): AddressSuggestion | null {
  const suggestion = suggestions[index];
  if (!suggestion) return null;
  return vendorLocationSchema.safeParse({ latitude: suggestion.lat, longitude: suggestion.lon }).success ? suggestion : null;
}
