import type { FastifyPluginAsync } from 'fastify';
import { currentUserQuerySchema, MESSAGES } from '../../../src/contract';
import { notFound } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { parseInput, queryText } from '../validation';
import { toCurrentUser } from './user.presenter';

/** GET /fetchcurruserdetails?username=: anyone's profile; the private parts only for oneself. */
export function currentUserRoutes({ stores, auth }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/fetchcurruserdetails', { preHandler: auth.optional }, async (request) => {
      const { username } = parseInput(currentUserQuerySchema, { username: queryText(request.query, 'username') });
      const user = await stores.accounts.findByUsername(username);
      if (!user) throw notFound(MESSAGES.userNotFound);
      const isSelf = request.caller?.userId === user.id;
      const [market, bankAccounts] = await Promise.all([
        stores.accounts.marketInfo(user.id),
        isSelf ? stores.accounts.bankAccounts(user.id) : Promise.resolve([]),
      ]);
      return { currentuser: toCurrentUser({ user, market, bankAccounts, isSelf }) };
    });
  };
}
