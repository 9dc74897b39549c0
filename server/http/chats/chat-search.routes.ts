import type { FastifyPluginAsync } from 'fastify';
import { chatSearchQuerySchema, LIMITS } from '../../../src/contract';
import { callerOf } from '../authenticate';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';

/** GET /v2/search/?q= (the caller's messages holding the text, newest first) and GET /v2/stats/. */
export function chatSearchRoutes({ stores, auth }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/v2/search', { preHandler: auth.required }, async (request) => {
      const caller = callerOf(request);
      const { q } = parseInput(chatSearchQuerySchema, request.query);
      const results = q === '' ? [] : await stores.messages.search(caller.userId, q, LIMITS.chatMessagesPageSize);
      return { results };
    });

    app.get('/v2/stats', { preHandler: auth.required }, async (request) => {
      const caller = callerOf(request);
      const totals = await stores.chatInbox.totals(caller.userId);
      const messages = await stores.messages.stats(caller.userId);
      return {
        total_chats: totals.rooms,
        total_unread: totals.unread,
        messages_sent: messages.messagesSent,
        messages_received: messages.messagesReceived,
      };
    });
  };
}
