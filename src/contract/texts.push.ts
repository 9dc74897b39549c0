/** Web push (issue 16): the product's own words, the spec has none. */
export const PUSH_MESSAGES = {
  sectionTitle: 'Notifications on this phone',
  intro: 'Get told of new messages, saved-search matches, price drops, replies and new followers even when Naija Market is closed.',
  turnOn: 'Turn on notifications on this phone',
  turningOn: 'Turning on…',
  turnOff: 'Turn off on this phone',
  turningOff: 'Turning off…',
  onHere: 'Notifications are on for this phone.',
  offHere: 'Notifications are off for this phone.',
  unsupported: 'This browser cannot show notifications from Naija Market. Try Chrome, Edge or Firefox, or add the app to your home screen.',
  denied: 'Notifications are blocked for Naija Market. Allow them in your browser’s site settings, then try again.',
  failed: 'Could not turn on notifications. Please try again.',
  turnOffFailed: 'Could not turn off notifications. Please try again.',
  preferencesTitle: 'What to send',
  preferencesFailed: 'Could not change what is sent. Please try again.',
  loadFailed: 'Could not load your notification settings.',
  subscribed: 'Notifications are on for this phone.',
  unsubscribed: 'Notifications are off for this phone.',
  subscriptionNotFound: 'This phone is not subscribed to your notifications.',
  endpointRequired: 'A push subscription needs its endpoint.',
  endpointInvalid: 'A push endpoint must be an https:// address.',
  keysRequired: 'A push subscription needs its p256dh and auth keys.',
  keyInvalid: 'A push subscription key must be base64url text.',
  mustBeTrueOrFalse: 'Must be true or false.',
} as const;

/** What a push may be about, each on or off in settings (all on until a user turns one off). */
export const PUSH_KINDS = ['chat', 'saved_search', 'price_drop', 'reply', 'follow'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The settings' label of each kind. */
export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  chat: 'Chat messages (when Naija Market is not open)',
  saved_search: 'Saved-search matches',
  price_drop: 'Price drops',
  reply: 'Replies to my comments',
  follow: 'New followers',
};

/** The title of each kind's push; the body is the notification's own text. */
export const PUSH_TITLES = {
  chat: 'New message from {actor}',
  saved_search: 'Saved search',
  price_drop: 'Price drop',
  reply: '{actor} replied to you',
  follow: 'New follower',
} as const satisfies Record<PushKind, string>;

export const PUSH_LIMITS = {
  /** Longest endpoint URL accepted (push services' run to about 500). */
  endpointMax: 2048,
  /** Longest text of a key (p256dh is 87 characters of base64url, auth 22). */
  keyMax: 200,
  /** Subscriptions kept per user (phones, browsers); a new one beyond this replaces the oldest. */
  perUser: 20,
  /** Pushes sent at once by one process. */
  concurrency: 4,
  /** How long a push service may take to answer. */
  timeoutMs: 10_000,
  /** How long a push service keeps a push for a phone that is off (seconds). */
  ttlSeconds: 24 * 60 * 60,
  /** Longest body text pushed. */
  bodyMax: 200,
} as const;
