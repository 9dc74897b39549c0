import type { AddressSuggestion } from '../../contract/geo';
import type { BrowserPosition, GeolocationFailureReason, GeolocationSupport, PositionRequest } from '../../services/geolocation';

export type { BrowserPosition, GeolocationFailureReason, GeolocationSupport, PositionRequest };

export type LocationInput = GeolocationSupport & {
  /** Signed in: a position found is saved as the user's last known location (POST /location/update). */
  reportToServer: boolean;
  /** Asks the browser as soon as the actor starts (a page about the user's surroundings). */
  requestAtStart?: boolean;
};

/** What one request to the browser came back with; `invalid` is a position outside the globe. */
export type PositionOutcome = { ok: true; position: BrowserPosition } | { ok: false; reason: GeolocationFailureReason };

export type LocationFix = { latitude: number; longitude: number; accuracy: number | null };

export type LocationContext = {
  support: GeolocationSupport;
  reportToServer: boolean;
  requestAtStart: boolean;
  /** The last position found. */
  fix: LocationFix | null;
  /** The place at that position, once reverse geocoding named it. */
  place: AddressSuggestion | null;
  /** Why the last request failed, as the user is told. */
  error: string | null;
};

export type LocationEvent =
  /** The user pressed Use Current Location (or the screen asks on arrival). */
  { type: 'location.requested' };

export type LocationEmitted =
  | { type: 'toast'; tone: 'success' | 'info' | 'error'; message: string; durationMs?: number }
  /** A failure's toast gives way to the setup guide, or to a new request. */
  | { type: 'toast.withdrawn'; tone: 'error'; message: string }
  /** A valid position was found. */
  | { type: 'location.found'; fix: LocationFix }
  /** Reverse geocoding named the place at the position found. */
  | { type: 'location.placeFound'; place: AddressSuggestion }
  /** No position: the reason and the message shown. */
  | { type: 'location.failed'; reason: GeolocationFailureReason | 'unsupported' | 'insecure'; message: string };
