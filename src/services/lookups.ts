import { categoriesAndDeliveryAnswerSchema, type CategoriesAndDelivery } from '../contract/lookups';
import { call } from './api';

/** GET /categories-and-delivery; the categories calls send no authorization header. */
export function fetchLookups(signal?: AbortSignal): Promise<CategoriesAndDelivery> {
  return call('/categories-and-delivery', categoriesAndDeliveryAnswerSchema, { signal, quiet: true });
}
