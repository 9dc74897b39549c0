import type { FastifyPluginAsync } from 'fastify';
import {
  PUSH_MESSAGES,
  pushPreferencesChangeSchema,
  pushSubscriptionPayloadSchema,
  pushUnsubscribePayloadSchema,
  type PushKeyAnswer,
  type PushPreferences,
  type PushSubscriptionAnswer,
} from '../../../src/contract/push';
import { pushableEndpoint } from '../../push/push-sender';
import { callerOf } from '../authenticate';
import { badRequest, notFound } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';

/**
 * Web push (issue 16). GET /push/key answers the server's VAPID public key; a signed-in caller subscribes this
 * browser with POST /push/subscriptions (its PushSubscription) and unsubscribes it with DELETE (its endpoint: only
 * the caller's own, another user's answers 404 as a missing one), and reads and changes which kinds are pushed
 * with GET and PATCH /push/preferences.
 */
export function pushRoutes({ stores, auth, config, vapidPublicKey }: RouteDeps): FastifyPluginAsync {
  const production = config.nodeEnv === 'production';
  return async (app) => {
    app.get('/push/key', async (): Promise<PushKeyAnswer> => ({ public_key: vapidPublicKey }));

    app.post('/push/subscriptions', { preHandler: auth.required }, async (request, reply) => {
      const caller = callerOf(request);
      const { endpoint, keys } = parseInput(pushSubscriptionPayloadSchema, request.body);
      if (!pushableEndpoint(endpoint, production)) throw badRequest(PUSH_MESSAGES.endpointInvalid, { endpoint: [PUSH_MESSAGES.endpointInvalid] });
      await stores.push.subscribe(caller.userId, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
      const answer: PushSubscriptionAnswer = { message: PUSH_MESSAGES.subscribed };
      return reply.code(201).send(answer);
    });

    app.delete('/push/subscriptions', { preHandler: auth.required }, async (request): Promise<PushSubscriptionAnswer> => {
      const caller = callerOf(request);
      const { endpoint } = parseInput(pushUnsubscribePayloadSchema, request.body);
      if (!(await stores.push.unsubscribe(caller.userId, endpoint))) throw notFound(PUSH_MESSAGES.subscriptionNotFound);
      return { message: PUSH_MESSAGES.unsubscribed };
    });

    app.get('/push/preferences', { preHandler: auth.required }, async (request): Promise<PushPreferences> => stores.push.preferences(callerOf(request).userId));

    app.patch('/push/preferences', { preHandler: auth.required }, async (request): Promise<PushPreferences> => {
      const change = parseInput(pushPreferencesChangeSchema, request.body ?? {});
      return stores.push.changePreferences(callerOf(request).userId, change);
    });
  };
}
