/** Great-circle distances and the boxes that cover a circle on the globe, for the nearby searches. */

/** The mean Earth radius (IUGG), as the feed's radius filter uses it. */
export const EARTH_RADIUS_KM = 6371.0088;
/** Half the circumference: no two points lie further apart. */
export const HALF_CIRCUMFERENCE_KM = Math.PI * EARTH_RADIUS_KM;

export type LatLng = { lat: number; lng: number };

/** A latitude/longitude box, edges included; min_lng <= max_lng (one crossing the antimeridian is two boxes). */
export type GeoBox = { minLat: number; maxLat: number; minLng: number; maxLng: number };

const RADIANS = Math.PI / 180;
const DEGREES = 180 / Math.PI;
/** Boxes are widened by this much (degrees) so rounding in their arithmetic can only let in more, never less. */
const BOX_SLACK = 1e-9;

/** Haversine distance in km; accurate to floating-point rounding at every distance (atan2 form). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLng = (b.lng - a.lng) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLng / 2) ** 2;
  const clamped = Math.min(1, Math.max(0, h));
  return 2 * EARTH_RADIUS_KM * Math.atan2(Math.sqrt(clamped), Math.sqrt(1 - clamped));
}

const WHOLE_GLOBE: GeoBox = { minLat: -90, maxLat: 90, minLng: -180, maxLng: 180 };

/**
 * Boxes that together hold every point within `radiusKm` of `center` (and some more). The latitude band
 * is center ± radius; the longitude spread is the circle's exact one (asin(sin r / cos φ)), unless the
 * circle takes in a pole, where every longitude counts. A spread past ±180° wraps into a second box.
 */
export function boxesAround(center: LatLng, radiusKm: number): GeoBox[] {
  if (radiusKm >= HALF_CIRCUMFERENCE_KM) return [WHOLE_GLOBE];
  const angular = radiusKm / EARTH_RADIUS_KM;
  const latSpread = angular * DEGREES + BOX_SLACK;
  const minLat = center.lat - latSpread;
  const maxLat = center.lat + latSpread;
  if (minLat <= -90 || maxLat >= 90) {
    return [{ minLat: Math.max(-90, minLat), maxLat: Math.min(90, maxLat), minLng: -180, maxLng: 180 }];
  }
  // The pole is outside the circle, so sin(angular) < cos(lat) and the asin is defined.
  const ratio = Math.min(1, Math.sin(angular) / Math.cos(center.lat * RADIANS));
  const lngSpread = Math.asin(ratio) * DEGREES + BOX_SLACK;
  if (lngSpread >= 180) return [{ minLat, maxLat, minLng: -180, maxLng: 180 }];
  const minLng = center.lng - lngSpread;
  const maxLng = center.lng + lngSpread;
  if (minLng < -180) {
    return [
      { minLat, maxLat, minLng: -180, maxLng },
      { minLat, maxLat, minLng: minLng + 360, maxLng: 180 },
    ];
  }
  if (maxLng > 180) {
    return [
      { minLat, maxLat, minLng, maxLng: 180 },
      { minLat, maxLat, minLng: -180, maxLng: maxLng - 360 },
    ];
  }
  return [{ minLat, maxLat, minLng, maxLng }];
}

/** Distance in km as answers show it: rounded to metres. */
export function roundedKm(distance: number): number {
  return Math.round(distance * 1000) / 1000;
}
