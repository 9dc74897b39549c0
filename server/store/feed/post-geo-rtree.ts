import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { geoMeetsBox } from '../post-geo';
import { boundingBoxOf, coversEarth, withinCircle, type Circle } from './feed-geo';

/** SQLite's post_geo R*Tree (server/store/post-geo.ts): the conditions that find a circle's posts on it. */

type PostsQuery<O> = SelectQueryBuilder<Database, 'posts', O>;

/** post_geo rows in the circle: its box meets the circle's box and its exact position passes the great-circle test. */
export const inCircleBox = (circle: Circle) =>
  coversEarth(circle) ? sql`1` : sql`${geoMeetsBox(boundingBoxOf(circle))} and ${withinCircle(circle, 'post_geo')}`;

/**
 * Posts in the circle found through the post_geo R*Tree, then sorted by id: for a circle holding few posts (the
 * 'index' plan) on SQLite, where the (latitude, longitude) index walks the whole band of latitudes around it.
 */
export const inRtreeCircle = <O>(query: PostsQuery<O>, circle: Circle): PostsQuery<O> =>
  query.where(sql<boolean>`posts.id in (select id from post_geo where ${inCircleBox(circle)})`);
