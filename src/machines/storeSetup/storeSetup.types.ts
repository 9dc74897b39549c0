import type { AddressSuggestion, Country } from '../../contract/geo';
import type { MarketInfo } from '../../contract/profile';
import type { UpdateVendorBody } from '../../contract/settings';
import type { LocationFix } from '../location/location.types';

export type { AddressSuggestion, Country, LocationFix, MarketInfo, UpdateVendorBody };

/** The store form's text fields (document 3, section 3), named as the spec names them. */
export const STORE_FIELDS = ['biz_name', 'reg_no', 'biz_phone', 'biz_country', 'biz_state', 'biz_city', 'biz_address', 'operational_radius'] as const;
export type StoreField = (typeof STORE_FIELDS)[number];
export type StoreValues = Record<StoreField, string>;
/** The fields typed or picked directly; country and state have their own events (they clear what depends on them). */
export type EditableStoreField = Exclude<StoreField, 'biz_country' | 'biz_state'>;
export type StoreMessages = Partial<Record<StoreField | 'coordinates', string>>;

export type Coordinates = { latitude: number; longitude: number };

/** What the signed-in user's details offer the form. */
export type StoreOwner = { phone: string; city: string; state: string; country: string };

export type StoreSetupInput = {
  /** The store as saved, or null: the setup form creates one. */
  marketInfo: MarketInfo | null;
  owner: StoreOwner;
};

/** What a save came back with; a refusal carries the words to show. */
export type StoreSaveOutcome = { ok: true; created: boolean; message: string } | { ok: false; message: string };

export type CitiesRequest = { country: string; state: string };

export type StoreSetupContext = {
  /** Whether a store existed when the page opened. */
  hadStore: boolean;
  values: StoreValues;
  coordinates: Coordinates | null;
  touched: StoreField[];
  revealAll: boolean;
  /** Why the last submission stopped (an address not found on the map, a refused save). */
  failure: string | null;
  /** The error toast last shown, withdrawn when the user tries again. */
  shownError: string | null;
  countries: Country[];
  /** The cities of the chosen state, and which country|state they belong to ('' for none). */
  cities: string[];
  citiesKey: string;
};

export type StoreSetupEvent =
  | { type: 'field.changed'; field: EditableStoreField; value: string }
  | { type: 'field.blurred'; field: StoreField }
  /** A new country clears the state and the city. */
  | { type: 'country.changed'; value: string }
  /** A new state clears the city. */
  | { type: 'state.changed'; value: string }
  /** From the address search: address, coordinates, city, state and country. */
  | { type: 'address.selected'; suggestion: AddressSuggestion }
  /** From the location actor: the coordinates of the current location. */
  | { type: 'location.found'; fix: LocationFix }
  /** From the location actor: the place there fills the city, state, country (and an empty address). */
  | { type: 'location.placeFound'; place: AddressSuggestion }
  | { type: 'mapSelector.clicked' }
  | { type: 'form.submitted' };

export type StoreSetupEmitted =
  | { type: 'toast'; tone: 'success' | 'info' | 'error'; message: string; durationMs?: number }
  | { type: 'toast.withdrawn'; tone: 'error'; message: string }
  /** A new store: the page reloads shortly. */
  | { type: 'store.created' }
  /** An existing store's details were saved: the current user's details should reload now. */
  | { type: 'currentUser.changed' };

/** The events that may move the store to another country, state or city. */
export type RegionEvent = Extract<StoreSetupEvent, { type: 'country.changed' | 'state.changed' | 'address.selected' | 'location.placeFound' }>;
