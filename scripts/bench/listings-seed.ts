/**
 * Posts worded as a marketplace words them, for the listing-search benchmark: titles of an adjective, a colour,
 * a material and an item drawn from lists of Nigerian marketplace words (about 150 words, some common, most
 * rare), a description of further words, the seeded vendors' stores and the demo categories. What people
 * type is drawn from the same words: whole words, plurals, prefixes as they type, and typos.
 */
import type { Kysely } from 'kysely';
import { CATEGORIES, DELIVERY_TIMES } from '../../src/contract';
import type { Database, NewPost } from '../../server/db/schema';
import { BENCH_RENEWED_AT, seedFeed } from './feed-seed';
import { pseudoRandom } from './nearby';

const ROWS_PER_INSERT = 1000;

export const ITEMS = [
  'gown', 'wrapper', 'agbada', 'kaftan', 'sneakers', 'sandals', 'handbag', 'phone', 'laptop', 'charger', 'earbuds',
  'television', 'generator', 'blender', 'fridge', 'mattress', 'sofa', 'curtains', 'perfume', 'wig', 'braids', 'lipstick',
  'watch', 'necklace', 'bracelet', 'earrings', 'shirt', 'trousers', 'jeans', 'cap', 'gele', 'shoes', 'jacket',
  'backpack', 'bicycle', 'helmet', 'tyres', 'battery', 'speaker', 'camera', 'printer', 'desk', 'chair', 'stroller',
  'rice', 'yam', 'cooler', 'inverter', 'tablet', 'headphones', 'slippers', 'bedsheet', 'duvet', 'rug', 'lamp',
];
export const ADJECTIVES = [
  'new', 'used', 'quality', 'original', 'classic', 'premium', 'handmade', 'imported', 'vintage', 'affordable', 'durable',
  'stylish', 'elegant', 'portable', 'wireless', 'smart', 'luxury', 'casual', 'bridal', 'children',
];
export const COLOURS = ['red', 'blue', 'black', 'white', 'gold', 'green', 'purple', 'pink', 'brown', 'grey', 'yellow', 'orange', 'cream', 'navy'];
export const MATERIALS = ['ankara', 'aso-oke', 'adire', 'kente', 'lace', 'leather', 'cotton', 'silk', 'denim', 'velvet', 'wool', 'suede', 'chiffon', 'batik'];
const DESCRIPTION_WORDS = [
  'delivery', 'lagos', 'abuja', 'warranty', 'negotiable', 'wholesale', 'retail', 'tested', 'sealed', 'brand', 'size',
  'medium', 'large', 'small', 'fits', 'comfortable', 'lightweight', 'heavy', 'strong', 'soft', 'fresh', 'clean',
  'authentic', 'limited', 'stock', 'available', 'pickup', 'ikeja', 'lekki', 'yaba', 'surulere', 'owambe', 'party',
  'office', 'school', 'church', 'wedding', 'travel', 'kitchen', 'bedroom', 'outdoor', 'sport', 'gym', 'beach',
];

type Random = () => number;

export function pick<T>(items: readonly T[], random: Random): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

function postRow(n: number, vendor: { user_id: number; city: string; state: string; business_latitude: number | null; business_longitude: number | null }, random: Random): NewPost {
  const category = pick(CATEGORIES, random);
  const delivery = pick(DELIVERY_TIMES, random);
  const title = [pick(ADJECTIVES, random), pick(COLOURS, random), pick(MATERIALS, random), pick(ITEMS, random)]
    .filter(() => random() < 0.8)
    .concat(pick(ITEMS, random))
    .join(' ');
  const description = Array.from({ length: 12 }, () => pick(DESCRIPTION_WORDS, random)).join(' ');
  return {
    user_id: vendor.user_id, title, description, caption: random() < 0.3 ? pick(DESCRIPTION_WORDS, random) : '',
    price: Math.round(random() * 500_000), category_id: category.id, category_type: category.category_type,
    delivery_time: delivery.value, delivery_radius: null, city_key: vendor.city.toLowerCase(), state_key: vendor.state.toLowerCase(),
    latitude: vendor.business_latitude, longitude: vendor.business_longitude,
    created_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    // Renewed as the bench starts: none of its posts has expired.
    renewed_at: BENCH_RENEWED_AT,
  };
}

/** `vendors` vendors (the feed bench's) and `posts` worded posts, their likes spread, indexed by the migration's triggers. */
export async function seedListings(db: Kysely<Database>, { posts, vendors }: { posts: number; vendors: number }): Promise<void> {
  await seedFeed(db, { posts: 0, vendors });
  const stores = await db.selectFrom('market_info').select(['user_id', 'city', 'state', 'business_latitude', 'business_longitude']).execute();
  const random = pseudoRandom(7);
  await db.transaction().execute(async (trx) => {
    for (let first = 0; first < posts; first += ROWS_PER_INSERT) {
      const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, posts - first) }, (_, index) => {
        const vendor = stores[(first + index) % stores.length];
        if (!vendor) throw new Error('no vendors to post');
        return { ...postRow(first + index + 1, vendor, random), no_of_likes: Math.floor(random() ** 4 * 200) };
      });
      await trx.insertInto('posts').values(rows).execute();
    }
  });
}
