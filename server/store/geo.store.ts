import { sql, type Kysely, type RawBuilder } from 'kysely';
import { POST_LIFE } from '../../src/contract';
import { isoBefore, type Clock } from '../clock';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { boxesAround, distanceKm, type GeoBox, type LatLng } from '../geo/spherical';
import { geoInCategory, geoLiveSince, geoMeetsBox, geoUnsold } from './post-geo';
import { isRowId, MAX_ROW_ID } from './row-ids';

/** One page of a nearby search: what to show, nearest first, and whether more lie within the radius. */
export type NearbySearch = {
  center: LatLng;
  radiusKm: number;
  /** Only vendors with a post in this category, or only posts in it. */
  category?: number;
  offset: number;
  limit: number;
  /** Posts this signed-in viewer hid are left out (products only). */
  viewerId?: number | null;
};

export type NearbyHit = { id: number; distanceKm: number };
export type NearbyPage = { hits: NearbyHit[]; hasNext: boolean };

/** A store as the nearby list shows it. */
export type NearbyVendorRecord = {
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  profileimg: string;
  user_phone: string;
  marketname: string;
  address: string;
  city: string;
  state: string;
  country: string;
  market_phone: string;
  display_phone: number;
  verified: number;
  business_latitude: number;
  business_longitude: number;
  operational_radius: number | null;
};

type Candidate = { id: number; latitude: number | null; longitude: number | null };
type CandidatesIn = (box: GeoBox) => Promise<Candidate[]>;

/** The first ring searched where no density is known yet, km; never smaller than MIN_RING_KM. */
const FIRST_RING_KM = 0.5;
const MIN_RING_KM = 0.05;
/** An empty ring grows this much; one with a few points grows to where as many more are expected, at least MIN_GROWTH. */
const EMPTY_GROWTH = 4;
const MIN_GROWTH = 1.5;
/** Aim a little past the expected radius, so one more ring is rarely needed. */
const AIM = 1.2;

/** The next ring: the radius at which `wanted` points are expected if they spread as evenly as the `found` ones. */
function nextRing(ring: number, found: number, wanted: number): number {
  if (found === 0) return ring * EMPTY_GROWTH;
  return ring * Math.max(MIN_GROWTH, AIM * Math.sqrt(wanted / found));
}

/**
 * Points per km² last met around each 0.25° cell, per kind of search: where to start the next search there.
 * Only a guess (a wrong one costs a ring more, never a wrong answer); per process, at most DENSITY_CELLS cells.
 */
class DensityMemory {
  private readonly cells = new Map<string, number>();

  private keyOf(kind: string, { lat, lng }: LatLng): string {
    return `${kind}:${Math.floor(lat * 4)}:${Math.floor(lng * 4)}`;
  }

  firstRing(kind: string, center: LatLng, wanted: number): number {
    const density = this.cells.get(this.keyOf(kind, center));
    if (density === undefined) return FIRST_RING_KM;
    return Math.max(MIN_RING_KM, AIM * Math.sqrt(wanted / (Math.PI * density)));
  }

  /** What a ring met: `found` points in it (none counts as half a point, so the next start is wider). */
  remember(kind: string, center: LatLng, ringKm: number, found: number): void {
    if (this.cells.size >= DENSITY_CELLS) this.cells.clear();
    this.cells.set(this.keyOf(kind, center), Math.max(found, 0.5) / (Math.PI * ringKm * ringKm));
  }
}

const DENSITY_CELLS = 50_000;

/**
 * The nearest points within the radius, a page of them. Rings grow until one holds more points than the
 * page needs (then no point outside it can be nearer than the page's last) or reaches the radius. The first
 * ring is sized from the density the last search nearby met, each next one from what the ring before met,
 * so a crowded city costs one small ring and an empty countryside a few cheap index probes, whatever the
 * number of stores in range. Each ring reads the index boxes around it, then keeps the points whose exact
 * great-circle distance lies within it.
 */
async function nearest(
  candidatesIn: CandidatesIn,
  search: NearbySearch,
  newestFirst: boolean,
  density: { memory: DensityMemory; kind: string },
): Promise<NearbyPage> {
  const wanted = search.offset + search.limit + 1;
  let ring = Math.min(search.radiusKm, density.memory.firstRing(density.kind, search.center, wanted));
  for (;;) {
    const found = new Map<number, number>();
    for (const box of boxesAround(search.center, ring)) {
      for (const { id, latitude, longitude } of await candidatesIn(box)) {
        if (latitude === null || longitude === null) continue;
        const distance = distanceKm(search.center, { lat: latitude, lng: longitude });
        if (distance <= ring) found.set(id, distance);
      }
    }
    density.memory.remember(density.kind, search.center, ring, found.size);
    if (found.size >= wanted || ring >= search.radiusKm) {
      const hits = [...found].map(([id, distance]) => ({ id, distanceKm: distance }));
      hits.sort((a, b) => a.distanceKm - b.distanceKm || (newestFirst ? b.id - a.id : a.id - b.id));
      const end = search.offset + search.limit;
      return { hits: hits.slice(search.offset, end), hasNext: hits.length > end };
    }
    ring = Math.min(search.radiusKm, nextRing(ring, found.size, wanted));
  }
}

/** PostgreSQL: the point is in the box, through the GiST index on point(longitude, latitude). */
function pointInBox(longitude: string, latitude: string, box: GeoBox): RawBuilder<boolean> {
  return sql<boolean>`point(${sql.ref(longitude)}, ${sql.ref(latitude)}) <@ box(point(${box.minLng}, ${box.minLat}), point(${box.maxLng}, ${box.maxLat}))`;
}

/** Nearby stores and posts, over the R*Tree tables (SQLite) or the GiST point indexes (PostgreSQL). */
export function geoStore(db: Kysely<Database>, dialect: DialectName, clock: Clock, memory: DensityMemory = new DensityMemory()) {

  /**
   * The candidate queries are written as plain SQL: they run several times per request, and building them
   * with the query builder cost more than running them.
   */
  async function candidates(query: RawBuilder<Candidate>): Promise<Candidate[]> {
    return (await query.execute(db)).rows;
  }

  /** SQLite: the R*Tree's boxes that meet this one (a table holding the exact coordinates in + columns). */
  const meetsBox = (table: 'vendor_geo', box: GeoBox) =>
    sql`${sql.ref(`${table}.min_lat`)} <= ${box.maxLat} and ${sql.ref(`${table}.max_lat`)} >= ${box.minLat}
      and ${sql.ref(`${table}.min_lng`)} <= ${box.maxLng} and ${sql.ref(`${table}.max_lng`)} >= ${box.minLng}`;

  function vendorCandidates(search: NearbySearch): CandidatesIn {
    const { category } = search;
    const hasPostIn = (userId: RawBuilder<number>) =>
      category === undefined
        ? sql``
        : sql`and exists (select 1 from posts where posts.user_id = ${userId} and posts.category_id = ${Math.min(category, MAX_ROW_ID)})`;
    if (dialect === 'postgres') {
      return (box) =>
        candidates(sql<Candidate>`select user_id as id, business_latitude as latitude, business_longitude as longitude
          from market_info
          where ${pointInBox('market_info.business_longitude', 'market_info.business_latitude', box)}
            and trim(marketname) <> '' ${hasPostIn(sql.ref('market_info.user_id'))}`);
    }
    // The R*Tree holds only stores with a market name, with their exact coordinates: no join.
    return (box) =>
      candidates(sql<Candidate>`select id, latitude, longitude from vendor_geo
        where ${meetsBox('vendor_geo', box)} ${hasPostIn(sql.ref('vendor_geo.id'))}`);
  }

  function postCandidates(search: NearbySearch): CandidatesIn {
    const { category, viewerId } = search;
    const inCategory = (column: string) => (category === undefined ? sql`` : sql`and ${sql.ref(column)} = ${Math.min(category, MAX_ROW_ID)}`);
    // Held posts are no one's; a viewer's hidden posts and the posts of users they blocked are not theirs (issue 16).
    const notHidden = (column: string) =>
      typeof viewerId === 'number'
        ? sql`and ${sql.ref(column)} not in (select post_id from held_posts)
            and ${sql.ref(column)} not in (select post_id from hidden_posts where hidden_posts.user_id = ${viewerId})
            and ${sql.ref(column)} not in (select posts.id from blocks join posts on posts.user_id = blocks.blocked_id where blocks.blocker_id = ${viewerId})`
        : sql`and ${sql.ref(column)} not in (select post_id from held_posts)`;
    // Expired and sold posts are no one's to find nearby (issue 16), as in the feed; post_geo leaves them out itself (post-geo.ts).
    const liveSince = isoBefore(clock, POST_LIFE.lifetime);
    if (dialect === 'postgres') {
      return (box) =>
        candidates(sql<Candidate>`select id, latitude, longitude from posts
          where ${pointInBox('posts.longitude', 'posts.latitude', box)} ${inCategory('posts.category_id')} ${notHidden('posts.id')}
            and posts.renewed_at >= ${liveSince} and posts.sold = 0`);
    }
    const onGeoCategory = category === undefined ? sql`` : sql`and ${geoInCategory(Math.min(category, MAX_ROW_ID))}`;
    return (box) =>
      candidates(sql<Candidate>`select id, latitude, longitude from post_geo
        where ${geoMeetsBox(box)} ${onGeoCategory} and ${geoUnsold()} and ${geoLiveSince(liveSince)} ${notHidden('post_geo.id')}`);
  }

  return {
    /** Stores (with a market name and coordinates) within the radius, nearest first; ties by user id. */
    nearbyVendors(search: NearbySearch): Promise<NearbyPage> {
      return nearest(vendorCandidates(search), search, false, { memory, kind: `vendors:${search.category ?? ''}` });
    },

    /** Posts (at their store's position) within the radius, nearest first; ties newest first. */
    nearbyPosts(search: NearbySearch): Promise<NearbyPage> {
      return nearest(postCandidates(search), search, true, { memory, kind: `posts:${search.category ?? ''}` });
    },

    /** The stores of these users with their owners, in no particular order. */
    async vendorRecords(userIds: readonly number[]): Promise<NearbyVendorRecord[]> {
      const ids = userIds.filter(isRowId);
      if (ids.length === 0) return [];
      // Plain SQL, as the candidate queries: one of these per request.
      const { rows } = await sql<NearbyVendorRecord>`select market_info.user_id, users.username, users.first_name,
          users.last_name, users.profileimg, users.phone as user_phone, market_info.marketname, market_info.address,
          market_info.city, market_info.state, market_info.country, market_info.phone as market_phone,
          market_info.display_phone, market_info.verified, market_info.business_latitude, market_info.business_longitude,
          market_info.operational_radius
        from market_info inner join users on users.id = market_info.user_id
        where market_info.user_id in (${sql.join(ids)})
          and market_info.business_latitude is not null and market_info.business_longitude is not null`.execute(db);
      return rows;
    },
  };
}

export type GeoStore = ReturnType<typeof geoStore>;
