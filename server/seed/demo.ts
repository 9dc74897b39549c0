import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { systemClock, type Clock } from '../clock';
import type { Database } from '../db/schema';
import type { MediaStore } from '../media/storage';
import { createStores, type AreaStores, type Stores } from '../store';
import { locationKey } from '../store/posts.store';
import {
  drawAvatarImage,
  drawCoverImage,
  drawProductImage,
  mapConcurrently,
  storePicture,
  type StoredPicture,
} from './demo-pictures';
import { distinctPictures, planDemoPosts, type PlannedPost } from './demo-posts';
import { demoRandom } from './demo-random';
import { planDemoSocial, postCounters, type SocialPlan } from './demo-social';
import { DEMO_BUYERS, DEMO_VENDORS, FEATURED_DEMO_USERNAMES, demoEmail, type DemoCity, type DemoVendor } from './demo-vendors';

/** Passes the register rules and is not among the common passwords. */
export const DEMO_PASSWORD = 'Market2026!';

export type DemoLogin = { username: string; email: string; password: string; role: 'vendor' | 'buyer'; city: string };

export type DemoSeedOptions = {
  /**
   * The database `stores` work over. With it the seed adds the marketplace too (150 posts, likes,
   * comments with replies, follows, saved posts, with their own timestamps) in the same
   * transaction as the accounts, whose stores then run over that transaction (with a clock at each
   * person's joining day); without it, only the accounts, through `stores`.
   */
  db?: Kysely<Database>;
  /** Where the pictures go (config.mediaDir). Pictures need `db` too; without either, nobody has any. */
  media?: MediaStore;
  /** false: no pictures even with `media` (avatars, covers and post photos are most of the seed's time). */
  pictures?: boolean;
  /** The demo's "now": posts go back 60 days from it. Default: the system clock. */
  clock?: Clock;
};

/** A vendor or a buyer, as the seed creates them. */
type DemoPerson = {
  username: string;
  firstName: string;
  lastName: string;
  place: DemoCity;
  bio: string;
  phone: string;
  store: DemoVendor | null;
};

const PEOPLE: readonly DemoPerson[] = [
  ...DEMO_VENDORS.map((vendor) => ({ ...vendor, store: vendor })),
  ...DEMO_BUYERS.map((buyer) => ({ ...buyer, store: null })),
];

const DAY = 24 * 60 * 60 * 1000;
/** Drawing runs in sharp's thread pool: a few at a time keep both cores busy without queueing the file writes. */
const DRAWING_CONCURRENCY = 4;
const WRITING_CONCURRENCY = 8;
/** Rows per multi-row insert, well under SQLite's and PostgreSQL's parameter limits. */
const INSERT_CHUNK = 500;

/** How a person appears in the store: deterministic numbers, coordinates a little off the city centre. */
function storeDetails(person: DemoPerson, store: DemoVendor) {
  const random = demoRandom(`store:${person.username}`);
  const servicesOnly = store.categories.every((id) => id >= 15);
  return {
    reg_number: `BN-${random.whole(1_000_000, 9_999_999)}`,
    account_number: String(random.whole(1_000_000_000, 9_999_999_999)).padStart(10, '0'),
    latitude: Number((person.place.latitude + random.between(-0.018, 0.018)).toFixed(6)),
    longitude: Number((person.place.longitude + random.between(-0.018, 0.018)).toFixed(6)),
    operational_radius: servicesOnly ? 50 : random.pick([5, 10, 15, 20, 25]),
  };
}

/** When a person joined: vendors three to fourteen months before the demo's now, buyers two to ten. */
function joinedAt(person: DemoPerson, now: Date): Date {
  const random = demoRandom(`joined:${person.username}`);
  const days = person.store ? random.between(95, 420) : random.between(70, 300);
  return new Date(now.getTime() - Math.round(days * DAY));
}

function initialsOf(person: DemoPerson): string {
  return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`;
}

type PersonPictures = { avatar: StoredPicture; cover: StoredPicture | null };

/** Everything drawn and stored before the transaction: each person's avatar and cover, each post's pictures. */
type DemoPictures = { people: PersonPictures[]; posts: StoredPicture[][] };

/**
 * Draws every distinct picture once (a listing posted twice shows the same pictures), then writes
 * each post its own copy of the files. Paths go to `written` as they are created.
 */
async function drawAndStorePictures(media: MediaStore, posts: readonly PlannedPost[], written: string[]): Promise<DemoPictures> {
  const pictures = distinctPictures(posts);
  const drawn = await mapConcurrently(
    [...pictures.map((picture) => () => drawProductImage(picture)), ...PEOPLE.flatMap(personDrawings)],
    DRAWING_CONCURRENCY,
    (draw) => draw(),
  );
  const byKey = new Map(pictures.map((picture, index) => [picture.key, drawn[index]]));
  let position = pictures.length;
  const peopleImages = PEOPLE.map((person) => {
    const avatar = drawn[position];
    const cover = person.store ? drawn[position + 1] : undefined;
    position += person.store ? 2 : 1;
    if (!avatar) throw new Error(`no avatar drawn for ${person.username}`);
    return { avatar, cover };
  });

  const people = await mapConcurrently(peopleImages, WRITING_CONCURRENCY, async ({ avatar, cover }) => ({
    avatar: await storePicture(media, 'avatars', avatar, written),
    cover: cover ? await storePicture(media, 'covers', cover, written) : null,
  }));
  const slots = posts.flatMap((post, postIndex) => post.pictures.map((picture) => ({ postIndex, image: byKey.get(picture.key) })));
  const stored = await mapConcurrently(slots, WRITING_CONCURRENCY, ({ image }) => {
    if (!image) throw new Error('a post picture was not drawn');
    return storePicture(media, 'posts', image, written);
  });
  const postPictures = posts.map((): StoredPicture[] => []);
  slots.forEach((slot, index) => {
    const picture = stored[index];
    if (picture) postPictures[slot.postIndex]?.push(picture);
  });
  return { people, posts: postPictures };
}

function personDrawings(person: DemoPerson) {
  const avatar = () => drawAvatarImage(`avatar:${person.username}`, initialsOf(person));
  return person.store ? [avatar, () => drawCoverImage(`cover:${person.username}`)] : [avatar];
}

/** Creates the people through the account stores (hashing, referral codes); answers their ids in PEOPLE's order. */
async function createPeople(
  stores: AreaStores,
  passwordHash: string,
  beforeEach: (person: DemoPerson) => void = () => {},
): Promise<number[]> {
  const ids: number[] = [];
  for (const person of PEOPLE) {
    beforeEach(person);
    const user = await stores.accounts.create({
      username: person.username,
      email: demoEmail(person.username),
      passwordHash,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      city: person.place.city,
      referredBy: null,
      verified: true,
    });
    const { store } = person;
    const address = store ? `${store.street}, ${person.place.area}` : '';
    await stores.accounts.updateProfile(user.id, { state: person.place.state, nationality: 'Nigeria', bio: person.bio, address });
    if (store) {
      const details = storeDetails(person, store);
      await stores.accounts.saveMarketInfo({
        user_id: user.id,
        marketname: store.marketname,
        reg_number: details.reg_number,
        phone: person.phone,
        address,
        city: person.place.city,
        state: person.place.state,
        country: 'Nigeria',
        display_phone: store.displayPhone ? 1 : 0,
        allow_comments: store.allowComments ? 1 : 0,
        allow_multi_image: store.allowMultiImage ? 1 : 0,
        operational_radius: details.operational_radius,
        business_latitude: details.latitude,
        business_longitude: details.longitude,
        verified: store.verified ? 1 : 0,
      });
      await stores.accounts.addBankAccount(user.id, {
        bank_name: store.bank,
        account_name: `${person.firstName} ${person.lastName}`,
        account_number: details.account_number,
      });
    }
    ids.push(user.id);
  }
  return ids;
}

function chunks<T>(items: readonly T[], size = INSERT_CHUNK): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

function idOf(ids: readonly number[], index: number): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`no demo row ${index}`);
  return id;
}

/** Posts oldest first (ids follow time), their pictures, and the social rows; counters match the rows. */
async function insertMarketplace(
  db: Kysely<Database>,
  userIds: readonly number[],
  posts: readonly PlannedPost[],
  social: SocialPlan,
  pictures: DemoPictures | null,
): Promise<void> {
  const counters = postCounters(posts.length, social);
  const rows = posts.map((post, index) => {
    const person = PEOPLE[post.vendor];
    if (!person?.store) throw new Error(`post ${index} has no demo vendor`);
    const store = storeDetails(person, person.store);
    return {
      user_id: idOf(userIds, post.vendor),
      title: post.title,
      description: post.description,
      caption: post.caption,
      price: post.price,
      category_id: post.category.id,
      category_type: post.category.category_type,
      delivery_time: post.deliveryTime,
      delivery_radius: post.deliveryRadius,
      city_key: locationKey(person.place.city),
      state_key: locationKey(person.place.state),
      latitude: store.latitude,
      longitude: store.longitude,
      no_of_likes: counters.likes[index] ?? 0,
      no_of_comments: counters.comments[index] ?? 0,
      created_at: post.createdAt.toISOString(),
    };
  });
  // RETURNING order is not promised (SQLite says so): match the ids by their distinct created_at.
  const idByTime = new Map<string, number>();
  for (const chunk of chunks(rows)) {
    const inserted = await db.insertInto('posts').values(chunk).returning(['id', 'created_at']).execute();
    for (const row of inserted) idByTime.set(row.created_at, row.id);
  }
  const postIds = rows.map((row) => {
    const id = idByTime.get(row.created_at);
    if (id === undefined) throw new Error(`demo post at ${row.created_at} was not inserted`);
    return id;
  });

  const mediaRows = (pictures?.posts ?? []).flatMap((stored, index) =>
    stored.map((picture, position) => ({
      post_id: idOf(postIds, index),
      position,
      kind: 'image' as const,
      url: picture.url,
      width: picture.width,
      height: picture.height,
      variants: JSON.stringify(picture.variants),
    })),
  );
  for (const chunk of chunks(mediaRows)) await db.insertInto('post_media').values(chunk).execute();

  const likeRows = social.likes.map((like) => ({
    post_id: idOf(postIds, like.post),
    user_id: idOf(userIds, like.person),
    created_at: like.createdAt.toISOString(),
  }));
  for (const chunk of chunks(likeRows)) await db.insertInto('likes').values(chunk).execute();

  // One by one, in time order, so comment ids follow time and each reply knows its comment's id.
  const thread = social.comments.flatMap((comment) => [
    { comment, reply: null },
    ...comment.replies.map((reply) => ({ comment, reply })),
  ]);
  thread.sort((a, b) => (a.reply ?? a.comment).createdAt.getTime() - (b.reply ?? b.comment).createdAt.getTime());
  const commentIds = new Map<object, number>();
  for (const { comment, reply } of thread) {
    const parentId = reply ? commentIds.get(comment) : null;
    if (parentId === undefined) throw new Error('a demo reply came before its comment');
    const entry = reply ?? comment;
    const { id } = await db
      .insertInto('comments')
      .values({
        post_id: idOf(postIds, comment.post),
        user_id: idOf(userIds, entry.person),
        parent_id: parentId,
        body: entry.text,
        created_at: entry.createdAt.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!reply) commentIds.set(comment, id);
  }

  const followRows = social.follows.map((follow) => ({
    follower_id: idOf(userIds, follow.follower),
    followed_id: idOf(userIds, follow.followed),
    created_at: follow.createdAt.toISOString(),
  }));
  for (const chunk of chunks(followRows)) await db.insertInto('follows').values(chunk).execute();

  const savedRows = social.saves.map((save) => ({
    user_id: idOf(userIds, save.person),
    post_id: idOf(postIds, save.post),
    created_at: save.createdAt.toISOString(),
  }));
  for (const chunk of chunks(savedRows)) await db.insertInto('saved_posts').values(chunk).execute();
}

async function setPictures(db: Kysely<Database>, userIds: readonly number[], pictures: DemoPictures): Promise<void> {
  for (const [index, person] of pictures.people.entries()) {
    await db
      .updateTable('users')
      .set({ profileimg: person.avatar.url, ...(person.cover ? { coverimg: person.cover.url } : {}) })
      .where('id', '=', idOf(userIds, index))
      .execute();
  }
}

function loginsOf(): DemoLogin[] {
  return PEOPLE.map((person) => ({
    username: person.username,
    email: demoEmail(person.username),
    password: DEMO_PASSWORD,
    role: person.store ? 'vendor' : 'buyer',
    city: person.place.city,
  }));
}

/**
 * Adds the demo set to an empty database: 20 vendors with stores across six Nigerian cities and 5
 * buyers (all activated, password DEMO_PASSWORD); with `options.db`, also 150 posts in all 27
 * categories over the last 60 days, likes, comments with replies, follows and saved posts; with
 * `options.media`, avatars, covers and post photos. Pictures are drawn and stored before the one
 * transaction; if it fails, the files go again. Answers the logins, vendors first.
 */
export async function seedDemo(stores: Stores, options: DemoSeedOptions = {}): Promise<DemoLogin[]> {
  const { db, media } = options;
  const now = (options.clock ?? systemClock).now();
  const hashing = hashPassword(DEMO_PASSWORD);
  if (!db) {
    const passwordHash = await hashing;
    await stores.transaction((trx) => createPeople(trx, passwordHash));
    return loginsOf();
  }

  const posts = planDemoPosts(now);
  const social = planDemoSocial(posts, now);
  const written: string[] = [];
  try {
    const pictures = media && options.pictures !== false ? await drawAndStorePictures(media, posts, written) : null;
    const passwordHash = await hashing;
    await db.transaction().execute(async (trx) => {
      // The account stores over this transaction, with a clock at each person's joining day.
      let joined = now;
      const joinClock: Clock = { now: () => joined };
      const userIds = await createPeople(createStores(trx, joinClock), passwordHash, (person) => {
        joined = joinedAt(person, now);
      });
      if (pictures) await setPictures(trx, userIds, pictures);
      await insertMarketplace(trx, userIds, posts, social, pictures);
    });
  } catch (error) {
    await media?.remove(written).catch(() => undefined);
    throw error;
  }
  return loginsOf();
}

/** Seeds only when no user exists yet; returns the logins it created (none otherwise). */
export async function seedDemoIfEmpty(stores: Stores, options: DemoSeedOptions = {}): Promise<DemoLogin[]> {
  if ((await stores.accounts.count()) > 0) return [];
  return seedDemo(stores, options);
}

/** The banner `npm start` prints: the well-known logins, and how many more share the password. */
export function formatDemoLogins(logins: readonly DemoLogin[]): string {
  const featured = logins.filter((login) => FEATURED_DEMO_USERNAMES.includes(login.username));
  const others = logins.filter((login) => !FEATURED_DEMO_USERNAMES.includes(login.username));
  const lines = featured.map(
    (login) => `  ${login.username.padEnd(18)} ${login.email.padEnd(30)} ${login.role.padEnd(7)} ${login.city}`,
  );
  const plural = (count: number, word: string) => `${count} more ${word}${count === 1 ? '' : 's'}`;
  const moreVendors = others.filter((login) => login.role === 'vendor').length;
  const moreBuyers = others.length - moreVendors;
  const more = [moreVendors > 0 ? plural(moreVendors, 'vendor') : '', moreBuyers > 0 ? plural(moreBuyers, 'buyer') : '']
    .filter(Boolean)
    .join(' and ');
  if (more) lines.push(`  and ${more} (see server/seed/demo-vendors.ts), same password`);
  return [`Demo accounts (password for all: ${DEMO_PASSWORD}):`, ...lines].join('\n');
}
