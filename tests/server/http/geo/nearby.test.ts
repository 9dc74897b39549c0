import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MESSAGES, nearbyProductsAnswerSchema, nearbyVendorsAnswerSchema, type NearbyVendorsAnswer } from '../../../../src/contract';
import type { Database } from '../../../../server/db/schema';
import { EARTH_RADIUS_KM } from '../../../../server/geo/spherical';
import { newPost, newVendor } from '../../support/factories';
import { get, json, newUser, post, signIn, useTestApp } from '../../support/helpers';

type Point = { lat: number; lng: number };

/** A repeatable sequence, so a failure can be replayed (the seed is in the test's name). */
function pseudoRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The reference distance, computed another way than the server: the chord between unit vectors. */
function referenceKm(a: Point, b: Point): number {
  const vector = ({ lat, lng }: Point) => {
    const phi = (lat * Math.PI) / 180;
    const lambda = (lng * Math.PI) / 180;
    return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)] as const;
  };
  const [x1, y1, z1] = vector(a);
  const [x2, y2, z2] = vector(b);
  const chord = Math.hypot(x1 - x2, y1 - y2, z1 - z2);
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, chord / 2));
}

/** Points where boxes go wrong: the antimeridian, the poles, the equator, dense clusters, exact duplicates; and anywhere. */
function awkwardPoints(random: () => number, count: number): Point[] {
  const around = (lat: number, lng: number, spread: number): Point => {
    const pointLat = Math.max(-90, Math.min(90, lat + (random() - 0.5) * spread));
    let pointLng = lng + (random() - 0.5) * spread * 2;
    if (pointLng > 180) pointLng -= 360;
    if (pointLng < -180) pointLng += 360;
    return { lat: pointLat, lng: pointLng };
  };
  const places = [
    () => around(0, 180, 2),
    () => around(-17, -179.99, 1),
    () => around(89.5, random() * 360 - 180, 1),
    () => around(-89.7, 0, 1),
    () => ({ lat: 90, lng: random() * 360 - 180 }),
    () => around(0, 0, 0.2),
    () => around(6.5244, 3.3792, 0.3),
    () => ({ lat: 6.5244, lng: 3.3792 }),
    () => ({ lat: random() * 180 - 90, lng: random() * 360 - 180 }),
    () => ({ lat: (Math.asin(2 * random() - 1) * 180) / Math.PI, lng: random() * 360 - 180 }),
  ];
  return Array.from({ length: count }, () => {
    const place = places[Math.floor(random() * places.length)] ?? places[0];
    return place ? place() : { lat: 0, lng: 0 };
  });
}

function awkwardCenter(random: () => number): Point {
  const centers: Point[] = [
    { lat: 0, lng: 179.9 },
    { lat: 0.5, lng: -179.95 },
    { lat: -17, lng: 180 },
    { lat: 89.9, lng: 45 },
    { lat: 90, lng: 0 },
    { lat: -89.6, lng: -120 },
    { lat: 6.52, lng: 3.38 },
    { lat: 0, lng: 0 },
  ];
  return random() < 0.6
    ? (centers[Math.floor(random() * centers.length)] ?? { lat: 0, lng: 0 })
    : { lat: random() * 180 - 90, lng: random() * 360 - 180 };
}

const RADII = [0.3, 5, 10, 60, 250, 1500, 8000, 20_000];

let sequence = 0;

/** Stores at these points, straight in the tables (no password work): answers their user ids in order. */
async function insertStores(db: Kysely<Database>, points: readonly Point[]): Promise<number[]> {
  const now = new Date('2026-03-01T09:00:00.000Z').toISOString();
  const ids: number[] = [];
  for (const point of points) {
    sequence += 1;
    const username = `geo_${sequence}`;
    const { id } = await db
      .insertInto('users')
      .values({
        username, username_lower: username, email: `${username}@geo.test`, email_lower: `${username}@geo.test`,
        password_hash: 'none', first_name: 'Geo', last_name: `Store ${sequence}`, verified_at: now, date_joined: now,
        referral_code: `GEO${sequence}X${Math.floor(Math.random() * 1e9)}`, referred_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('market_info')
      .values({ user_id: id, marketname: `Store ${sequence}`, business_latitude: point.lat, business_longitude: point.lng, created_at: now })
      .execute();
    ids.push(id);
  }
  return ids;
}

describe('GET /api/nearby/vendors and /api/nearby/products', () => {
  const t = useTestApp();

  async function allPages(url: string): Promise<NearbyVendorsAnswer['results']> {
    const results: NearbyVendorsAnswer['results'] = [];
    for (let page = 1; ; page += 1) {
      const answer = nearbyVendorsAnswerSchema.parse((await get(t().app, `${url}&per_page=50&page=${page}`)).json());
      results.push(...answer.results);
      if (!answer.has_next) return results;
      if (page === 50) throw new Error('more than 50 pages');
    }
  }

  it('matches a brute-force reference on random points near the antimeridian, the poles and in dense clusters (property test)', async () => {
    for (const seed of [7, 2026, 90_210]) {
      await t().db.kysely.deleteFrom('users').execute();
      const random = pseudoRandom(seed);
      const points = awkwardPoints(random, 300);
      const ids = await insertStores(t().db.kysely, points);
      const byId = new Map(ids.map((id, index) => [id, points[index] ?? { lat: 0, lng: 0 }]));
      const usernameOf = new Map(ids.map((id, index) => [`geo_${sequence - ids.length + index + 1}`, id]));
      for (let round = 0; round < 14; round += 1) {
        const center = awkwardCenter(random);
        const radius = RADII[Math.floor(random() * RADII.length)] ?? 10;
        const label = `seed ${seed}, round ${round}: ${JSON.stringify(center)} within ${radius} km`;
        const found = await allPages(`/api/nearby/vendors?lat=${center.lat}&lng=${center.lng}&radius=${radius}`);
        const foundIds = found.map((vendor) => usernameOf.get(vendor.username) ?? -1);
        const distances = new Map([...byId].map(([id, point]) => [id, referenceKm(center, point)]));
        // Points within a micrometre of the edge may fall either way in floating point: left out of the comparison.
        const clearlyIn = [...distances].filter(([, distance]) => distance < radius - 1e-6).map(([id]) => id);
        const clearlyOut = new Set([...distances].filter(([, distance]) => distance > radius + 1e-6).map(([id]) => id));
        expect(new Set(foundIds).size, label).toBe(foundIds.length);
        expect(foundIds.filter((id) => clearlyOut.has(id)), label).toEqual([]);
        expect(clearlyIn.filter((id) => !foundIds.includes(id)), label).toEqual([]);
        found.forEach((vendor, index) => {
          const id = usernameOf.get(vendor.username) ?? -1;
          expect(vendor.distance_km, label).toBeCloseTo(distances.get(id) ?? -1, 2);
          if (index > 0) expect(vendor.distance_km, label).toBeGreaterThanOrEqual(found[index - 1]?.distance_km ?? 0);
        });
      }
    }
  });

  it('answers the nearest stores first with their exact position and distance, 10 km by default', async () => {
    const ikeja = await newVendor(t().stores, {
      username: 'ikeja_store',
      market: { marketname: 'Ikeja Phones', business_latitude: 6.6018, business_longitude: 3.3515, operational_radius: 5, display_phone: 1, verified: 1 },
    });
    await newVendor(t().stores, { username: 'yaba_store', market: { business_latitude: 6.5095, business_longitude: 3.3711 } });
    await newVendor(t().stores, { username: 'abuja_store', market: { business_latitude: 9.0765, business_longitude: 7.4983 } });
    await newVendor(t().stores, { username: 'no_position' });
    await newVendor(t().stores, { username: 'blank_name', market: { marketname: '  ', business_latitude: 6.6, business_longitude: 3.35 } });
    await newUser(t().stores, { username: 'just_a_buyer' });

    const near = nearbyVendorsAnswerSchema.parse((await get(t().app, '/api/nearby/vendors?lat=6.60&lng=3.35')).json());
    expect(near).toMatchObject({ page: 1, per_page: 20, has_next: false, radius: 10 });
    expect(near.results).toEqual([
      {
        username: 'ikeja_store', first_name: ikeja.first_name, last_name: ikeja.last_name, profileimg: '',
        marketname: 'Ikeja Phones', address: '', city: 'Ikeja', state: 'Lagos', country: 'Nigeria', phone: '+2348035550000',
        display_phone: true, verified: true, latitude: 6.6018, longitude: 3.3515, operational_radius: 5,
        distance_km: expect.closeTo(0.26, 2),
      },
    ]);
    const wider = nearbyVendorsAnswerSchema.parse((await get(t().app, '/api/nearby/vendors?lat=6.60&lng=3.35&radius=15')).json());
    expect(wider.results.map((vendor) => vendor.username)).toEqual(['ikeja_store', 'yaba_store']);
    expect(wider.results[1]).toMatchObject({ phone: '', display_phone: false });
    const paged = nearbyVendorsAnswerSchema.parse((await get(t().app, '/api/nearby/vendors?lat=6.60&lng=3.35&radius=1000&per_page=1&page=2')).json());
    expect(paged).toMatchObject({ has_next: true, results: [expect.objectContaining({ username: 'yaba_store' })] });
  });

  it('narrows vendors to those with a post in the category, and products to posts in it', async () => {
    const fabrics = await newVendor(t().stores, { username: 'fabrics', market: { business_latitude: 6.6, business_longitude: 3.35 } });
    const phones = await newVendor(t().stores, { username: 'phones', market: { business_latitude: 6.61, business_longitude: 3.36 } });
    const cloth = await newPost(t().stores, fabrics, { category_id: 2, title: 'Ankara' });
    const phone = await newPost(t().stores, phones, { category_id: 1, title: 'Tecno Camon' });
    const older = await newPost(t().stores, phones, { category_id: 2, title: 'Phone pouch' });
    const vendorsIn = async (query: string) =>
      nearbyVendorsAnswerSchema.parse((await get(t().app, `/api/nearby/vendors?lat=6.6&lng=3.35&${query}`)).json()).results.map((vendor) => vendor.username);
    const productsIn = async (query: string) =>
      nearbyProductsAnswerSchema.parse((await get(t().app, `/api/nearby/products?lat=6.6&lng=3.35&${query}`)).json()).results.map((found) => found.id);
    expect(await vendorsIn('category=1')).toEqual(['phones']);
    expect(await vendorsIn('category=2')).toEqual(['fabrics', 'phones']);
    expect(await vendorsIn('category=999')).toEqual([]);
    expect(await productsIn('radius=10')).toEqual([cloth, older, phone].sort((a, b) => (a === cloth ? -1 : b === cloth ? 1 : b - a)));
    expect(await productsIn('category=2')).toEqual([cloth, older]);
    expect(await productsIn('category=1&radius=0.5')).toEqual([]);
  });

  it('answers products in the feed shape with their distance, leaving out what the viewer hid', async () => {
    const vendor = await newVendor(t().stores, { username: 'seller', market: { business_latitude: 6.6018, business_longitude: 3.3515 } });
    const first = await newPost(t().stores, vendor, { title: 'First' });
    const second = await newPost(t().stores, vendor, { title: 'Second' });
    await newPost(t().stores, vendor, { title: 'No position', latitude: null, longitude: null });
    const answer = nearbyProductsAnswerSchema.parse((await get(t().app, '/api/nearby/products?lat=6.6018&lng=3.3515')).json());
    expect(answer.results.map((found) => [found.id, found.title, found.distance_km])).toEqual([
      [second, 'Second', 0],
      [first, 'First', 0],
    ]);
    expect(answer.results[0]).toMatchObject({ user: { username: 'seller' }, liked: false, saved: false });
    const buyer = await newUser(t().stores, { username: 'buyer' });
    const token = await signIn(t().app, buyer);
    await post(t().app, '/api/hidden', { post_id: second }, token);
    const forBuyer = await get(t().app, '/api/nearby/products?lat=6.6018&lng=3.3515', token);
    expect((json(forBuyer).results as { id: number }[]).map((found) => found.id)).toEqual([first]);
  });

  it('leaves sold products out, as the feed does, and shows them again once available', async () => {
    const vendor = await newVendor(t().stores, { username: 'seller', market: { business_latitude: 6.6018, business_longitude: 3.3515 } });
    const kept = await newPost(t().stores, vendor, { title: 'Still for sale' });
    const sold = await newPost(t().stores, vendor, { title: 'Sold already' });
    const ids = async () => nearbyProductsAnswerSchema.parse((await get(t().app, '/api/nearby/products?lat=6.6018&lng=3.3515')).json()).results.map((found) => found.id);
    await t().db.kysely.updateTable('posts').set({ sold: 1 }).where('id', '=', sold).execute();
    expect(await ids()).toEqual([kept]);
    await t().db.kysely.updateTable('posts').set({ sold: 0 }).where('id', '=', sold).execute();
    expect(await ids()).toEqual([sold, kept]);
  });

  it('forgets a store whose owner is deleted and follows a store that moves', async () => {
    const vendor = await newVendor(t().stores, { username: 'mover', market: { business_latitude: 6.6, business_longitude: 3.35 } });
    const names = async (query: string) =>
      nearbyVendorsAnswerSchema.parse((await get(t().app, `/api/nearby/vendors?${query}`)).json()).results.map((found) => found.username);
    expect(await names('lat=6.6&lng=3.35')).toEqual(['mover']);
    await t().db.kysely.updateTable('market_info').set({ business_latitude: -33.9, business_longitude: 151.2 }).where('user_id', '=', vendor.id).execute();
    expect(await names('lat=6.6&lng=3.35')).toEqual([]);
    expect(await names('lat=-33.9&lng=151.2&radius=1')).toEqual(['mover']);
    await t().db.kysely.updateTable('market_info').set({ business_latitude: null }).where('user_id', '=', vendor.id).execute();
    expect(await names('lat=-33.9&lng=151.2&radius=20000')).toEqual([]);
    await t().db.kysely.updateTable('market_info').set({ business_latitude: 6.6 }).where('user_id', '=', vendor.id).execute();
    await t().db.kysely.deleteFrom('users').where('id', '=', vendor.id).execute();
    expect(await names('lat=6.6&lng=151.2&radius=20000')).toEqual([]);
  });

  it('refuses bad coordinates, radii and pages', async () => {
    const cases: [string, string][] = [
      ['', MESSAGES.coordinatesInvalid],
      ['lat=6.5', MESSAGES.coordinatesInvalid],
      ['lng=3.3', MESSAGES.coordinatesInvalid],
      ['lat=91&lng=3', MESSAGES.coordinatesInvalid],
      ['lat=-90.5&lng=3', MESSAGES.coordinatesInvalid],
      ['lat=6&lng=180.01', MESSAGES.coordinatesInvalid],
      ['lat=6&lng=-181', MESSAGES.coordinatesInvalid],
      ['lat=north&lng=3', MESSAGES.coordinatesInvalid],
      ['lat=6&lng=3&radius=0', 'Radius must be more than 0 and at most 20000 km'],
      ['lat=6&lng=3&radius=-5', 'Radius must be more than 0 and at most 20000 km'],
      ['lat=6&lng=3&radius=20001', 'Radius must be more than 0 and at most 20000 km'],
      ['lat=6&lng=3&page=0', 'Page must be a whole number from 1 to 50'],
      ['lat=6&lng=3&page=51', 'Page must be a whole number from 1 to 50'],
      ['lat=6&lng=3&per_page=51', 'per_page must be a whole number from 1 to 50'],
      ['lat=6&lng=3&per_page=100', 'per_page must be a whole number from 1 to 50'],
      ['lat=6&lng=3&category=abc', MESSAGES.categoryRequired],
    ];
    for (const kind of ['vendors', 'products']) {
      for (const [query, message] of cases) {
        const response = await get(t().app, `/api/nearby/${kind}?${query}`);
        expect(response.statusCode, `${kind}?${query}`).toBe(400);
        expect(json(response).message, `${kind}?${query}`).toBe(message);
      }
    }
    expect((await get(t().app, '/api/nearby/vendors?lat=90&lng=-180&radius=20000')).statusCode).toBe(200);
  });
});
