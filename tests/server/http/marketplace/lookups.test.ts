import { describe, expect, it } from 'vitest';
import {
  categoriesAndDeliveryAnswerSchema,
  categoriesAnswerSchema,
  CATEGORIES,
  DELIVERY_TIMES,
  deliveryTimesAnswerSchema,
} from '../../../../src/contract';
import { get, json, useTestApp } from '../../support/helpers';

const CACHED_FIVE_MINUTES = 'public, max-age=300';

describe('lookups', () => {
  const t = useTestApp();

  it('lists the 27 categories in sort order, and each type on its own', async () => {
    const all = await get(t().app, '/api/categories');
    expect(all.statusCode).toBe(200);
    expect(categoriesAnswerSchema.parse(all.json())).toEqual(CATEGORIES);

    const products = categoriesAnswerSchema.parse((await get(t().app, '/api/categories?type=product')).json());
    const services = categoriesAnswerSchema.parse((await get(t().app, '/api/categories/?type=service')).json());
    expect(products).toHaveLength(14);
    expect(services).toHaveLength(13);
    expect(products.every((category) => category.category_type === 'product')).toBe(true);
    expect(services.map((category) => category.slug)).toContain('web-development');
    expect(products[0]).toEqual({
      id: 1,
      name: 'Electronics',
      slug: 'electronics',
      category_type: 'product',
      sort_order: 1,
      description: 'Electronics',
    });

    expect((await get(t().app, '/api/categories/products')).json()).toEqual(products);
    expect((await get(t().app, '/api/categories/services/')).json()).toEqual(services);
  });

  it('lists the delivery times and the combined lookup', async () => {
    const times = deliveryTimesAnswerSchema.parse((await get(t().app, '/api/delivery-times')).json());
    expect(times).toEqual(DELIVERY_TIMES);
    expect(times.map((time) => time.value)).toEqual(['same_day', 'next_day', '2_3_days', '1_week', '1_2_weeks', '2_4_weeks', 'custom']);

    const combined = categoriesAndDeliveryAnswerSchema.parse((await get(t().app, '/api/categories-and-delivery')).json());
    expect(combined.product_categories).toEqual(CATEGORIES.filter((category) => category.category_type === 'product'));
    expect(combined.service_categories).toEqual(CATEGORIES.filter((category) => category.category_type === 'service'));
    expect(combined.delivery_times).toEqual(DELIVERY_TIMES);
  });

  it('refuses an unknown type with 400 in the error shape', async () => {
    const response = await get(t().app, '/api/categories?type=furniture');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: expect.any(String), errors: { type: [expect.any(String)] } });
  });

  it('lets clients cache the lookups for 5 minutes and answers 304 to a current ETag', async () => {
    for (const url of ['/api/categories', '/api/categories?type=service', '/api/categories/products', '/api/delivery-times', '/api/categories-and-delivery']) {
      const first = await get(t().app, url);
      expect(first.headers['cache-control'], url).toBe(CACHED_FIVE_MINUTES);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+"$/);

      const again = await t().app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      expect(again.headers['cache-control'], url).toBe(CACHED_FIVE_MINUTES);

      const weak = await t().app.inject({ method: 'GET', url, headers: { 'if-none-match': `"old", W/${etag}` } });
      expect(weak.statusCode, url).toBe(304);
      const stale = await t().app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.json(), url).toEqual(first.json());
    }
    const products = String((await get(t().app, '/api/categories/products')).headers.etag);
    const services = String((await get(t().app, '/api/categories/services')).headers.etag);
    expect(products).not.toBe(services);
  });

  it('keeps every other API answer uncached', async () => {
    const online = await get(t().app, '/api/users/online');
    expect(online.headers['cache-control']).toBe('no-store');
    const refused = await get(t().app, '/api/categories?type=furniture');
    expect(refused.headers['cache-control']).toBe('no-store');
    const feed = await get(t().app, '/api/');
    expect(feed.headers['cache-control']).toBe('no-store');
  });
});
