import type { FastifyPluginAsync } from 'fastify';
import { createChatPayloadSchema, MESSAGES } from '../../src/contract';
import { callerOf } from './authenticate';
import { badRequest, notFound } from './http-error';
import type { SocialDeps } from './social/social-deps';
import { parseInput } from './validation';

/** POST /v2/chats/ ('Message Seller'): the pair's room, 201 when it is new, 200 when they already had one. */
export function chatsRoutes({ stores, auth, limits }: SocialDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/v2/chats', { preHandler: [auth.required, limits.createChat] }, async (request, reply) => {
      const caller = callerOf(request);
      const { receiver: username } = parseInput(createChatPayloadSchema, request.body);
      const receiver = await stores.accounts.findByUsername(username);
      if (!receiver) throw notFound(MESSAGES.userNotFound);
      if (receiver.id === caller.userId) throw badRequest(MESSAGES.cannotChatWithSelf, { receiver: [MESSAGES.cannotChatWithSelf] });
      const { room, created } = await stores.chatRooms.open(caller.userId, receiver.id);
      return reply.code(created ? 201 : 200).send({ uniquecode: room.uniquecode, created });
    });
  };
}
