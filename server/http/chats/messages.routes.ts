import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  chatMessagesQuerySchema,
  editMessagePayloadSchema,
  reactionPayloadSchema,
  type ChatMessage,
  type ChatMessagesAnswer,
  MESSAGES,
} from '../../../src/contract';
import { removeChatImage } from '../../chat/chat-images';
import { registerMultipart } from '../../media/multipart';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';
import { messageInRoom, refuseUnlessSender, roomForCaller } from './chat-access';
import { presentRoom } from './chat-room.presenter';
import { postMessage } from './message-post';

/** The temp_id a JSON send carried (a held send is text, never multipart). */
const tempIdOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && 'temp_id' in body && typeof body.temp_id === 'string' ? body.temp_id : null;

const ROOM_MESSAGES = ['/v2/chats/:uniquecode/messages', '/chat/:uniquecode/messages'];
const ONE_MESSAGE = '/v2/chats/:uniquecode/messages/:id';

/**
 * A room's messages: pages (page 1 newest, each oldest first), what came after or before a sequence number, sending
 * (legacy /chat/{uniquecode}/messages/ too), one message, its sender's edit and delete, and reactions.
 */
export function messagesRoutes(deps: RouteDeps): FastifyPluginAsync {
  const { stores, auth, limits, media } = deps;

  async function listMessages(request: FastifyRequest): Promise<ChatMessagesAnswer> {
    const { caller, room } = await roomForCaller(stores, request);
    const query = parseInput(chatMessagesQuerySchema, request.query);
    const chatRoom = await presentRoom(stores, caller.userId, room.id);
    if (query.after_seq !== undefined) {
      // A catching-up client reads forward from what it saw, page_size at a time.
      const after = await stores.messages.after(room.id, query.after_seq, query.page_size + 1);
      const results = after.slice(0, query.page_size);
      return { chat_room: chatRoom, results, count: results.length, page: 1, has_next: after.length > query.page_size };
    }
    if (query.before_seq !== undefined) {
      // Scrolling back: page_size messages before the oldest one shown, has_next when older ones remain.
      const before = await stores.messages.before(room.id, query.before_seq, query.page_size + 1);
      const results = before.slice(-query.page_size);
      return { chat_room: chatRoom, results, count: results.length, page: 1, has_next: before.length > query.page_size };
    }
    const page = await stores.messages.page(room.id, {
      page: query.page,
      pageSize: query.page_size,
      search: query.search,
      dateFrom: query.date_from,
      dateTo: query.date_to,
    });
    return { chat_room: chatRoom, results: page.results, count: page.count, page: query.page, has_next: page.hasNext };
  }

  /** 201 with the new message; 200 with the stored one when its temp_id was sent before; 202 when held for review. */
  async function sendMessage(request: FastifyRequest, reply: FastifyReply) {
    const access = await roomForCaller(stores, request);
    const sent = await postMessage({ ...deps, media, log: request.log }, request, access);
    if (sent.held) return reply.code(202).send({ held: true, temp_id: tempIdOf(request.body), detail: MESSAGES.messageHeldForReview });
    return reply.code(sent.created ? 201 : 200).send(sent.message);
  }

  return async (app) => {
    await registerMultipart(app);

    for (const path of ROOM_MESSAGES) {
      app.get(path, { preHandler: auth.required }, listMessages);
      app.post(path, { preHandler: [auth.required, limits.chatMessage] }, sendMessage);
    }

    app.get(ONE_MESSAGE, { preHandler: auth.required }, async (request): Promise<ChatMessage> => {
      const { room } = await roomForCaller(stores, request);
      return messageInRoom(stores, request, room);
    });

    app.patch(ONE_MESSAGE, { preHandler: [auth.required, limits.chatMessage] }, async (request): Promise<ChatMessage> => {
      const { caller, room } = await roomForCaller(stores, request);
      const message = await messageInRoom(stores, request, room);
      refuseUnlessSender(message, caller);
      const { message: text } = parseInput(editMessagePayloadSchema, request.body);
      return (await stores.messages.edit(message.id, text)) ?? message;
    });

    app.delete(ONE_MESSAGE, { preHandler: [auth.required, limits.chatMessage] }, async (request, reply) => {
      const { caller, room } = await roomForCaller(stores, request);
      const message = await messageInRoom(stores, request, room);
      refuseUnlessSender(message, caller);
      const removed = await stores.messages.remove(message.id);
      if (removed?.image) {
        await removeChatImage(media, removed.image).catch((error: unknown) => request.log.warn({ err: error }, 'a chat picture stayed on disk'));
      }
      return reply.code(204).send();
    });

    app.post(`${ONE_MESSAGE}/react`, { preHandler: [auth.required, limits.chatMessage] }, async (request) => {
      const { caller, room } = await roomForCaller(stores, request);
      const message = await messageInRoom(stores, request, room);
      const { reaction } = parseInput(reactionPayloadSchema, request.body);
      await stores.messages.toggleReaction(message.id, caller.userId, reaction);
      return { message_id: message.id, reactions: await stores.messages.reactionsOf(message.id) };
    });
  };
}
