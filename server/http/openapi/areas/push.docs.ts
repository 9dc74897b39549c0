import {
  pushKeyAnswerSchema,
  pushPreferencesChangeSchema,
  pushPreferencesSchema,
  pushSubscriptionAnswerSchema,
  pushSubscriptionPayloadSchema,
  pushUnsubscribePayloadSchema,
} from '../../../../src/contract/push';
import { answer, operation, type AreaDocs } from '../operation';

export const pushDocs: AreaDocs = {
  tag: 'web push',
  description:
    'Web push (VAPID, RFC 8030/8291/8292): a signed-in user’s browsers, subscribed after they opt in from settings, are pushed `{title, body, url}` (encrypted, aes128gcm) for chat messages when no tab of theirs is open, saved-search alerts, price drops, replies and new followers, each kind on or off. A subscription the push service answers 404 or 410 for is deleted.',
  operations: [
    operation('GET /api/push/key', 'public', 'The server’s VAPID public key (base64url), the applicationServerKey to subscribe with', {
      answers: { 200: answer('The public key.', pushKeyAnswerSchema) },
    }),
    operation('POST /api/push/subscriptions', 'required', 'Subscribes this browser: its PushSubscription as toJSON() gives it', {
      description: 'The endpoint must be https. Subscribing an endpoint again renews its keys; signed in to another account, the browser moves to it.',
      body: pushSubscriptionPayloadSchema,
      answers: { 201: answer('Subscribed, and the words to show.', pushSubscriptionAnswerSchema) },
      errors: { 400: 'The subscription is refused (endpoint, keys).' },
    }),
    operation('DELETE /api/push/subscriptions', 'required', 'Unsubscribes this browser (its endpoint)', {
      body: pushUnsubscribePayloadSchema,
      answers: { 200: answer('Unsubscribed, and the words to show.', pushSubscriptionAnswerSchema) },
      errors: { 404: 'The caller has no subscription with this endpoint (another user’s answers the same).' },
    }),
    operation('GET /api/push/preferences', 'required', 'Which kinds the caller is pushed (all on until turned off)', {
      answers: { 200: answer('Each kind on or off.', pushPreferencesSchema) },
    }),
    operation('PATCH /api/push/preferences', 'required', 'Turns kinds on or off', {
      body: pushPreferencesChangeSchema,
      bodyRequired: false,
      answers: { 200: answer('Each kind as it is now.', pushPreferencesSchema) },
    }),
  ],
};
