import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  chatRoomsQuerySchema,
  chatSettingsPayloadSchema,
  createChatPayloadSchema,
  MESSAGES,
  type ChatRoom,
  type ChatRoomsAnswer,
} from '../../../src/contract';
import { roomChannel } from '../../realtime/hub';
import { callerOf } from '../authenticate';
import { refuseMessagesIfBlocked } from '../moderation/block-rules';
import { badRequest, HttpError, notFound } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';
import { roomForCaller } from './chat-access';
import { refuseTooManyNewChats } from './chat-start-limit';
import { presentRoom, presentRooms } from './chat-room.presenter';

/**
 * The inbox (GET /v2/chats/, legacy GET /chats), 'Message Seller' (POST /v2/chats/, legacy POST /chats),
 * one room, the caller's settings of it and marking it read.
 */
export function roomsRoutes({ stores, auth, limits, hub, clock }: RouteDeps): FastifyPluginAsync {
  async function listRooms(request: FastifyRequest): Promise<ChatRoomsAnswer> {
    const caller = callerOf(request);
    const query = parseInput(chatRoomsQuerySchema, request.query);
    const { rooms, count } = await stores.chatInbox.list(caller.userId, {
      page: query.page,
      pageSize: query.page_size,
      type: query.type,
      search: query.search,
    });
    const { unread } = await stores.chatInbox.totals(caller.userId);
    return {
      results: await presentRooms(stores, rooms),
      count,
      total_unread: unread,
      page: query.page,
      has_next: query.page * query.page_size < count,
    };
  }

  /**
   * The pair's room, 201 when it is new, 200 when they already had one; never from a post its seller marked sold,
   * nor past a new account's hourly chat starts (429).
   */
  async function openRoom(request: FastifyRequest, reply: FastifyReply) {
    const caller = callerOf(request);
    const { receiver: username, post } = parseInput(createChatPayloadSchema, request.body);
    if (post !== undefined && (await stores.posts.isSold(post))) throw new HttpError(409, MESSAGES.postSoldNoChat);
    const receiver = await stores.accounts.findByUsername(username);
    if (!receiver) throw notFound(MESSAGES.userNotFound);
    if (receiver.id === caller.userId) throw badRequest(MESSAGES.cannotChatWithSelf, { receiver: [MESSAGES.cannotChatWithSelf] });
    await refuseMessagesIfBlocked(stores, caller.userId, receiver.id);
    await refuseTooManyNewChats(stores, clock, caller, receiver.id);
    const { room, created } = await stores.chatRooms.open(caller.userId, receiver.id);
    return reply.code(created ? 201 : 200).send({ uniquecode: room.uniquecode, created });
  }

  return async (app) => {
    for (const path of ['/v2/chats', '/chats']) {
      app.get(path, { preHandler: auth.required }, listRooms);
      app.post(path, { preHandler: [auth.required, limits.createChat] }, openRoom);
    }

    app.get('/v2/chats/:uniquecode', { preHandler: auth.required }, async (request): Promise<ChatRoom> => {
      const { caller, room } = await roomForCaller(stores, request);
      return presentRoom(stores, caller.userId, room.id);
    });

    app.patch('/v2/chats/:uniquecode/settings', { preHandler: auth.required }, async (request): Promise<ChatRoom> => {
      const { caller, room } = await roomForCaller(stores, request);
      const change = parseInput(chatSettingsPayloadSchema, request.body);
      await stores.chatRooms.updateSettings(room.id, caller.userId, { isMuted: change.is_muted, isArchived: change.is_archived });
      return presentRoom(stores, caller.userId, room.id);
    });

    /** Everything the other member sent is read, and the notifications of those messages; they hear which messages on the room's channel. */
    app.post('/v2/chats/:uniquecode/mark-read', { preHandler: auth.required }, async (request) => {
      const { caller, room } = await roomForCaller(stores, request);
      const messageIds = await stores.messages.markRead(room.id, caller.userId);
      await stores.notifications.markRead(caller.userId, { chatCode: room.uniquecode });
      if (messageIds.length > 0) {
        await hub
          .publish(roomChannel(room.uniquecode), { type: 'message_read', username: caller.user.username, message_ids: messageIds })
          .catch((error: unknown) => request.log.warn({ err: error }, 'a read receipt was not published'));
      }
      const { unread } = await stores.chatInbox.totals(caller.userId);
      return { marked: messageIds.length, unread_count: unread };
    });
  };
}
