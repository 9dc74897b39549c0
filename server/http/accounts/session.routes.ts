import type { FastifyPluginAsync } from 'fastify';
import { fillTemplate, loginPayloadSchema, MESSAGES } from '../../../src/contract';
import { verifyPassword } from '../../auth/passwords';
import { badRequest, HttpError } from '../http-error';
import { callerOf } from '../authenticate';
import { accountLimitKey } from '../rate-limits';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';
import { sessionsEndedFor } from './sessions-ended';
import { signInOriginOf } from './sessions.routes';
import { toSessionUser } from './user.presenter';

const UNKNOWN_DEVICE = 'unknown device';

/** POST /login and /logout. */
export function sessionRoutes(deps: RouteDeps): FastifyPluginAsync {
  const { stores, auth, limits } = deps;
  const sessionsEnded = sessionsEndedFor(deps);
  return async (app) => {
    app.post('/login', { preHandler: limits.login.check }, async (request) => {
      const payload = parseInput(loginPayloadSchema, request.body);
      const user = await stores.accounts.findByLogin(payload.username);
      // One count per account, named by its username or its e-mail; an unknown name counts as typed.
      const account = accountLimitKey(user, payload.username);
      await limits.loginAccount.check(request, account);
      // Unknown users cost the same hash work as a wrong password, and answer the same.
      const passwordMatches = await verifyPassword(user?.password_hash, payload.password);
      if (!user || !passwordMatches) {
        await limits.login.failed(request);
        await limits.loginAccount.failed(request, account);
        throw badRequest(MESSAGES.invalidCredentials);
      }
      if (!user.verified_at) throw new HttpError(403, MESSAGES.inactiveUser, { username: user.username });
      const suspension = await stores.moderation.activeSuspension(user.id);
      if (suspension) throw new HttpError(403, fillTemplate(MESSAGES.accountSuspended, { until: suspension.until.slice(0, 10), reason: suspension.reason }));

      const token = await stores.tokens.issue(user.id, payload.device || UNKNOWN_DEVICE, signInOriginOf(request));
      await stores.presence.set(user.id, 'online');
      const market = await stores.accounts.marketInfo(user.id);
      return { token, user: toSessionUser(user, market), message: MESSAGES.loginSuccess };
    });

    app.post('/logout', { preHandler: auth.required }, async (request) => {
      const caller = callerOf(request);
      await stores.tokens.revoke(caller.tokenId);
      await sessionsEnded(caller.userId);
      return { message: MESSAGES.loggedOut };
    });
  };
}
