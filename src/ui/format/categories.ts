import { CATEGORIES, DELIVERY_TIMES, type Category, type DeliveryTime } from '../../contract';

export { categoryName } from '../../contract';
export type CategoryOption = Category;
export type DeliveryTimeOption = DeliveryTime;

/** The built-in lists the client falls back to when the lookups fail: the contract's catalogue. */
export const FALLBACK_CATEGORIES: readonly Category[] = CATEGORIES;
export const FALLBACK_PRODUCT_CATEGORIES: readonly Category[] = CATEGORIES.filter((category) => category.category_type === 'product');
export const FALLBACK_SERVICE_CATEGORIES: readonly Category[] = CATEGORIES.filter((category) => category.category_type === 'service');
export const FALLBACK_DELIVERY_TIMES: readonly DeliveryTime[] = DELIVERY_TIMES;

/** The label of a delivery-time value, or the value itself when it is not a built-in one. */
export function deliveryTimeLabel(value: string): string {
  return DELIVERY_TIMES.find((option) => option.value === value)?.label ?? value;
}
