import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MESSAGES, onlineStatusPayloadSchema, type PresenceStatus } from '../../../src/contract';
import { callerOf } from '../authenticate';
import { badRequest, notFound } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';

const usernameParams = z.object({ username: z.string().trim().min(1).max(254) });

/** is_online says connected or not; status may narrow a connected user to online or away. */
function statusFrom(isOnline: boolean, status: PresenceStatus | undefined): PresenceStatus {
  const resolved = status ?? (isOnline ? 'online' : 'offline');
  if ((resolved === 'offline') === isOnline) throw badRequest(MESSAGES.invalidStatus, { status: [MESSAGES.invalidStatus] });
  return resolved;
}

/** POST /user/online-status/, GET /users/online/, GET /user/{username}/status. */
export function presenceRoutes({ stores, auth }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/user/online-status', { preHandler: auth.required }, async (request) => {
      const caller = callerOf(request);
      const payload = parseInput(onlineStatusPayloadSchema, request.body);
      await stores.presence.set(caller.userId, statusFrom(payload.is_online, payload.status));
      return stores.presence.statusOf(caller.userId, caller.user.username);
    });

    app.get('/users/online', async () => {
      const online = await stores.presence.onlineUsernames();
      return { online_users: online, count: online.length };
    });

    app.get('/user/:username/status', async (request) => {
      const { username } = parseInput(usernameParams, request.params);
      const user = await stores.accounts.findByUsername(username);
      if (!user) throw notFound(MESSAGES.userNotFound);
      return stores.presence.statusOf(user.id, user.username);
    });
  };
}
