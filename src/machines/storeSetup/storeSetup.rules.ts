import { LIMITS } from '../../contract/constants';
import { DEFAULT_COUNTRY } from '../../contract/constants';
import type { AddressSuggestion } from '../../contract/geo';
import { updateVendorBodySchema } from '../../contract/settings';
import type { Coordinates, RegionEvent, StoreMessages, StoreOwner, StoreSetupContext, StoreSetupEvent, StoreSetupInput, StoreValues, UpdateVendorBody } from './storeSetup.types';

/** The form as the saved store fills it, or, for a new store, as the owner's details do. */
export function initialValues({ marketInfo, owner }: StoreSetupInput): StoreValues {
  const radius = String(marketInfo?.operational_radius ?? LIMITS.serviceRadiusDefaultKm);
  if (marketInfo) {
    return {
      biz_name: marketInfo.marketname,
      reg_no: marketInfo.reg_number,
      biz_phone: marketInfo.phone,
      biz_country: marketInfo.country,
      biz_state: marketInfo.state,
      biz_city: marketInfo.city,
      biz_address: marketInfo.address,
      operational_radius: radius,
    };
  }
  return newStoreValues(owner, radius);
}

function newStoreValues(owner: StoreOwner, radius: string): StoreValues {
  return {
    biz_name: '',
    reg_no: '',
    biz_phone: owner.phone,
    biz_country: owner.country || DEFAULT_COUNTRY,
    biz_state: owner.state,
    biz_city: owner.city,
    biz_address: '',
    operational_radius: radius,
  };
}

export function initialCoordinates({ marketInfo }: StoreSetupInput): Coordinates | null {
  const latitude = marketInfo?.business_latitude;
  const longitude = marketInfo?.business_longitude;
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
}

/** Which country|state the city list belongs to; '' while either is missing. */
/** The chosen country's ISO alpha-2 code, once the countries are loaded: addresses are looked up in it. */
export const countryCodeOf = ({ countries, values }: Pick<StoreSetupContext, 'countries' | 'values'>): string | undefined =>
  countries.find((country) => country.name === values.biz_country)?.iso2;

export const citiesKeyOf = (values: StoreValues): string => (values.biz_country && values.biz_state ? `${values.biz_country}|${values.biz_state}` : '');

/** The POST /updatedata body; the location only when both coordinates exist. */
export function toVendorBody(values: StoreValues, coordinates: Coordinates | null): UpdateVendorBody {
  const vendorDetails = {
    marketname: values.biz_name,
    reg_number: values.reg_no,
    phone: values.biz_phone,
    address: values.biz_address,
    city: values.biz_city,
    state: values.biz_state,
    country: values.biz_country,
  };
  if (!coordinates) return { vendorDetails };
  return { vendorDetails, vendor_location: { ...coordinates, operational_radius: values.operational_radius } };
}

const FIELD_OF: Record<string, keyof StoreMessages> = {
  marketname: 'biz_name',
  reg_number: 'reg_no',
  phone: 'biz_phone',
  address: 'biz_address',
  city: 'biz_city',
  state: 'biz_state',
  country: 'biz_country',
  latitude: 'coordinates',
  longitude: 'coordinates',
  operational_radius: 'operational_radius',
};

/** The contract's messages for the form, one per field (the coordinates share one). */
export function validateStore(values: StoreValues, coordinates: Coordinates | null): StoreMessages {
  const parsed = updateVendorBodySchema.safeParse(toVendorBody(values, coordinates ?? { latitude: 0, longitude: 0 }));
  if (parsed.success) return {};
  const messages: StoreMessages = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[issue.path.length - 1])];
    if (field && !messages[field]) messages[field] = issue.message;
  }
  // Without coordinates the form is still valid: the address is geocoded on submit.
  if (!coordinates) delete messages.coordinates;
  return messages;
}

/** The first message in the form's order, for the toast of a refused submission. */
export function firstMessage(messages: StoreMessages): string | undefined {
  const order: Array<keyof StoreMessages> = ['biz_name', 'reg_no', 'biz_phone', 'biz_country', 'biz_state', 'biz_city', 'biz_address', 'coordinates', 'operational_radius'];
  return order.map((field) => messages[field]).find(Boolean);
}

export const isStoreValid = (values: StoreValues, coordinates: Coordinates | null): boolean =>
  Object.keys(validateStore(values, coordinates)).length === 0;

export const canBeLocated = (address: string): boolean => address.trim().length >= LIMITS.addressValidateMinChars;

const cityOf = (place: AddressSuggestion): string => place.address.city ?? place.address.town ?? place.address.village ?? '';

/** A picked suggestion: its name becomes the address, and its parts the city, state and country it knows. */
export function withSuggestion(values: StoreValues, suggestion: AddressSuggestion): StoreValues {
  return { ...withPlace(values, suggestion), biz_address: suggestion.display_name };
}

/** The place at the current location fills the city, state and country it knows; the address only when empty. */
export function withPlace(values: StoreValues, place: AddressSuggestion): StoreValues {
  // The clearing rules of the selects hold here too: a new country drops the state, a new state the city.
  const country = place.address.country ?? values.biz_country;
  const state = place.address.state ?? (country === values.biz_country ? values.biz_state : '');
  const city = cityOf(place) || (state === values.biz_state && country === values.biz_country ? values.biz_city : '');
  return {
    ...values,
    biz_country: country,
    biz_state: state,
    biz_city: city,
    biz_address: values.biz_address.trim() ? values.biz_address : place.display_name,
  };
}

export const coordinatesOf = (place: AddressSuggestion): Coordinates => ({ latitude: place.lat, longitude: place.lon });

const REGION_EVENTS: ReadonlyArray<StoreSetupEvent['type']> = ['country.changed', 'state.changed', 'address.selected', 'location.placeFound'];

export const isRegionEvent = (event: StoreSetupEvent): event is RegionEvent => REGION_EVENTS.includes(event.type);

/** The form after an event that moves the store: a new country clears the state and city, a new state the city. */
export function valuesAfter(values: StoreValues, event: RegionEvent): StoreValues {
  switch (event.type) {
    case 'country.changed':
      return { ...values, biz_country: event.value, biz_state: '', biz_city: '' };
    case 'state.changed':
      return { ...values, biz_state: event.value, biz_city: '' };
    case 'address.selected':
      return withSuggestion(values, event.suggestion);
    case 'location.placeFound':
      return withPlace(values, event.place);
  }
}
