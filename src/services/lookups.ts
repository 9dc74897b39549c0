import { categoriesAndDeliveryAnswerCheck } from '../contract/answerChecks.generated';
import type { CategoriesAndDelivery } from '../contract/lookups';
import { call } from './api';

/** GET /categories-and-delivery; the categories calls send no authorization header. */
export function fetchLookups(signal?: AbortSignal): Promise<CategoriesAndDelivery> {
  return call('/categories-and-delivery', categoriesAndDeliveryAnswerCheck, { signal, quiet: true });
}
