import type { UserRow } from '../../../server/db/schema';
import type { NotificationDetails } from '../../../server/store/notifications.store';
import { newPost, newVendor, type NewPostOverrides, type NewVendorOverrides, type TestVendor } from './factories';
import { newUser, signIn, type NewUserOverrides, type TestApp } from './helpers';

/** A user with a session token, ready to call the API. */
export type Member = UserRow & { password: string; token: string };
export type VendorMember = TestVendor & { token: string };

export async function signedInUser(t: TestApp, overrides: NewUserOverrides = {}): Promise<Member> {
  const user = await newUser(t.stores, overrides);
  return { ...user, token: await signIn(t.app, user) };
}

export async function signedInVendor(t: TestApp, overrides: NewVendorOverrides = {}): Promise<VendorMember> {
  const vendor = await newVendor(t.stores, overrides);
  return { ...vendor, token: await signIn(t.app, vendor) };
}

/** A vendor (signed in) and one post of theirs. */
export async function vendorWithPost(
  t: TestApp,
  vendorOverrides: NewVendorOverrides = {},
  postOverrides: NewPostOverrides = {},
): Promise<{ vendor: VendorMember; postId: number }> {
  const vendor = await signedInVendor(t, vendorOverrides);
  return { vendor, postId: await newPost(t.stores, vendor, postOverrides) };
}

const SOCIAL_TABLES = ['likes', 'comments', 'follows', 'saved_posts', 'hidden_posts', 'ratings', 'notifications', 'chat_rooms'] as const;

/** Row counts of the social tables plus the posts' counters, to prove a refused call changed nothing. */
export async function socialState(t: TestApp): Promise<Record<string, number>> {
  const state: Record<string, number> = {};
  for (const table of SOCIAL_TABLES) {
    const row = await t.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    state[table] = Number(row.n);
  }
  const counters = await t.db.kysely
    .selectFrom('posts')
    .select((eb) => [eb.fn.sum('no_of_likes').as('likes'), eb.fn.sum('no_of_comments').as('comments')])
    .executeTakeFirstOrThrow();
  state.no_of_likes = Number(counters.likes ?? 0);
  state.no_of_comments = Number(counters.comments ?? 0);
  return state;
}

export async function postCounters(t: TestApp, postId: number): Promise<{ no_of_likes: number; no_of_comments: number }> {
  return t.db.kysely
    .selectFrom('posts')
    .select(['no_of_likes', 'no_of_comments'])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
}

/** The user's notifications, newest first, as the notifications page reads them (its first page of 100). */
export function notificationsOf(t: TestApp, userId: number): Promise<NotificationDetails[]> {
  return t.stores.notifications.pageFor(userId, { limit: 100 });
}
