import { sql, type RawBuilder } from 'kysely';

/**
 * SQLite's post_geo R*Tree (migration 2026-11-27T1100-post-geo-dimensions): whole numbers in five dimensions,
 * each rounded outward from the post's values: position in micro-degrees, renewal in seconds since 2020, sold,
 * category. The exact position and renewal ride along (latitude, longitude, renewed_at) for the tests the
 * rounding leaves open.
 */
export const MICRO_DEGREES = 1_000_000;
export const RENEWAL_EPOCH_SECONDS = Date.UTC(2020, 0, 1) / 1000;

/** A box of coordinates, in degrees. */
type Box = { minLat: number; maxLat: number; minLng: number; maxLng: number };

const down = (degrees: number): number => Math.floor(degrees * MICRO_DEGREES);
const up = (degrees: number): number => Math.ceil(degrees * MICRO_DEGREES);

/** Posts surely inside the box (an edge case may be left out: what a lower bound may do). */
export const geoInsideBox = (box: Box): RawBuilder<boolean> =>
  sql`post_geo.min_lat >= ${up(box.minLat)} and post_geo.max_lat <= ${down(box.maxLat)} and post_geo.min_lng >= ${up(box.minLng)} and post_geo.max_lng <= ${down(box.maxLng)}`;

/** Posts that may lie in the box (all that do, and some on its edge): an exact test on latitude and longitude follows. */
export const geoMeetsBox = (box: Box): RawBuilder<boolean> =>
  sql`post_geo.max_lat >= ${down(box.minLat)} and post_geo.min_lat <= ${up(box.maxLat)} and post_geo.max_lng >= ${down(box.minLng)} and post_geo.min_lng <= ${up(box.maxLng)}`;

/**
 * A band of latitudes and the longitudes that matter in it, in degrees: one of a circle's (feed/post-geo-rtree.ts).
 * Posts between minLng and maxLng may lie in the circle; those between innerMinLng and innerMaxLng surely do.
 */
export type GeoStrip = { fromLat: number; toLat: number; minLng: number; maxLng: number; innerMinLng: number; innerMaxLng: number };

/** How far a post's latitude may lie above its rounded-down min_lat, in degrees. */
export const GEO_ROUNDING_DEGREES = 1 / MICRO_DEGREES;

/**
 * Posts whose rounded-down latitude lies in [fromLat, toLat) (each post in one strip of several that meet, so a
 * union of them counts it once; its exact latitude lies in [fromLat - GEO_ROUNDING_DEGREES, toLat)) and that may
 * lie between the longitudes.
 */
export const geoInStrip = (strip: GeoStrip): RawBuilder<boolean> =>
  sql`post_geo.min_lat >= ${down(strip.fromLat)} and post_geo.min_lat < ${down(strip.toLat)} and post_geo.max_lng >= ${down(strip.minLng)} and post_geo.min_lng <= ${up(strip.maxLng)}`;

/** Posts of the strip surely in its inner longitudes, told from the R*Tree's own numbers. */
export const geoInStripInside = (strip: GeoStrip): RawBuilder<boolean> =>
  sql`post_geo.min_lng >= ${up(strip.innerMinLng)} and post_geo.max_lng <= ${down(strip.innerMaxLng)}`;

/**
 * Posts renewed at or after `since` (an ISO time): the R*Tree keeps those whose renewal may be that late, and only
 * a post renewed within the same second as `since` is compared on its exact renewed_at.
 */
export function geoLiveSince(since: string): RawBuilder<boolean> {
  const second = Math.floor(Date.parse(since) / 1000) - RENEWAL_EPOCH_SECONDS;
  return sql`post_geo.max_renewed >= ${second} and (post_geo.min_renewed > ${second} or post_geo.renewed_at >= ${since})`;
}

/** Posts not marked sold. */
export const geoUnsold = (): RawBuilder<boolean> => sql`post_geo.max_sold <= 0`;

/** Posts of one category. */
export const geoInCategory = (category: number): RawBuilder<boolean> => sql`post_geo.min_category >= ${category} and post_geo.max_category <= ${category}`;
