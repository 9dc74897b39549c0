import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { LIMITS, type FeedFilters } from '../../../src/contract';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { unindexed } from './unindexed';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

export type Circle = { lat: number; lng: number; radiusKm: number };

/**
 * How a query finds the posts in a circle: through the (latitude, longitude) index, then sorted by id
 * (cheap when few posts lie there), or walking the newest posts and testing each (cheap when many do).
 */
export type GeoPlan = 'index' | 'walk';

type PostsQuery<O> = SelectQueryBuilder<Database, 'posts', O>;

/** The circle the feed's lat/lng/radius name (radius 50 km by default), or null without coordinates. */
export function circleOf(filters: Pick<FeedFilters, 'lat' | 'lng' | 'radius'>): Circle | null {
  if (filters.lat === undefined || filters.lng === undefined) return null;
  return { lat: filters.lat, lng: filters.lng, radiusKm: filters.radius ?? LIMITS.feedRadiusDefaultKm };
}

/**
 * The longitudes a circle can reach (Matuschek's bounding box); null when the box would take
 * a pole or the antimeridian, where only the latitude band and the exact check narrow.
 */
function longitudeRange({ lat, lng, radiusKm }: Circle): { min: number; max: number } | null {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const cosLat = Math.cos((lat * Math.PI) / 180);
  if (angular >= Math.PI / 2 || Math.sin(angular) >= cosLat) return null;
  const spread = (Math.asin(Math.sin(angular) / cosLat) * 180) / Math.PI;
  if (lng - spread < -180 || lng + spread > 180) return null;
  return { min: lng - spread, max: lng + spread };
}

/**
 * A circle's numbers as its tests take them, computed once: the centre, the cosine of its latitude, the haversine
 * term's most (`reach`), and its bounding box (no longitudes when it takes a pole or the antimeridian). A statement
 * may take each as a value (a parameter): the SQL does no arithmetic on them.
 */
export type CircleTerms<N = number> = { centreLat: N; centreLng: N; cosLat: N; reach: N; minLat: N; maxLat: N; minLng?: N; maxLng?: N };

export function circleTermsOf(circle: Circle): CircleTerms {
  const latitudeSpread = circle.radiusKm / KM_PER_DEGREE;
  const longitudes = longitudeRange(circle);
  return {
    centreLat: circle.lat,
    centreLng: circle.lng,
    cosLat: Math.cos((circle.lat * Math.PI) / 180),
    reach: Math.sin(circle.radiusKm / (2 * EARTH_RADIUS_KM)) ** 2,
    minLat: circle.lat - latitudeSpread,
    maxLat: circle.lat + latitudeSpread,
    ...(longitudes ? { minLng: longitudes.min, maxLng: longitudes.max } : {}),
  };
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * How far east or west of the circle's centre a position whose latitude lies in [fromLat, toLat] may lie, in
 * degrees: `most` past which it is surely outside (180: any longitude), `least` within which it is surely inside
 * (negative: none). From the haversine test, sin²(Δλ/2) ≤ (reach − sin²(Δφ/2)) / (cos φc cos φ): largest at the
 * band's latitude nearest the centre's and its nearest a pole, smallest at its farthest and its nearest the equator.
 */
export function longitudeSpreadsBetween(terms: CircleTerms, fromLat: number, toLat: number): { most: number; least: number } {
  const nearest = Math.min(Math.max(terms.centreLat, fromLat), toLat);
  const farthest = Math.abs(terms.centreLat - fromLat) > Math.abs(terms.centreLat - toLat) ? fromLat : toLat;
  const [cosFrom, cosTo] = [Math.cos(radians(fromLat)), Math.cos(radians(toLat))];
  const equatorward = fromLat <= 0 && toLat >= 0 ? 1 : Math.max(cosFrom, cosTo);
  const share = (offLat: number, cosLat: number) => (terms.reach - Math.sin(radians(terms.centreLat - offLat) / 2) ** 2) / (terms.cosLat * cosLat);
  const spread = (value: number) => (2 * Math.asin(Math.sqrt(Math.min(1, Math.max(0, value)))) * 180) / Math.PI;
  const poleward = Math.min(cosFrom, cosTo);
  const most = poleward <= 0 || share(nearest, poleward) >= 1 ? 180 : spread(share(nearest, poleward));
  const inner = share(farthest, equatorward);
  // Each widened or narrowed by a hair for rounding.
  return { most: most * (1 + 1e-9) + 1e-9, least: inner <= 0 ? -1 : spread(inner) * (1 - 1e-9) - 1e-9 };
}

/** The haversine term a = sin²(Δφ/2) + cos φ1 cos φ2 sin²(Δλ/2) of a position's distance to the centre: it grows with it. */
export function haversineTerm(terms: CircleTerms<unknown>, table: 'posts' | 'post_geo' = 'posts'): RawBuilder<number> {
  const [latitude, longitude] = [sql.ref(`${table}.latitude`), sql.ref(`${table}.longitude`)];
  return sql<number>`power(sin(radians(${latitude} - ${terms.centreLat}) / 2), 2)
    + ${terms.cosLat} * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${terms.centreLng}) / 2), 2)`;
}

/**
 * The haversine test without asin: distance <= r exactly when the haversine term is at most sin²(r / 2R), for r
 * below half the circumference.
 */
export function withinCircle(circle: Circle, table: 'posts' | 'post_geo' = 'posts'): RawBuilder<boolean> {
  return withinTerms(circleTermsOf(circle), table);
}

const withinTerms = (terms: CircleTerms<unknown>, table: 'posts' | 'post_geo' = 'posts'): RawBuilder<boolean> =>
  sql<boolean>`${haversineTerm(terms, table)} <= ${terms.reach}`;

/** A circle this big reaches every place on earth (and the haversine test no longer holds). */
export const coversEarth = (circle: Circle): boolean => circle.radiusKm >= Math.PI * EARTH_RADIUS_KM;

/** The box around the circle (every longitude when it takes a pole or the antimeridian). */
export function boundingBoxOf(circle: Circle): GeoBox {
  const { minLat, maxLat, minLng = -180, maxLng = 180 } = circleTermsOf(circle);
  return { minLat, maxLat, minLng, maxLng };
}

/** A coordinate column; under the walk plan not indexable, so the query walks the newest posts. */
const coordinate = (column: 'latitude' | 'longitude', plan: GeoPlan, dialect: DialectName): RawBuilder<unknown> =>
  plan === 'walk' ? unindexed(column, dialect) : sql`${sql.ref(`posts.${column}`)}`;

/** Posts whose store lies in the circle: its bounding box, then the exact great-circle test. */
export function inCircle<O>(query: PostsQuery<O>, circle: Circle, plan: GeoPlan, dialect: DialectName): PostsQuery<O> {
  return inCircleTerms(query, circleTermsOf(circle), coversEarth(circle), plan, dialect);
}

/** inCircle of a circle's terms (each may be a statement's value): `wholeEarth` when the circle covers the earth. */
export function inCircleTerms<O>(query: PostsQuery<O>, terms: CircleTerms<unknown>, wholeEarth: boolean, plan: GeoPlan, dialect: DialectName): PostsQuery<O> {
  const latitude = coordinate('latitude', plan, dialect);
  let narrowed = query.where(latitude, '>=', terms.minLat).where(latitude, '<=', terms.maxLat);
  const longitude = coordinate('longitude', plan, dialect);
  if ('minLng' in terms && 'maxLng' in terms) narrowed = narrowed.where(longitude, '>=', terms.minLng).where(longitude, '<=', terms.maxLng);
  if (wholeEarth) return narrowed.where('posts.longitude', 'is not', null);
  return narrowed.where(withinTerms(terms));
}

/** A square this share of the radius each side of the centre has its corners at 0.85 r: inside the circle with room for the earth's curve. */
const INNER_HALF_SIDE = 0.6;
/** Radii up to this are flat enough for that room to hold. */
const INNER_SQUARE_MAX_KM = 500;

/** A box of coordinates, in degrees. */
export type GeoBox = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/**
 * A square surely inside the circle: as many posts or fewer lie in it than in the circle, so a count of them
 * past the cap says the circle's is past it too. Null when the circle is too big or too near a pole for it.
 */
export function innerSquareOf(circle: Circle): GeoBox | null {
  const halfSideKm = INNER_HALF_SIDE * circle.radiusKm;
  const latitudeSpread = halfSideKm / KM_PER_DEGREE;
  // Degrees of longitude are longest at the square's edge nearest the equator: that edge sets the spread.
  const nearestEquator = Math.max(0, Math.abs(circle.lat) - latitudeSpread);
  const cosLat = Math.cos((nearestEquator * Math.PI) / 180);
  if (circle.radiusKm > INNER_SQUARE_MAX_KM || Math.abs(circle.lat) + latitudeSpread >= 80) return null;
  const longitudeSpread = latitudeSpread / cosLat;
  if (circle.lng - longitudeSpread < -180 || circle.lng + longitudeSpread > 180) return null;
  return { minLat: circle.lat - latitudeSpread, maxLat: circle.lat + latitudeSpread, minLng: circle.lng - longitudeSpread, maxLng: circle.lng + longitudeSpread };
}

/** Posts in the circle's inner square, read on the (latitude, longitude) index without the great-circle test. */
export function inInnerSquare<O>(query: PostsQuery<O>, square: GeoBox): PostsQuery<O> {
  return query
    .where('posts.latitude', '>=', square.minLat)
    .where('posts.latitude', '<=', square.maxLat)
    .where('posts.longitude', '>=', square.minLng)
    .where('posts.longitude', '<=', square.maxLng);
}

/**
 * The cheaper plan for a page, from the share of a sample of the newest posts that the scope keeps:
 * walking reads about (offset + limit) / share posts, the index about share × all posts.
 */
export function cheaperPlan(share: number, postsUpToSnapshot: number, rowsWanted: number): GeoPlan {
  if (share <= 0) return 'index';
  return rowsWanted / share <= share * postsUpToSnapshot ? 'walk' : 'index';
}
