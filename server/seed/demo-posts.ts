import { CATEGORIES, type Category } from '../../src/contract';
import { DEMO_LISTINGS, DEMO_TEXT_ONLY_TITLES, type DemoListing } from './demo-listings';
import { demoRandom, type DemoRandom } from './demo-random';
import { DEMO_VENDORS, type DemoVendor } from './demo-vendors';

/**
 * The demo posts, planned without a database: which vendor posts which listing, at what price,
 * when, with how many pictures. Every vendor posts in their own categories; a listing two vendors
 * share goes to one of them first and is reused by the other at a slightly different price only
 * when they need more posts.
 */

export const DEMO_POST_COUNT = 150;
/** How far back the demo posts go. */
export const DEMO_POST_DAYS = 60;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Lagos time is UTC+1 all year. */
const LAGOS_OFFSET_HOURS = 1;

/** One picture of a listing: `key` names the drawing, so a listing posted twice shows the same pictures. */
export type DemoPicture = { key: string; title: string; categoryName: string };

export type PlannedPost = {
  /** Index into DEMO_VENDORS. */
  vendor: number;
  category: Category;
  title: string;
  description: string;
  caption: string;
  price: number;
  deliveryTime: DeliveryValue;
  deliveryRadius: number | null;
  /** None for a text-only post. */
  pictures: readonly DemoPicture[];
  createdAt: Date;
};

type DeliveryValue = 'same_day' | 'next_day' | '2_3_days' | '1_week' | '1_2_weeks' | '2_4_weeks';

/** Plausible delivery times per category id. */
const DELIVERY_BY_CATEGORY: Readonly<Record<number, readonly DeliveryValue[]>> = {
  1: ['same_day', 'next_day', '2_3_days'],
  2: ['2_3_days', '1_week', '1_2_weeks'],
  3: ['2_3_days', '1_week', '1_2_weeks'],
  4: ['same_day', 'next_day', '2_3_days'],
  5: ['next_day', '2_3_days', '1_week'],
  6: ['next_day', '2_3_days'],
  7: ['same_day', 'next_day', '2_3_days'],
  8: ['next_day', '2_3_days', '1_week'],
  9: ['same_day', 'next_day'],
  10: ['next_day', '2_3_days', '1_week'],
  11: ['next_day', '2_3_days'],
  12: ['same_day', 'next_day', '2_3_days'],
  13: ['same_day', 'next_day', '2_3_days'],
  14: ['next_day', '2_3_days'],
  15: ['1_2_weeks', '2_4_weeks'],
  16: ['1_week', '1_2_weeks'],
  17: ['2_3_days', '1_week'],
  18: ['1_week', '1_2_weeks', '2_4_weeks'],
  19: ['next_day', '2_3_days', '1_week'],
  20: ['1_week', '1_2_weeks'],
  21: ['same_day', 'next_day', '1_week'],
  22: ['same_day', 'next_day'],
  23: ['1_2_weeks', '2_4_weeks'],
  24: ['2_3_days', '1_week', '1_2_weeks'],
  25: ['next_day', '1_week'],
  26: ['same_day', 'next_day'],
  27: ['1_week', '2_4_weeks'],
};

const PRODUCT_RADII = [5, 10, 15, 25, 50] as const;
const SERVICE_RADII = [10, 20, 30] as const;

/** A listing as one vendor offers it; `reused` when another vendor offers it first. */
type Offer = { vendor: number; categoryId: number; listing: DemoListing; reused: boolean };

function listingsOf(categoryId: number): readonly DemoListing[] {
  return DEMO_LISTINGS[categoryId] ?? [];
}

/** Takes one item from each list in turn until all are empty. */
function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const result: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index += 1) {
    for (const list of lists) {
      const item = list[index];
      if (item !== undefined) result.push(item);
    }
  }
  return result;
}

/**
 * Each vendor's offers in the order they post them: first the listings that are theirs (in a shared
 * category the listings are dealt out among its vendors), one category after another, then the
 * listings of their categories that another vendor has.
 */
function offersByVendor(): Offer[][] {
  const sellers = new Map<number, number[]>();
  DEMO_VENDORS.forEach((vendor, index) => {
    for (const categoryId of vendor.categories) sellers.set(categoryId, [...(sellers.get(categoryId) ?? []), index]);
  });
  return DEMO_VENDORS.map((vendor, vendorIndex) => {
    const offersIn = (reused: boolean) =>
      vendor.categories.map((categoryId) => {
        const sharing = sellers.get(categoryId) ?? [vendorIndex];
        return listingsOf(categoryId)
          .filter((_, position) => (sharing[position % sharing.length] === vendorIndex) !== reused)
          .map((listing) => ({ vendor: vendorIndex, categoryId, listing, reused }));
      });
    return [...interleave(offersIn(false)), ...interleave(offersIn(true))];
  });
}

/** Rounds: every vendor with offers left posts one more, until there are `count` posts. */
function chooseOffers(count: number): Offer[] {
  const queues = offersByVendor();
  const chosen: Offer[] = [];
  for (let round = 0; chosen.length < count; round += 1) {
    const before = chosen.length;
    for (const queue of queues) {
      const offer = queue[round];
      if (offer && chosen.length < count) chosen.push(offer);
    }
    if (chosen.length === before) break;
  }
  return chosen;
}

/** A nearby price that still looks like a price: to ₦500 above ₦10,000, else to ₦100. */
function nearbyPrice(price: number, random: DemoRandom): number {
  if (price === 0) return 0;
  const step = price >= 10_000 ? 500 : 100;
  return Math.max(step, Math.round((price * random.between(0.92, 1.08)) / step) * step);
}

function categoryOf(id: number): Category {
  const category = CATEGORIES.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`The demo listings name an unknown category ${id}`);
  return category;
}

/**
 * How many pictures a listing shows: mostly one, sometimes two or three, none for the text-only
 * ones. It follows from the title, so a listing two vendors post needs its drawings once.
 */
function pictureCount(vendor: DemoVendor, title: string): number {
  if (DEMO_TEXT_ONLY_TITLES.has(title)) return 0;
  const roll = demoRandom(`pictures:${title}`).next();
  const count = roll < 0.75 ? 1 : roll < 0.92 ? 2 : 3;
  return vendor.allowMultiImage ? count : 1;
}

/** The post an offer becomes (without its time). */
function postOf(offer: Offer, random: DemoRandom): Omit<PlannedPost, 'createdAt'> {
  const vendor = DEMO_VENDORS[offer.vendor];
  if (!vendor) throw new Error(`no demo vendor ${offer.vendor}`);
  const category = categoryOf(offer.categoryId);
  const { listing } = offer;
  const pictures = Array.from({ length: pictureCount(vendor, listing.title) }, (_, angle) => ({
    key: `${listing.title}#${angle}`,
    title: listing.title,
    categoryName: category.name,
  }));
  const radii = category.category_type === 'product' ? PRODUCT_RADII : SERVICE_RADII;
  return {
    vendor: offer.vendor,
    category,
    title: listing.title,
    description: offer.reused ? localised(listing.description, vendor) : listing.description,
    caption: listing.caption,
    price: offer.reused ? nearbyPrice(listing.price, random) : listing.price,
    deliveryTime: random.pick(DELIVERY_BY_CATEGORY[category.id] ?? ['2_3_days']),
    deliveryRadius: random.chance(category.category_type === 'product' ? 0.45 : 0.3) ? random.pick(radii) : null,
    pictures,
  };
}

/** A reused description names the reusing vendor's city instead of another demo city. */
function localised(description: string, vendor: DemoVendor): string {
  const cities = new Set(DEMO_VENDORS.map((other) => other.place.city));
  let text = description;
  for (const city of cities) {
    if (city !== vendor.place.city) text = text.replaceAll(` ${city}`, ` ${vendor.place.city}`);
  }
  return text;
}

/**
 * `count` distinct moments over the last `days` days, oldest first: more of them recent, in the
 * daytime in Lagos (07:00 to 22:00), none in the last twenty minutes.
 */
export function demoMoments(now: Date, count: number, random: DemoRandom, days = DEMO_POST_DAYS): Date[] {
  const latest = now.getTime() - 20 * MINUTE;
  const lagosNow = now.getTime() + LAGOS_OFFSET_HOURS * HOUR;
  const lagosMidnight = lagosNow - (lagosNow % DAY) - LAGOS_OFFSET_HOURS * HOUR;
  const taken = new Set<number>();
  const moments = Array.from({ length: count }, () => {
    const daysBack = Math.floor(days * random.next() ** 1.3);
    const timeOfDay = Math.floor(random.between(7 * HOUR, 22 * HOUR));
    let time = lagosMidnight - daysBack * DAY + timeOfDay;
    if (time > latest) time -= DAY;
    while (taken.has(time)) time -= 1;
    taken.add(time);
    return time;
  });
  return moments.sort((a, b) => a - b).map((time) => new Date(time));
}

/** The demo posts, oldest first (insert them in this order so ids follow time). */
export function planDemoPosts(now: Date, count = DEMO_POST_COUNT): PlannedPost[] {
  const random = demoRandom('demo-posts');
  const posts = random.shuffled(chooseOffers(count)).map((offer) => postOf(offer, random));
  const moments = demoMoments(now, posts.length, random);
  return posts.map((post, index) => ({ ...post, createdAt: moments[index] ?? now }));
}

/** The distinct drawings the posts show, each once. */
export function distinctPictures(posts: readonly PlannedPost[]): DemoPicture[] {
  const byKey = new Map<string, DemoPicture>();
  for (const post of posts) for (const picture of post.pictures) byKey.set(picture.key, picture);
  return [...byKey.values()];
}
