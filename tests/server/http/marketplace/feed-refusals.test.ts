import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '../../../../src/contract';
import { feedReads } from './feed-reads';
import { newVendor } from '../../support/factories';
import { get, json, useTestApp } from '../../support/helpers';

describe('feed query refusals', () => {
  const t = useTestApp();
  const { feed, postsBy } = feedReads(t);

  it('refuses bad query values with 400 and the contract messages, never 500', async () => {
    const cases: [string, string][] = [
      ['page=0', MESSAGES.pageInvalid],
      ['page=abc', MESSAGES.pageInvalid],
      ['page=1.5', MESSAGES.pageInvalid],
      ['per_page=51', 'per_page must be a whole number from 1 to 50'],
      ['per_page=100', 'per_page must be a whole number from 1 to 50'],
      ['per_page=0', 'per_page must be a whole number from 1 to 50'],
      ['min_price=-1', MESSAGES.minPriceInvalid],
      ['min_price=cheap', MESSAGES.minPriceInvalid],
      ['max_price=abc', MESSAGES.maxPriceInvalid],
      ['lat=91&lng=3', MESSAGES.coordinatesInvalid],
      ['lat=6&lng=181', MESSAGES.coordinatesInvalid],
      ['lat=6.5', MESSAGES.coordinatesInvalid],
      ['lat=north&lng=3', MESSAGES.coordinatesInvalid],
      ['category=abc', MESSAGES.categoryRequired],
    ];
    for (const [query, message] of cases) {
      const response = await get(t().app, `/api/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(json(response).message, query).toBe(message);
      expect(json(response).errors, query).toBeDefined();
    }
    for (const query of ['category_type=furniture', 'radius=-3&lat=6&lng=3', 'snapshot=-1', `city=${'x'.repeat(101)}`]) {
      expect((await get(t().app, `/api/?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('answers huge pages without reaching the database with them, and refuses ids past the integer columns', async () => {
    const vendor = await newVendor(t().stores);
    await postsBy(vendor, 2);
    for (const query of ['page=9007199254740991', 'page=4000000000&per_page=50']) {
      const response = await get(t().app, `/api/?${query}`);
      expect(response.statusCode, query).toBe(200);
    }
    expect((await feed(`snapshot=${LIMITS.rowIdMax}`)).results).toHaveLength(2);
    for (const query of [`category=${LIMITS.rowIdMax + 1}`, `snapshot=${LIMITS.rowIdMax + 1}`, 'snapshot=9007199254740991']) {
      expect((await get(t().app, `/api/?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('refuses a token that is sent but invalid, and serves visitors without one', async () => {
    const response = await get(t().app, '/api/', 'not-a-real-token');
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toBe(MESSAGES.invalidToken);
    expect((await get(t().app, '/api')).statusCode).toBe(200);
  });
});
