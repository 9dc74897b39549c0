import { sql, type Compilable, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { MAX_ROW_ID } from '../row-ids';
import { GEO_ROUNDING_DEGREES, geoInCategory, geoInsideBox, geoInStrip, geoInStripInside, geoLiveSince, geoMeetsBox, geoUnsold, type GeoStrip } from '../post-geo';
import { boundingBoxOf, circleTermsOf, coversEarth, longitudeSpreadsBetween, withinCircle, type Circle, type GeoBox } from './feed-geo';

/** SQLite's post_geo R*Tree (server/store/post-geo.ts): the reads that find a circle's posts on it. */

type PostsQuery<O> = SelectQueryBuilder<Database, 'posts', O>;

/**
 * Bands of latitude a circle is read in: a kilometre of radius each, 16 at most (from 16 to 32 the worst circles
 * of the feed bench gained little). Each band is a read of its own (10-20 µs even when it finds nothing): a small
 * circle holds too few posts to pay for many.
 */
const stripCount = (circle: Circle): number => Math.min(16, Math.max(2, Math.ceil(circle.radiusKm)));

/**
 * The circle as bands of latitude, each no wider than the circle is somewhere in it, with the longitudes surely
 * inside it in each: the box around a whole circle takes in its corners, where the posts of a place next to it may
 * crowd, and each post read was tested exactly (a 15 km circle holding 1,333 posts had 14,000 in its box: 7 ms; a
 * circle holding 6,000, 8.5 ms). In 16 strips, 1.5 and 2 ms. Null for a circle whose box takes a pole or the
 * antimeridian, read in one box.
 */
function stripsOf(circle: Circle): GeoStrip[] | null {
  const terms = circleTermsOf(circle);
  if (coversEarth(circle) || terms.minLng === undefined) return null;
  const strips = stripCount(circle);
  const height = (terms.maxLat - terms.minLat) / strips;
  // One number for each edge, the end of a strip and the start of the next, so no post falls between them. The last
  // ends past the circle's top by more than the rounding, so a post on that edge is in it.
  const edge = (index: number) => (index === strips ? terms.maxLat + 2 * GEO_ROUNDING_DEGREES : terms.minLat + height * index);
  return Array.from({ length: strips }, (_, index) => {
    const [fromLat, toLat] = [edge(index), edge(index + 1)];
    const { most, least } = longitudeSpreadsBetween(terms, fromLat - GEO_ROUNDING_DEGREES, toLat);
    return { fromLat, toLat, minLng: circle.lng - most, maxLng: circle.lng + most, innerMinLng: circle.lng - least, innerMaxLng: circle.lng + least };
  });
}

/**
 * The ids of the post_geo rows in the circle that meet `more` too, each row once: each strip's rows surely inside
 * it or passing the great-circle test on their exact position (or the box's that pass the test).
 */
export function circleRows(circle: Circle, more: RawBuilder<boolean>): RawBuilder<{ id: number }> {
  if (coversEarth(circle)) return sql`select id from post_geo where ${more}`;
  const exact = withinCircle(circle, 'post_geo');
  const strips = stripsOf(circle);
  if (!strips) return sql`select id from post_geo where ${geoMeetsBox(boundingBoxOf(circle))} and ${exact} and ${more}`;
  return sql.join(
    strips.map((strip) => sql`select id from post_geo where ${geoInStrip(strip)} and (${geoInStripInside(strip)} or ${exact}) and ${more}`),
    sql` union all `,
  );
}

/**
 * Posts in the circle found through the post_geo R*Tree, then sorted by id: for a circle holding few posts (the
 * 'index' plan) on SQLite, where the (latitude, longitude) index walks the whole band of latitudes around it.
 */
export const inRtreeCircle = <O>(query: PostsQuery<O>, circle: Circle): PostsQuery<O> =>
  query.where(sql<boolean>`posts.id in (${circleRows(circle, sql`1`)})`);

/** Where a location count reads: the posts surely inside a square, or those in a circle. */
export type GeoArea = { square: GeoBox } | { circle: Circle };

/** What else an area's posts must be: of the category if any, unsold unless asked, live, up to the snapshot, not hidden. */
export type GeoKept = { category?: number; showSold: boolean; liveSince: string; snapshot: number; hidden: Compilable<{ post_id: number }> };

/** The ids of the area's post_geo rows that are kept; the R*Tree leaves out other categories, sold and expired posts itself (post-geo.ts). */
export function areaRows(area: GeoArea, { category, showSold, liveSince, snapshot, hidden }: GeoKept): RawBuilder<{ id: number }> {
  const kept = sql.join<boolean>(
    [
      ...(category === undefined ? [] : [geoInCategory(Math.min(category, MAX_ROW_ID))]),
      ...(showSold ? [] : [geoUnsold()]),
      geoLiveSince(liveSince),
      sql`id <= ${Math.min(snapshot, MAX_ROW_ID)}`,
      sql`id not in (${hidden})`,
    ],
    sql` and `,
  );
  return 'square' in area ? sql`select id from post_geo where ${geoInsideBox(area.square)} and ${kept}` : circleRows(area.circle, kept);
}
