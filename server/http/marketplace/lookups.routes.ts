import type { FastifyPluginAsync } from 'fastify';
import { categoriesQuerySchema, type CategoriesAndDelivery } from '../../../src/contract';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';
import { sendCacheable } from './cacheable';

/** GET /categories (?type), /categories/products, /categories/services, /delivery-times, /categories-and-delivery. */
export function lookupsRoutes({ stores }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/categories', async (request, reply) => {
      const { type } = parseInput(categoriesQuerySchema, request.query);
      return sendCacheable(request, reply, await stores.lookups.categories(type));
    });

    app.get('/categories/products', async (request, reply) =>
      sendCacheable(request, reply, await stores.lookups.categories('product')),
    );

    app.get('/categories/services', async (request, reply) =>
      sendCacheable(request, reply, await stores.lookups.categories('service')),
    );

    app.get('/delivery-times', async (request, reply) =>
      sendCacheable(request, reply, await stores.lookups.deliveryTimes()),
    );

    app.get('/categories-and-delivery', async (request, reply) => {
      const answer: CategoriesAndDelivery = {
        product_categories: await stores.lookups.categories('product'),
        service_categories: await stores.lookups.categories('service'),
        delivery_times: await stores.lookups.deliveryTimes(),
      };
      return sendCacheable(request, reply, answer);
    });
  };
}
