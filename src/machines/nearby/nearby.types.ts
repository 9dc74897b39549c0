import type { AddressSuggestion, NearbyProduct, NearbyVendor } from '../../contract/geo';

export type { AddressSuggestion, NearbyProduct, NearbyVendor };

/** Where the search is centred, and how the page names it. */
export type NearbyOrigin = { latitude: number; longitude: number; label: string };

export type NearbyRequest = { origin: NearbyOrigin; radius: number };

export type NearbyResults = { vendors: NearbyVendor[]; products: NearbyProduct[] };

export type NearbyInput = {
  radius?: number;
  /** The signed-in user's profile city ('' for a visitor, or until the details load). */
  profileCity?: string;
};

export type NearbyContext = {
  origin: NearbyOrigin | null;
  radius: number;
  vendors: NearbyVendor[];
  products: NearbyProduct[];
  /** Why the browser gave no position, while the page asks for a place instead. */
  locationProblem: string | null;
  profileCity: string;
};

export type NearbyEvent =
  /** A centre: the current location, or a place the user picked. */
  | { type: 'origin.found'; origin: NearbyOrigin }
  /** The browser gave no position: the profile city, else a place the user picks, is the fallback. */
  | { type: 'location.failed'; message: string }
  /** The signed-in user's details arrived (or changed) with this city. */
  | { type: 'profile.cityKnown'; city: string }
  | { type: 'radius.changed'; radius: number }
  | { type: 'retry.clicked' };
