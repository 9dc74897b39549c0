import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, DELIVERY_TIMES, newPasswordField } from '../../../src/contract';
import { isCommonPassword } from '../../../server/auth/common-passwords';
import type { Database } from '../../../server/db/schema';
import { mediaKeyOf } from '../../../server/media/storage';
import { DEMO_PASSWORD, formatDemoLogins, seedDemo, seedDemoIfEmpty, type DemoLogin } from '../../../server/seed/demo';
import { DEMO_POST_COUNT, DEMO_POST_DAYS } from '../../../server/seed/demo-posts';
import { DEMO_CITIES, DEMO_VENDORS } from '../../../server/seed/demo-vendors';
import { get, json, signIn, useTestApp } from '../support/helpers';
import { DirectoryMediaStore } from '../support/media-fixtures';

const DAY = 24 * 60 * 60 * 1000;

/** The five logins the tests and the start banner have always named. */
const WELL_KNOWN = [
  { username: 'ada_fabrics', email: 'ada.fabrics@example.com', role: 'vendor', city: 'Lagos' },
  { username: 'chinedu_gadgets', email: 'chinedu.gadgets@example.com', role: 'vendor', city: 'Enugu' },
  { username: 'ngozi_kitchen', email: 'ngozi.kitchen@example.com', role: 'vendor', city: 'Port Harcourt' },
  { username: 'amina_buys', email: 'amina.buys@example.com', role: 'buyer', city: 'Kano' },
  { username: 'tunde_a', email: 'tunde.a@example.com', role: 'buyer', city: 'Ibadan' },
] as const;

const SIX_CITIES = ['Lagos', 'Abuja', 'Port Harcourt', 'Ibadan', 'Kano', 'Enugu'];
/** Lagos vendors also sit in Ikeja and Lekki; every vendor is in one of the six cities' states. */
const SIX_STATES = ['Lagos', 'FCT', 'Rivers', 'Oyo', 'Kano', 'Enugu'];

function filesUnder(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function countBy<T>(items: readonly T[], key: (item: T) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe('demo seed', () => {
  const t = useTestApp();
  const fullOptions = () => ({
    db: t().db,
    media: new DirectoryMediaStore(t().config.mediaDir, t().clock),
    clock: t().clock,
  });

  async function count(table: keyof Database): Promise<number> {
    const row = await t()
      .db.kysely.selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('adds the whole demo set once: vendors in six cities, 150 posts in every category, pictures served, counters matching rows', async () => {
    expect(newPasswordField.safeParse(DEMO_PASSWORD).success).toBe(true);
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);
    const { db, app, clock, config } = t();
    const kysely = db.kysely;

    const logins = await seedDemoIfEmpty(t().stores, fullOptions());
    expect(logins.filter((login) => login.role === 'vendor')).toHaveLength(20);
    expect(logins.filter((login) => login.role === 'buyer')).toHaveLength(5);
    for (const known of WELL_KNOWN) expect(logins).toContainEqual({ ...known, password: DEMO_PASSWORD });

    // Running it again adds nothing: no rows, no files.
    const filesAfterFirst = filesUnder(config.mediaDir).length;
    const postsAfterFirst = await count('posts');
    expect(await seedDemoIfEmpty(t().stores, fullOptions())).toEqual([]);
    expect(await count('users')).toBe(25);
    expect(await count('posts')).toBe(postsAfterFirst);
    expect(filesUnder(config.mediaDir)).toHaveLength(filesAfterFirst);

    // Accounts: activated; vendors with a store in one of the six cities, near its centre, with a bank account.
    const users = await kysely.selectFrom('users').selectAll().orderBy('id').execute();
    expect(users.every((user) => user.verified_at !== null && user.profileimg.startsWith('/media/avatars/'))).toBe(true);
    const markets = await kysely.selectFrom('market_info').selectAll().execute();
    expect(markets).toHaveLength(20);
    for (const city of SIX_CITIES) expect(markets.some((market) => market.city === city)).toBe(true);
    const centres = Object.values(DEMO_CITIES);
    for (const market of markets) {
      expect(market.country).toBe('Nigeria');
      expect(SIX_STATES).toContain(market.state);
      const centre = centres.find((place) => place.city === market.city);
      if (!centre || market.business_latitude === null || market.business_longitude === null) throw new Error(`${market.marketname} has no position`);
      expect(Math.abs(market.business_latitude - centre.latitude)).toBeLessThan(0.05);
      expect(Math.abs(market.business_longitude - centre.longitude)).toBeLessThan(0.05);
      expect(market.operational_radius).toBeGreaterThan(0);
    }
    expect(markets.some((market) => market.allow_comments === 0)).toBe(true);
    expect(markets.some((market) => market.display_phone === 0)).toBe(true);
    expect(markets.some((market) => market.allow_multi_image === 0)).toBe(true);
    expect(await count('bank_accounts')).toBe(20);
    const vendorIds = new Set(markets.map((market) => market.user_id));
    expect(users.filter((user) => vendorIds.has(user.id)).every((user) => user.coverimg.startsWith('/media/covers/'))).toBe(true);

    // Posts: 150 across all 27 categories, in their vendor's categories and place, over the last 60 days, ids following time.
    const posts = await kysely.selectFrom('posts').selectAll().orderBy('id').execute();
    expect(posts).toHaveLength(DEMO_POST_COUNT);
    expect(new Set(posts.map((item) => item.category_id))).toEqual(new Set(CATEGORIES.map((category) => category.id)));
    const userById = new Map(users.map((user) => [user.id, user]));
    const marketByUser = new Map(markets.map((market) => [market.user_id, market]));
    for (const item of posts) {
      const market = marketByUser.get(item.user_id);
      const vendor = DEMO_VENDORS.find((candidate) => candidate.username === userById.get(item.user_id)?.username);
      if (!market || !vendor) throw new Error(`post ${item.id} is not a demo vendor's`);
      expect(vendor.categories).toContain(item.category_id);
      expect(item.category_type).toBe(CATEGORIES.find((category) => category.id === item.category_id)?.category_type);
      expect([item.city_key, item.state_key]).toEqual([market.city.toLowerCase(), market.state.toLowerCase()]);
      expect([item.latitude, item.longitude]).toEqual([market.business_latitude, market.business_longitude]);
    }
    const times = posts.map((item) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    const now = clock.now().getTime();
    expect(Math.min(...times)).toBeGreaterThan(now - (DEMO_POST_DAYS + 1) * DAY);
    expect(Math.max(...times)).toBeLessThan(now);
    expect(new Set(posts.map((item) => item.delivery_time))).toEqual(
      new Set(DELIVERY_TIMES.map((option) => option.value).filter((value) => value !== 'custom')),
    );
    expect(posts.some((item) => item.delivery_radius !== null)).toBe(true);
    expect(posts.some((item) => item.price === 0)).toBe(true);
    expect(new Set(posts.map((item) => item.user_id)).size).toBe(20);

    // Pictures: most posts have one to three, a few none; every variant is on disk and served as WebP.
    const media = await kysely.selectFrom('post_media').selectAll().orderBy('post_id').orderBy('position').execute();
    const picturesPerPost = countBy(media, (row) => row.post_id);
    const textOnly = posts.filter((item) => !picturesPerPost.has(item.id));
    expect(textOnly.length).toBeGreaterThanOrEqual(3);
    expect(textOnly.length).toBeLessThan(posts.length / 5);
    expect(Math.max(...picturesPerPost.values())).toBeLessThanOrEqual(3);
    expect([...picturesPerPost.values()].some((pictures) => pictures > 1)).toBe(true);
    const urls = new Set<string>();
    for (const row of media) {
      expect(row.kind).toBe('image');
      const variants = JSON.parse(row.variants) as { width: number; url: string }[];
      expect(variants.map((variant) => variant.width)).toEqual([400, row.width]);
      expect(variants.at(-1)?.url).toBe(row.url);
      for (const variant of variants) {
        expect(fs.existsSync(path.join(config.mediaDir, mediaKeyOf(variant.url)))).toBe(true);
        urls.add(variant.url);
      }
    }
    expect(urls.size).toBe(media.length * 2);
    const sample = [
      ...media.slice(0, 3).map((row) => row.url),
      ...users.slice(0, 2).flatMap((user) => [user.profileimg, user.coverimg]),
    ];
    for (const url of sample) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
    }

    // Counters equal the rows: likes, and top-level comments (replies do not count).
    const likes = await kysely.selectFrom('likes').selectAll().execute();
    const comments = await kysely.selectFrom('comments').selectAll().execute();
    const likesPerPost = countBy(likes, (like) => like.post_id);
    const topLevelPerPost = countBy(
      comments.filter((comment) => comment.parent_id === null),
      (comment) => comment.post_id,
    );
    for (const item of posts) {
      expect(item.no_of_likes, `likes of post ${item.id}`).toBe(likesPerPost.get(item.id) ?? 0);
      expect(item.no_of_comments, `comments of post ${item.id}`).toBe(topLevelPerPost.get(item.id) ?? 0);
    }
    expect(likes.every((like) => posts.find((item) => item.id === like.post_id)?.user_id !== like.user_id)).toBe(true);

    // Comments with the vendor's replies, never where the vendor turned comments off.
    const postById = new Map(posts.map((item) => [item.id, item]));
    const commentById = new Map(comments.map((comment) => [comment.id, comment]));
    const replies = comments.filter((comment) => comment.parent_id !== null);
    expect(replies.length).toBeGreaterThan(10);
    for (const reply of replies) {
      const parent = commentById.get(reply.parent_id ?? 0);
      expect(parent?.post_id).toBe(reply.post_id);
      expect(reply.user_id).toBe(postById.get(reply.post_id)?.user_id);
      expect(Date.parse(reply.created_at)).toBeGreaterThanOrEqual(Date.parse(parent?.created_at ?? ''));
    }
    const silent = new Set(markets.filter((market) => market.allow_comments === 0).map((market) => market.user_id));
    expect(comments.some((comment) => silent.has(postById.get(comment.post_id)?.user_id ?? 0))).toBe(false);

    // Follows (never oneself; every buyer follows several vendors) and a few saved posts.
    const follows = await kysely.selectFrom('follows').selectAll().execute();
    expect(follows.every((follow) => follow.follower_id !== follow.followed_id && vendorIds.has(follow.followed_id))).toBe(true);
    const followsPerUser = countBy(follows, (follow) => follow.follower_id);
    for (const user of users.filter((candidate) => !vendorIds.has(candidate.id))) {
      expect(followsPerUser.get(user.id) ?? 0).toBeGreaterThanOrEqual(3);
    }
    expect(await count('saved_posts')).toBeGreaterThanOrEqual(5);

    // The five well-known logins sign in; a vendor's profile shows their store.
    for (const known of WELL_KNOWN) await signIn(app, { username: known.email, password: DEMO_PASSWORD });
    const token = await signIn(app, { username: 'ada_fabrics', password: DEMO_PASSWORD });
    const details = json(await get(app, '/api/fetchcurruserdetails?username=ada_fabrics', token));
    expect(details.currentuser).toMatchObject({
      is_verified: true,
      profileimg: userById.get(markets.find((market) => market.marketname === "Ada's Fabrics")?.user_id ?? 0)?.profileimg,
      market_info: { country: 'Nigeria', city: 'Lagos' },
      vendor: { display_phone: true },
    });
  }, 180_000);

  it('without pictures adds the posts as text only and draws nothing', async () => {
    const logins = await seedDemo(t().stores, { ...fullOptions(), pictures: false });
    expect(logins).toHaveLength(25);
    expect(await count('posts')).toBe(DEMO_POST_COUNT);
    expect(await count('post_media')).toBe(0);
    expect(await count('likes')).toBeGreaterThan(0);
    expect(filesUnder(t().config.mediaDir)).toEqual([]);
  });

  it('with the stores alone adds the accounts only, who can sign in', async () => {
    const logins = await seedDemo(t().stores);
    expect(logins.map((login) => login.username).slice(0, 2)).toEqual(['ada_fabrics', 'chinedu_gadgets']);
    expect(await count('users')).toBe(25);
    expect(await count('market_info')).toBe(20);
    expect(await count('posts')).toBe(0);
    const token = await signIn(t().app, { username: 'tunde_a', password: DEMO_PASSWORD });
    expect(token).toBeTruthy();
  });

  it('prints the five well-known logins and how many more share the password', () => {
    const logins: DemoLogin[] = [
      ...WELL_KNOWN.map((known) => ({ ...known, password: DEMO_PASSWORD })),
      ...Array.from({ length: 15 }, (_, index) => ({
        username: `vendor_${index}`,
        email: `vendor.${index}@example.com`,
        password: DEMO_PASSWORD,
        role: 'vendor' as const,
        city: 'Kano',
      })),
    ];
    const banner = formatDemoLogins(logins);
    expect(banner).toContain(DEMO_PASSWORD);
    for (const known of WELL_KNOWN) expect(banner).toContain(known.email);
    expect(banner).not.toContain('vendor_3');
    expect(banner).toContain('and 15 more vendors (see server/seed/demo-vendors.ts), same password');
  });
});
