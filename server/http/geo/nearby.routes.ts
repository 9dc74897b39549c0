import type { FastifyPluginAsync } from 'fastify';
import {
  nearbyQuerySchema,
  type NearbyFilters,
  type NearbyProductsAnswer,
  type NearbyVendor,
  type NearbyVendorsAnswer,
} from '../../../src/contract';
import { roundedKm } from '../../geo/spherical';
import type { NearbySearch, NearbyVendorRecord } from '../../store/geo.store';
import { postsOf } from '../marketplace/post.presenter';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';

function searchOf(query: NearbyFilters, viewerId: number | null): NearbySearch {
  return {
    center: { lat: query.lat, lng: query.lng },
    radiusKm: query.radius,
    ...(query.category === undefined ? {} : { category: query.category }),
    offset: (query.page - 1) * query.per_page,
    limit: query.per_page,
    viewerId,
  };
}

/** A store as the nearby list shows it; the phone only when the store displays it. */
export function toNearbyVendor(record: NearbyVendorRecord, distanceKm: number): NearbyVendor {
  const displaysPhone = record.display_phone === 1;
  return {
    username: record.username,
    first_name: record.first_name,
    last_name: record.last_name,
    profileimg: record.profileimg,
    marketname: record.marketname,
    address: record.address,
    city: record.city,
    state: record.state,
    country: record.country,
    phone: displaysPhone ? record.market_phone || record.user_phone : '',
    display_phone: displaysPhone,
    verified: record.verified === 1,
    latitude: record.business_latitude,
    longitude: record.business_longitude,
    operational_radius: record.operational_radius,
    distance_km: roundedKm(distanceKm),
  };
}

/**
 * GET /nearby/vendors and GET /nearby/products (lat, lng, radius km default 10, category, page, per_page):
 * nearest first by great-circle distance, open to visitors (a signed-in caller's hidden posts stay hidden).
 */
export function nearbyRoutes({ stores, auth }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/nearby/vendors', { preHandler: auth.optional }, async (request): Promise<NearbyVendorsAnswer> => {
      const query = parseInput(nearbyQuerySchema, request.query);
      const page = await stores.geo.nearbyVendors(searchOf(query, request.caller?.userId ?? null));
      const records = new Map((await stores.geo.vendorRecords(page.hits.map((hit) => hit.id))).map((record) => [record.user_id, record]));
      const results = page.hits.flatMap((hit) => {
        const record = records.get(hit.id);
        return record ? [toNearbyVendor(record, hit.distanceKm)] : [];
      });
      return { results, page: query.page, per_page: query.per_page, has_next: page.hasNext, radius: query.radius };
    });

    app.get('/nearby/products', { preHandler: auth.optional }, async (request): Promise<NearbyProductsAnswer> => {
      const query = parseInput(nearbyQuerySchema, request.query);
      const viewerId = request.caller?.userId ?? null;
      const page = await stores.geo.nearbyPosts(searchOf(query, viewerId));
      const distances = new Map(page.hits.map((hit) => [hit.id, hit.distanceKm]));
      const posts = postsOf(await stores.posts.cards(page.hits.map((hit) => hit.id), viewerId));
      const results = posts.map((post) => ({ ...post, distance_km: roundedKm(distances.get(post.id) ?? 0) }));
      return { results, page: query.page, per_page: query.per_page, has_next: page.hasNext, radius: query.radius };
    });
  };
}
