import type { FastifyPluginAsync } from 'fastify';
import { chatSearchRoutes } from './chats/chat-search.routes';
import { messagesRoutes } from './chats/messages.routes';
import { roomsRoutes } from './chats/rooms.routes';
import { notificationsRoutes } from './notifications.routes';
import type { RouteDeps } from './route-deps';

/** The chat area: rooms, messages, message search and stats, and the notifications list. */
export function chatsRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(roomsRoutes(deps));
    await app.register(messagesRoutes(deps));
    await app.register(chatSearchRoutes(deps));
    await app.register(notificationsRoutes(deps));
  };
}
