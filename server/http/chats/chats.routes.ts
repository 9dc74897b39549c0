import type { FastifyPluginAsync } from 'fastify';
import { areaRoutes, type RouteDeps } from '../route-deps';
import { chatSearchRoutes } from './chat-search.routes';
import { messagesRoutes } from './messages.routes';
import { roomsRoutes } from './rooms.routes';

/** The chat area: rooms, messages, message search and stats. */
export function chatsRoutes(deps: RouteDeps): FastifyPluginAsync {
  return areaRoutes(deps, [roomsRoutes, messagesRoutes, chatSearchRoutes]);
}
