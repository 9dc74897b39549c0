import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { boundingBoxOf, coversEarth, withinCircle, type Circle, type GeoBox } from './feed-geo';

/** SQLite's post_geo R*Tree: the conditions that find a box's or a circle's posts on it. */

type PostsQuery<O> = SelectQueryBuilder<Database, 'posts', O>;

/** post_geo rows whose box lies inside `box`. */
export const insideBox = (box: GeoBox) =>
  sql`min_lat >= ${box.minLat} and max_lat <= ${box.maxLat} and min_lng >= ${box.minLng} and max_lng <= ${box.maxLng}`;

/** post_geo rows whose box overlaps `box`. */
const overlapsBox = (box: GeoBox) =>
  sql`max_lat >= ${box.minLat} and min_lat <= ${box.maxLat} and max_lng >= ${box.minLng} and min_lng <= ${box.maxLng}`;

/** post_geo rows in the circle: its box overlaps the circle's box and its exact position passes the great-circle test. */
export const inCircleBox = (circle: Circle) =>
  coversEarth(circle) ? sql`1` : sql`${overlapsBox(boundingBoxOf(circle))} and ${withinCircle(circle, 'post_geo')}`;

/**
 * Posts in the circle found through the post_geo R*Tree, then sorted by id: for a circle holding few posts (the
 * 'index' plan) on SQLite, where the (latitude, longitude) index walks the whole band of latitudes around it.
 */
export const inRtreeCircle = <O>(query: PostsQuery<O>, circle: Circle): PostsQuery<O> =>
  query.where(sql<boolean>`posts.id in (select id from post_geo where ${inCircleBox(circle)})`);
