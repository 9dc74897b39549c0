import type { Generated } from 'kysely';

/** A browser's push subscription (issue 16): where to push for the user and the keys to encrypt with. */
export type PushSubscriptionsTable = {
  id: Generated<number>;
  user_id: number;
  /** The push service's URL for this browser: one row per endpoint, the last user to subscribe it owns it. */
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
};

/** Which kinds a user is pushed, 0/1 each; a user without a row is pushed every kind. */
export type PushPreferencesTable = {
  user_id: number;
  chat: number;
  saved_search: number;
  price_drop: number;
  reply: number;
  follow: number;
};

export type PushTables = { push_subscriptions: PushSubscriptionsTable; push_preferences: PushPreferencesTable };
