import type { Category, DeliveryTime } from './lookups';

const PRODUCT_NAMES = [
  'Electronics', 'Fashion & Clothing', 'Home & Garden', 'Health & Beauty', 'Sports & Fitness', 'Books & Media',
  'Automotive', 'Baby & Kids', 'Food & Groceries', 'Jewelry & Accessories', 'Office Supplies', 'Pet Supplies',
  'Tools & Hardware', 'Toys & Games',
];
const SERVICE_NAMES = [
  'Web Development', 'Digital Marketing', 'Graphic Design', 'Photography', 'Writing & Translation',
  'Professional Services', 'Fitness & Wellness', 'Cleaning Services', 'Event Planning', 'Legal Services',
  'Tutoring & Education', 'Repair Services', 'Consulting',
];

function slugOf(name: string): string {
  return name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The spec's 27 categories (ids 1-14 products, 15-27 services): seeded by migration and the client's fallback. */
export const CATEGORIES: readonly Category[] = [...PRODUCT_NAMES, ...SERVICE_NAMES].map((name, index) => ({
  id: index + 1,
  name,
  slug: slugOf(name),
  category_type: index < PRODUCT_NAMES.length ? 'product' : 'service',
  sort_order: index + 1,
  description: name,
}));

/** The spec's delivery-time fallback values, in order. */
export const DELIVERY_TIMES: readonly DeliveryTime[] = (
  [
    ['same_day', 'Same day'],
    ['next_day', 'Next day'],
    ['2_3_days', '2-3 days'],
    ['1_week', '1 week'],
    ['1_2_weeks', '1-2 weeks'],
    ['2_4_weeks', '2-4 weeks'],
    ['custom', 'Custom'],
  ] as const
).map(([value, label], index) => ({ id: index + 1, value, label, sort_order: index + 1 }));

/** The spec's rule for a category id the lists do not know. */
export function categoryName(id: number): string {
  return CATEGORIES.find((category) => category.id === id)?.name ?? `Category ${id}`;
}
