import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MESSAGES, sessionIdParamsSchema, type IpLocation, type SessionSignOutAnswer, type SessionsAnswer } from '../../../src/contract';
import { gazetteer } from '../../geo/gazetteer';
import { createIpLocator } from '../../geo/ip-location';
import type { SignInOrigin } from '../../store/tokens.store';
import { callerOf } from '../authenticate';
import { notFound } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';
import { sessionsEndedFor } from './sessions-ended';

/** Where a sign-in request came from, kept with its session. */
export const signInOriginOf = (request: FastifyRequest): SignInOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** A place when the address can be placed (city, region, country), else the address itself. */
function placeOf(location: IpLocation): string {
  const place = [location.city, location.regionName, location.country].filter((part) => part !== '');
  return place.length > 0 ? place.join(', ') : location.ip || MESSAGES.unknownLocation;
}

/**
 * The signed-in user's sessions: GET /sessions lists them (device, where from, created, last used, which is
 * this one); POST /sessions/{id}/signout ends one of the caller's own (another user's id is not found), and
 * POST /sessions/signout-others ends all but the caller's. An ended session's sockets close at once.
 */
export function sessionsRoutes(deps: RouteDeps): FastifyPluginAsync {
  const { stores, auth, config, clock } = deps;
  const sessionsEnded = sessionsEndedFor(deps);
  return async (app) => {
    const log = (message: string, error: unknown) => app.log.warn({ err: error }, message);
    // The sign-in's own headers are gone by now, so only a configured provider places an address.
    const locateIp = createIpLocator({ providerUrl: config.ipLocationUrl, trustProxy: false, gazetteer, clock, log });

    app.get('/sessions', { preHandler: auth.required }, async (request): Promise<SessionsAnswer> => {
      const caller = callerOf(request);
      const rows = await stores.tokens.listForUser(caller.userId);
      const places = new Map<string, string>();
      for (const ip of new Set(rows.map((row) => row.ip))) places.set(ip, ip ? placeOf(await locateIp(ip)) : MESSAGES.unknownLocation);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: row.device,
          location: places.get(row.ip) ?? MESSAGES.unknownLocation,
          created_at: row.created_at,
          last_used_at: row.last_used_at,
          current: row.id === caller.tokenId,
        })),
      };
    });

    app.post('/sessions/:id/signout', { preHandler: auth.required }, async (request): Promise<SessionSignOutAnswer> => {
      const caller = callerOf(request);
      const { id } = parseInput(sessionIdParamsSchema, request.params);
      if (!(await stores.tokens.revokeOwn(caller.userId, id))) throw notFound(MESSAGES.sessionNotFound);
      await sessionsEnded(caller.userId);
      return { message: id === caller.tokenId ? MESSAGES.loggedOut : MESSAGES.sessionSignedOut };
    });

    app.post('/sessions/signout-others', { preHandler: auth.required }, async (request): Promise<SessionSignOutAnswer> => {
      const caller = callerOf(request);
      await stores.tokens.revokeAllForUser(caller.userId, caller.tokenId);
      await sessionsEnded(caller.userId);
      return { message: MESSAGES.otherSessionsSignedOut };
    });
  };
}
