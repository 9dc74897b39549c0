import { z } from 'zod/mini';
import { PUSH_KINDS, PUSH_LIMITS, PUSH_MESSAGES, type PushKind } from './texts.push';

export * from './texts.push';

/**
 * Web push (issue 16): the calls' shapes. Imported from here, not from the contract's index: only the settings
 * section and the server load it, so the first render of / stays as it is.
 */

/** https, or http on this machine's loopback (a test's local push service; the server refuses it in production). */
export const isLoopbackHttp = (url: string): boolean => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\//.test(url);

const endpointField = z.string({ error: PUSH_MESSAGES.endpointRequired }).check(
  z.trim(),
  z.minLength(1, PUSH_MESSAGES.endpointRequired),
  z.maxLength(PUSH_LIMITS.endpointMax, PUSH_MESSAGES.endpointInvalid),
  z.refine((value) => URL.canParse(value) && (value.startsWith('https://') || isLoopbackHttp(value)), PUSH_MESSAGES.endpointInvalid),
);

const keyField = z.string({ error: PUSH_MESSAGES.keysRequired }).check(
  z.minLength(1, PUSH_MESSAGES.keysRequired),
  z.maxLength(PUSH_LIMITS.keyMax, PUSH_MESSAGES.keyInvalid),
  z.regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.keyInvalid),
);

/** POST /push/subscriptions: the browser's PushSubscription as its toJSON() gives it. */
export const pushSubscriptionPayloadSchema = z.object({
  endpoint: endpointField,
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({ p256dh: keyField, auth: keyField }, { error: PUSH_MESSAGES.keysRequired }),
});
export type PushSubscriptionPayload = z.input<typeof pushSubscriptionPayloadSchema>;

/** DELETE /push/subscriptions: which of the caller's subscriptions (this phone's). */
export const pushUnsubscribePayloadSchema = z.object({ endpoint: endpointField });
export type PushUnsubscribePayload = z.input<typeof pushUnsubscribePayloadSchema>;

/** GET /push/key: the server's VAPID public key (base64url), the applicationServerKey of a subscription. */
export const pushKeyAnswerSchema = z.object({ public_key: z.string() });
export type PushKeyAnswer = z.infer<typeof pushKeyAnswerSchema>;

/** POST and DELETE /push/subscriptions: the words to show. */
export const pushSubscriptionAnswerSchema = z.object({ message: z.string() });
export type PushSubscriptionAnswer = z.infer<typeof pushSubscriptionAnswerSchema>;

const kindShape = <V extends z.core.SomeType>(value: V) =>
  Object.fromEntries(PUSH_KINDS.map((kind) => [kind, value])) as Record<PushKind, V>;
const preferenceField = z.boolean({ error: PUSH_MESSAGES.mustBeTrueOrFalse });

/** GET and PATCH /push/preferences: each kind on or off. */
export const pushPreferencesSchema = z.object(kindShape(z.boolean()));
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** PATCH /push/preferences: the kinds to change. */
export const pushPreferencesChangeSchema = z.strictObject(kindShape(z.optional(preferenceField)));
export type PushPreferencesChange = z.input<typeof pushPreferencesChangeSchema>;

/** What a push carries to the service worker (public/push-handler.js reads it). */
export const pushMessageSchema = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type PushMessage = z.infer<typeof pushMessageSchema>;
