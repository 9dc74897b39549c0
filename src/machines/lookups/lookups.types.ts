import type { CategoriesAndDelivery, Category, DeliveryTime } from '../../contract';

export type LookupsContext = {
  productCategories: readonly Category[];
  serviceCategories: readonly Category[];
  deliveryTimes: readonly DeliveryTime[];
  /** Where the lists came from: nothing yet, the server, or the built-in fallback after a failure. */
  source: 'none' | 'server' | 'fallback';
};

export type LookupsEvent =
  /** A screen needs the lists (the filter panel, the create-post form): fetched unless the cache is fresh. */
  | { type: 'lookups.requested' }
  /** Forget the cached lists; the next request fetches again. */
  | { type: 'lookups.clearCache' };

export type LookupsEmitted = { type: 'toast'; tone: 'error'; message: string };

export type LookupsAnswer = CategoriesAndDelivery;
