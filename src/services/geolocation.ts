/**
 * The browser's geolocation, as a promise. It never decides timeouts or retries (the location machine
 * does); it reports what the browser said in one of a few words.
 */

export type DevicePlatform = 'iphone' | 'android' | 'otherMobile' | 'desktop';

/** Why no position came: the browser's three error codes, plus a position the browser gave that is not one. */
export type GeolocationFailureReason = 'denied' | 'unavailable' | 'timeout' | 'invalid';

export class GeolocationFailure extends Error {
  constructor(readonly reason: GeolocationFailureReason) {
    super(`geolocation failed: ${reason}`);
    this.name = 'GeolocationFailure';
  }
}

export type BrowserPosition = { latitude: number; longitude: number; accuracy: number | null };

export type PositionRequest = {
  highAccuracy: boolean;
  /** How old a cached position may be, ms. */
  maximumAge: number;
};

/** What the location machine needs to know about this browser before it asks. */
export type GeolocationSupport = { supported: boolean; secure: boolean; platform: DevicePlatform };

export function devicePlatform(userAgent: string): DevicePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'iphone';
  if (/Android/i.test(userAgent)) return 'android';
  if (/Mobi|Mobile|Opera Mini|IEMobile/i.test(userAgent)) return 'otherMobile';
  return 'desktop';
}

export function geolocationSupport(): GeolocationSupport {
  const hasNavigator = typeof navigator !== 'undefined';
  return {
    supported: hasNavigator && 'geolocation' in navigator && Boolean(navigator.geolocation),
    // Browsers give positions only to secure pages; localhost counts as secure.
    secure: typeof window === 'undefined' || window.isSecureContext !== false,
    platform: devicePlatform(hasNavigator ? navigator.userAgent : ''),
  };
}

const REASONS: Record<number, GeolocationFailureReason> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/** One position request; an abort stops listening (the browser cannot cancel a getCurrentPosition). */
export function currentPosition(request: PositionRequest, signal?: AbortSignal): Promise<BrowserPosition> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) {
      reject(new GeolocationFailure('unavailable'));
      return;
    }
    const onAbort = () => reject(new DOMException('The position request was aborted', 'AbortError'));
    signal?.addEventListener('abort', onAbort, { once: true });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        signal?.removeEventListener('abort', onAbort);
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude, accuracy: position.coords.accuracy ?? null });
      },
      (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(new GeolocationFailure(REASONS[error.code] ?? 'unavailable'));
      },
      // No browser timeout: the location machine keeps the deadline with its own timer.
      { enableHighAccuracy: request.highAccuracy, maximumAge: request.maximumAge },
    );
  });
}
