import { DURATIONS, MESSAGES } from '../../contract/constants';
import { locationUpdatePayloadSchema } from '../../contract/settings';
import type { DevicePlatform } from '../../services/geolocation';
import type { GeolocationFailureReason, GeolocationSupport, LocationFix, PositionOutcome } from './location.types';

export const isMobile = (support: GeolocationSupport): boolean => support.platform !== 'desktop';

/** The first, low-accuracy request's deadline: 15 s on a desktop, 30 s on a phone. */
export const firstAttemptTimeout = (support: GeolocationSupport): number =>
  isMobile(support) ? DURATIONS.geolocationTimeoutMobile : DURATIONS.geolocationTimeoutDesktop;

/** The high-accuracy retry's deadline: 25 s on a desktop, 45 s on a phone. */
export const retryTimeout = (support: GeolocationSupport): number =>
  isMobile(support) ? DURATIONS.geolocationRetryTimeoutMobile : DURATIONS.geolocationRetryTimeoutDesktop;

/** The position of an outcome when it is one on the globe, else null. */
export function fixOf(outcome: PositionOutcome): LocationFix | null {
  if (!outcome.ok) return null;
  const parsed = locationUpdatePayloadSchema.safeParse(outcome.position);
  if (!parsed.success) return null;
  return { latitude: parsed.data.latitude, longitude: parsed.data.longitude, accuracy: outcome.position.accuracy };
}

export const failureReason = (outcome: PositionOutcome): GeolocationFailureReason | null =>
  outcome.ok ? (fixOf(outcome) ? null : 'invalid') : outcome.reason;

export function failureMessage(reason: GeolocationFailureReason, support: GeolocationSupport): string {
  switch (reason) {
    case 'denied':
      return isMobile(support) ? MESSAGES.locationDeniedMobile : MESSAGES.locationDeniedDesktop;
    case 'timeout':
      return MESSAGES.locationTimedOut;
    case 'invalid':
      return MESSAGES.invalidLocationReceived;
    default:
      return MESSAGES.locationUnavailable;
  }
}

const GUIDES: Record<DevicePlatform, string> = {
  iphone: MESSAGES.locationGuideIphone,
  android: MESSAGES.locationGuideAndroid,
  otherMobile: MESSAGES.locationGuideMobile,
  desktop: MESSAGES.locationGuideDesktop,
};

/** How to turn location back on, for this kind of device. */
export const setupGuide = (support: GeolocationSupport): string => GUIDES[support.platform];
