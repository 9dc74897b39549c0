/**
 * What the feed benchmark asks for, as people using the app would: filter panel combinations drawn from
 * the demo categories, states, cities, price ranges and delivery times, positions around the seeded
 * cities, viewers who liked, saved and hid posts, and posts opened from the feed. Every generator yields
 * a new path on each call (no two filter or location requests repeat within a run), so no answer kept
 * for a query helps.
 */
import type { Kysely } from 'kysely';
import { CATEGORIES, DELIVERY_TIMES } from '../../src/contract';
import type { DialectName } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { createStores } from '../../server/store';
import { systemClock } from '../../server/clock';
import { pseudoRandom, seedPeople } from './nearby';
import { BENCH_CITIES } from './feed-seed';

const PER_PAGE = 10;
const VIEWERS = 200;
/** Each viewer's likes, saves and hidden posts, among the newest posts (what a scroll shows). */
const MARKS_PER_VIEWER = { liked: 30, saved: 10, hidden: 10 };
const MARKED_AMONG_NEWEST = 2000;
/** Later pages asked: 2 to this. */
const LATER_PAGES = 5;

const MIN_PRICES = [0, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];
const MAX_PRICES = [5000, 10_000, 20_000, 50_000, 100_000, 150_000, 200_000, 300_000, 500_000];
const RADII_KM = [5, 10, 15, 20, 50, 100];

type Random = () => number;

function pick<T>(items: readonly T[], random: Random): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** One of the items, or none as often as any one of them (the panel's empty choice). */
function pickOrNone<T>(items: readonly T[], random: Random): T | undefined {
  const index = Math.floor(random() * (items.length + 1));
  return index < items.length ? items[index] : undefined;
}

const query = (params: Record<string, string | number | undefined>): string =>
  Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');

/** A page of one query: page 1 fixes a snapshot, later pages send the feed's. */
function pageOf(random: Random, snapshot: number): Record<string, number | undefined> {
  const later = random() < 0.4;
  const page = later ? 2 + Math.floor(random() * (LATER_PAGES - 1)) : 1;
  return { page, per_page: PER_PAGE, snapshot: later ? snapshot : undefined };
}

/** Filter panel choices: a category or a category type or neither, a price range, a place, a delivery time. */
function filterChoices(random: Random): Record<string, string | number | undefined> {
  const kind = random();
  const category = kind < 0.6 ? pick(CATEGORIES, random) : undefined;
  const categoryType = kind >= 0.6 && kind < 0.8 ? pick(['product', 'service'], random) : undefined;
  const min = pickOrNone(MIN_PRICES, random);
  const maxChoice = pickOrNone(MAX_PRICES, random);
  const max = maxChoice !== undefined && min !== undefined && maxChoice <= min ? undefined : maxChoice;
  const place = random() < 0.5 ? pick(BENCH_CITIES, random) : undefined;
  const withCity = place && random() < 0.5;
  const delivery = random() < 0.4 ? pick(DELIVERY_TIMES, random).value : undefined;
  // A person types a price, so the same range rarely comes twice: nudge it by a few naira.
  const nudge = Math.floor(random() * 100);
  return {
    category: category?.id, category_type: categoryType,
    min_price: min === undefined ? undefined : min + nudge, max_price: max === undefined ? undefined : max + nudge,
    state: place?.state, city: withCity ? place.city : undefined, delivery_time: delivery,
  };
}

/** Never the same path twice in a run: a seen one is drawn again. */
function distinct(draw: () => string): () => string {
  const seen = new Set<string>();
  return () => {
    for (;;) {
      const path = draw();
      if (!seen.has(path)) {
        seen.add(path);
        return path;
      }
    }
  };
}

export function filteredPaths(snapshot: number, seed = 3): () => string {
  const random = pseudoRandom(seed);
  return distinct(() => `/api/?${query({ ...pageOf(random, snapshot), ...filterChoices(random) })}`);
}

/** A position near a seeded city (within about 20 km), as a phone reports it, and a radius. */
export function locationPaths(snapshot: number, seed = 5): () => string {
  const random = pseudoRandom(seed);
  return distinct(() => {
    const city = pick(BENCH_CITIES, random);
    const lat = (city.lat + (random() - 0.5) * 0.4).toFixed(5);
    const lng = (city.lng + (random() - 0.5) * 0.4).toFixed(5);
    return `/api/?${query({ ...pageOf(random, snapshot), lat, lng, radius: pickOrNone(RADII_KM, random) })}`;
  });
}

/** Page 1, or a later page of the unfiltered feed. */
export function feedPagePaths(snapshot: number, later: boolean, seed = 9): () => string {
  const random = pseudoRandom(seed);
  return () => {
    const page = later ? 2 + Math.floor(random() * (LATER_PAGES - 1)) : 1;
    return `/api/?${query({ page, per_page: PER_PAGE, snapshot: later ? snapshot : undefined })}`;
  };
}

export function postPaths(posts: number, seed = 11): () => string {
  const random = pseudoRandom(seed);
  return () => `/api/post/${1 + Math.floor(random() * posts)}`;
}

/** Signed-in viewers with their session tokens; each liked, saved and hid some of the newest posts. */
export async function seedViewers(db: Kysely<Database>, dialect: DialectName, posts: number): Promise<string[]> {
  const people = await seedPeople(db, VIEWERS, 0, 13);
  const stores = createStores(db, dialect, systemClock);
  const random = pseudoRandom(17);
  const at = new Date(Date.UTC(2026, 5, 1)).toISOString();
  const tokens: string[] = [];
  for (const person of people) {
    const user = await stores.accounts.findByUsername(person.username);
    if (!user) throw new Error('a seeded viewer is missing');
    tokens.push(await stores.tokens.issue(user.id, 'feed bench'));
    const marked = new Set<number>();
    const mark = (count: number) =>
      Array.from({ length: count }, () => {
        let postId = posts - Math.floor(random() * Math.min(MARKED_AMONG_NEWEST, posts));
        while (marked.has(postId)) postId = postId > 1 ? postId - 1 : posts;
        marked.add(postId);
        return { user_id: user.id, post_id: postId, created_at: at };
      });
    await db.insertInto('likes').values(mark(MARKS_PER_VIEWER.liked)).execute();
    await db.insertInto('saved_posts').values(mark(MARKS_PER_VIEWER.saved)).execute();
    await db.insertInto('hidden_posts').values(mark(MARKS_PER_VIEWER.hidden)).execute();
  }
  return tokens;
}
