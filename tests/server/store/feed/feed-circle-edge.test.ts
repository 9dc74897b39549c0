import { describe, expect, it } from 'vitest';
import { feedAnswerSchema, type FeedAnswer } from '../../../../src/contract';
import { newVendor } from '../../support/factories';
import { get, useTestApp } from '../../support/helpers';

const EARTH_RADIUS_KM = 6371.0088;
const RADIUS_KM = 15;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** The place `km` from the centre along `bearing` (degrees) on the sphere. */
function destination(centre: { lat: number; lng: number }, km: number, bearing: number) {
  const [φ1, λ1, θ, δ] = [toRadians(centre.lat), toRadians(centre.lng), toRadians(bearing), km / EARTH_RADIUS_KM];
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ));
  const λ2 = λ1 + Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2));
  return { latitude: toDegrees(φ2), longitude: toDegrees(λ2) };
}

/**
 * Posts all round a circle's edge, just inside and just outside it (a thousandth of the radius either way), at
 * its centre, and crowded in the corners of its bounding box: a location feed must show exactly the inside
 * ones, its count and its page, however the query narrows to the circle before its exact test. Around Lagos, and far from the equator
 * on both sides, where a degree of longitude is short.
 */
describe('a location feed at the circle’s edge', () => {
  const t = useTestApp();

  async function feed(query: string): Promise<FeedAnswer> {
    const response = await get(t().app, `/api/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return feedAnswerSchema.parse(response.json());
  }

  async function postsAt(places: { latitude: number; longitude: number }[]): Promise<number[]> {
    const vendor = await newVendor(t().stores);
    const now = new Date().toISOString();
    const rows = places.map((place, index) => ({
      user_id: vendor.id, title: `Place ${index}`, description: '', caption: '', price: 100, category_id: 3, category_type: 'product' as const,
      delivery_time: 'next_day', delivery_radius: null, city_key: 'ikeja', state_key: 'lagos', ...place, created_at: now, renewed_at: now,
    }));
    const inserted = await t().db.kysely.insertInto('posts').values(rows).returning('id').execute();
    return inserted.map((row) => row.id);
  }

  for (const centre of [{ lat: 6.5, lng: 3.4 }, { lat: 59.9, lng: 10.75 }, { lat: -41.3, lng: 174.8 }]) {
    it(`shows the posts inside a ${RADIUS_KM} km circle at ${centre.lat}, ${centre.lng} and none outside`, async () => {
      const bearings = Array.from({ length: 48 }, (_, index) => index * 7.5);
      const inside = [{ latitude: centre.lat, longitude: centre.lng }, ...bearings.map((bearing) => destination(centre, RADIUS_KM * 0.999, bearing))];
      const outside = [
        ...bearings.map((bearing) => destination(centre, RADIUS_KM * 1.001, bearing)),
        ...[45, 135, 225, 315].flatMap((bearing) => Array.from({ length: 5 }, () => destination(centre, RADIUS_KM * 1.35, bearing))),
      ];
      const [insideIds, outsideIds] = [await postsAt(inside), await postsAt(outside)];
      // Newer posts 500 km away: the newest posts hold none of the circle's, so its page is found by place too.
      await postsAt(Array.from({ length: 520 }, () => destination(centre, 500, 90)));

      const answer = await feed(`lat=${centre.lat}&lng=${centre.lng}&radius=${RADIUS_KM}&per_page=50`);
      expect(answer.pagination).toMatchObject({ count: inside.length, count_exact: true, has_next: false });
      const shown = answer.results.map((result) => result.id);
      expect(shown).toEqual([...insideIds].sort((a, b) => b - a));
      expect(shown.filter((id) => outsideIds.includes(id))).toEqual([]);
    });
  }
});
