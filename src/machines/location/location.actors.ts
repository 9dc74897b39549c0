import { fromPromise } from 'xstate';
import type { AddressSuggestion } from '../../contract/geo';
import type { LocationUpdateAnswer } from '../../contract/settings';
import { reverseGeocode, updateLocation } from '../../services/geo';
import { currentPosition, GeolocationFailure, geolocationSupport } from '../../services/geolocation';
import type { LocationFix, LocationInput, PositionOutcome, PositionRequest } from './location.types';

/** The location actor's input in this browser: what it supports, and whether a position is saved for the user. */
export function readLocationInput(options: { reportToServer: boolean; requestAtStart?: boolean }): LocationInput {
  return { ...geolocationSupport(), ...options };
}

/** One browser position request; the browser's refusals resolve as outcomes so the chart maps them. */
export const getPosition = fromPromise<PositionOutcome, PositionRequest>(async ({ input, signal }) => {
  try {
    return { ok: true, position: await currentPosition(input, signal) };
  } catch (error) {
    if (error instanceof GeolocationFailure) return { ok: false, reason: error.reason };
    throw error;
  }
});

/** GET /geo/reverse: the place at the position. */
export const describePlace = fromPromise<AddressSuggestion, LocationFix>(({ input, signal }) =>
  reverseGeocode(input.latitude, input.longitude, signal),
);

/** POST /location/update: the signed-in user's last known position. */
export const reportLocation = fromPromise<LocationUpdateAnswer, LocationFix>(({ input, signal }) =>
  updateLocation({ latitude: input.latitude, longitude: input.longitude, accuracy: input.accuracy }, signal),
);

export const locationActors = { getPosition, describePlace, reportLocation };
