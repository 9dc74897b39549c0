import type { Kysely } from 'kysely';
import { PUSH_KINDS, PUSH_LIMITS, type PushKind, type PushPreferences, type PushPreferencesChange } from '../../src/contract/push';
import type { Clock } from '../clock';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { precompiled } from './precompiled';

/** Where to push for a user, and the browser's keys to encrypt with. */
export type PushTarget = { id: number; endpoint: string; p256dh: string; auth: string };

/** A user's subscriptions, oldest first: every chat message asks. */
const targetsOfQuery = precompiled((db, [userId]: [number]) =>
  db.selectFrom('push_subscriptions').select(['id', 'endpoint', 'p256dh', 'auth']).where('user_id', '=', userId).orderBy('id'),
);

const EVERY_KIND_ON = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, true])) as PushPreferences;

/**
 * Web push (issue 16): the browsers each user subscribed and which kinds they are pushed. An endpoint belongs to
 * one user at a time: a browser that subscribes again (signed in to another account) moves to the new user.
 */
export function pushStore(db: Kysely<Database>, dialect: DialectName, clock: Clock) {
  const targetsQuery = targetsOfQuery(dialect);
  async function dropOldest(userId: number): Promise<void> {
    const kept = db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('id', 'desc').limit(PUSH_LIMITS.perUser);
    await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('id', 'not in', kept).execute();
  }

  async function preferences(userId: number): Promise<PushPreferences> {
    const row = await db.selectFrom('push_preferences').select(PUSH_KINDS).where('user_id', '=', userId).executeTakeFirst();
    if (!row) return { ...EVERY_KIND_ON };
    return Object.fromEntries(PUSH_KINDS.map((kind) => [kind, row[kind] === 1])) as PushPreferences;
  }

  return {
    /** Saves the browser's subscription for the user (its keys renewed when it was saved before). */
    async subscribe(userId: number, subscription: Omit<PushTarget, 'id'>): Promise<void> {
      const changes = { user_id: userId, p256dh: subscription.p256dh, auth: subscription.auth };
      await db
        .insertInto('push_subscriptions')
        .values({ ...changes, endpoint: subscription.endpoint, created_at: clock.now().toISOString() })
        .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(changes))
        .execute();
      await dropOldest(userId);
    },

    /** Deletes the user's subscription of the endpoint; false when the user has none there (another's stays). */
    async unsubscribe(userId: number, endpoint: string): Promise<boolean> {
      const rows = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).returning('id').execute();
      return rows.length > 0;
    },

    /** The push service said the subscription is gone (404, 410): it is forgotten. */
    async forget(id: number): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    /** The user's subscriptions, oldest first. */
    async targetsOf(userId: number): Promise<PushTarget[]> {
      return targetsQuery(db, [userId]);
    },

    preferences,

    /** Turns the named kinds on or off; answers every kind as it is now. */
    async changePreferences(userId: number, change: PushPreferencesChange): Promise<PushPreferences> {
      const current = await preferences(userId);
      const row = Object.fromEntries(PUSH_KINDS.map((kind) => [kind, (change[kind] ?? current[kind]) ? 1 : 0])) as Record<PushKind, number>;
      await db
        .insertInto('push_preferences')
        .values({ user_id: userId, ...row })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
        .execute();
      return preferences(userId);
    },

    /** Whether the user is pushed this kind. */
    async wants(userId: number, kind: PushKind): Promise<boolean> {
      return (await preferences(userId))[kind];
    },
  };
}

export type PushStore = ReturnType<typeof pushStore>;
