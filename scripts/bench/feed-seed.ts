import type { Insertable, Kysely } from 'kysely';
import { CATEGORIES, DELIVERY_TIMES } from '../../src/contract';
import type { Database, MarketInfoTable, NewPost, PostMediaTable, UsersTable } from '../../server/db/schema';

/** Rows per INSERT: under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters for every table here. */
const ROWS_PER_INSERT = 1000;
/** When the bench's posts were last renewed: as it starts, so none has expired (issue 16). */
export const BENCH_RENEWED_AT = new Date().toISOString();

export const BENCH_CITIES = [
  { city: 'Ikeja', state: 'Lagos', lat: 6.6018, lng: 3.3515 },
  { city: 'Lekki', state: 'Lagos', lat: 6.4698, lng: 3.5852 },
  { city: 'Wuse', state: 'FCT', lat: 9.0765, lng: 7.4983 },
  { city: 'Kano', state: 'Kano', lat: 12.0022, lng: 8.592 },
  { city: 'Port Harcourt', state: 'Rivers', lat: 4.8156, lng: 7.0498 },
  { city: 'Ibadan', state: 'Oyo', lat: 7.3775, lng: 3.947 },
  { city: 'Enugu', state: 'Enugu', lat: 6.4584, lng: 7.5464 },
] as const;

const WORDS = ['Ankara', 'Aso-oke', 'Phone', 'Laptop', 'Gele', 'Sneakers', 'Jollof tray', 'Logo', 'Braids', 'Generator'];
const DESCRIPTION = 'Quality item from a trusted vendor, delivered fast across the city. '.repeat(3).trim();

/** A repeatable sequence, so every run measures the same data. */
function pseudoRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function insertInChunks<T extends keyof Database>(db: Kysely<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    // Kysely cannot relate a generic table name to its row type; the rows are built for that table.
    await db.insertInto(table).values(rows.slice(start, start + ROWS_PER_INSERT) as never).execute();
  }
}

type BenchStore = Insertable<MarketInfoTable>;

async function insertVendors(db: Kysely<Database>, count: number, createdAt: string): Promise<BenchStore[]> {
  const users: Insertable<UsersTable>[] = Array.from({ length: count }, (_, index) => {
    const place = BENCH_CITIES[index % BENCH_CITIES.length] ?? BENCH_CITIES[0];
    const username = `bench_vendor_${index + 1}`;
    return {
      username, username_lower: username, email: `${username}@bench.test`, email_lower: `${username}@bench.test`,
      password_hash: 'not-a-real-hash', first_name: 'Bench', last_name: `Vendor ${index + 1}`, verified_at: createdAt,
      date_joined: createdAt, phone: `+23480${String(index).padStart(8, '0')}`, city: place.city, state: place.state,
      referral_code: `BENCH${index + 1}`, referred_by: null,
    };
  });
  const ids: { id: number }[] = [];
  for (let start = 0; start < users.length; start += ROWS_PER_INSERT) {
    ids.push(...(await db.insertInto('users').values(users.slice(start, start + ROWS_PER_INSERT)).returning('id').execute()));
  }
  const stores = ids.map(({ id }, index): BenchStore => {
    const place = BENCH_CITIES[index % BENCH_CITIES.length] ?? BENCH_CITIES[0];
    return {
      user_id: id, marketname: `Bench Store ${index + 1}`, city: place.city, state: place.state,
      phone: `+23481${String(index).padStart(8, '0')}`, display_phone: index % 2, verified: index % 5 === 0 ? 1 : 0,
      business_latitude: place.lat + (index % 10) / 100, business_longitude: place.lng + (index % 7) / 100, created_at: createdAt,
    };
  });
  await insertInChunks(db, 'market_info', stores);
  return stores;
}

function postRow(n: number, vendor: BenchStore, random: () => number): NewPost {
  const category = CATEGORIES[Math.floor(random() * CATEGORIES.length)] ?? CATEGORIES[0];
  const delivery = DELIVERY_TIMES[Math.floor(random() * DELIVERY_TIMES.length)] ?? DELIVERY_TIMES[0];
  if (!category || !delivery) throw new Error('the catalogue is empty');
  return {
    user_id: vendor.user_id, title: `${WORDS[n % WORDS.length] ?? 'Item'} #${n}`, description: DESCRIPTION,
    caption: 'Bench caption', price: Math.round(random() * 500_000), category_id: category.id,
    category_type: category.category_type, delivery_time: delivery.value, delivery_radius: null,
    city_key: (vendor.city ?? '').toLowerCase(), state_key: (vendor.state ?? '').toLowerCase(),
    latitude: vendor.business_latitude ?? null, longitude: vendor.business_longitude ?? null,
    created_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    // Renewed as the bench starts: none of its posts has expired.
    renewed_at: BENCH_RENEWED_AT,
  };
}

function mediaRow(postId: number): Insertable<PostMediaTable> {
  const base = `/media/posts/2026/11/bench${postId}`;
  const variants = [400, 800, 1200, 1920].map((width) => ({ width, url: `${base}-${width}.webp` }));
  return { post_id: postId, position: 0, kind: 'image', url: `${base}-1920.webp`, width: 1920, height: 1280, variants: JSON.stringify(variants) };
}

/**
 * Fills an empty, migrated database with `vendors` vendors and `posts` posts (one picture each, the
 * vendors taking turns), in one transaction of multi-row inserts of 1,000 rows.
 */
export async function seedFeed(db: Kysely<Database>, { posts, vendors }: { posts: number; vendors: number }): Promise<void> {
  const createdAt = new Date(Date.UTC(2026, 0, 1)).toISOString();
  const random = pseudoRandom(42);
  await db.transaction().execute(async (trx) => {
    const stores = await insertVendors(trx, vendors, createdAt);
    for (let first = 0; first < posts; first += ROWS_PER_INSERT) {
      const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, posts - first) }, (_, index) => {
        const n = first + index;
        const vendor = stores[n % stores.length];
        if (!vendor) throw new Error('no vendors to post');
        return postRow(n + 1, vendor, random);
      });
      const ids = await trx.insertInto('posts').values(rows).returning('id').execute();
      await insertInChunks(trx, 'post_media', ids.map(({ id }) => mediaRow(id)));
    }
  });
}
