import type { FastifyPluginAsync } from 'fastify';
import { blockParamsSchema, blockPayloadSchema, displayName, MESSAGES } from '../../../src/contract';
import { callerOf } from '../authenticate';
import { badRequest, notFound } from '../http-error';
import { parseInput } from '../validation';
import type { RouteDeps } from '../route-deps';

/**
 * POST /blocks (block, or unblock with `action: false`), GET /blocks (the caller's blocked users, newest first, for
 * settings) and GET /blocks/{username} (whether the caller blocks them). A block ends follows both ways. Every call
 * reads and changes only the caller's own blocks.
 */
export function blocksRoutes({ stores, auth, limits }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/blocks', { preHandler: [auth.required, limits.block] }, async (request) => {
      const caller = callerOf(request);
      const { username, action } = parseInput(blockPayloadSchema, request.body);
      const target = await stores.accounts.findByUsername(username);
      if (!target) throw notFound(MESSAGES.userNotFound);
      if (target.id === caller.userId) throw badRequest(MESSAGES.cannotBlockSelf, { username: [MESSAGES.cannotBlockSelf] });
      const blocked = action ?? true;
      await stores.transaction(async (trx) => {
        await trx.blocks.set(caller.userId, target.id, blocked);
        if (!blocked) return;
        await trx.follows.set(caller.userId, target.id, false);
        await trx.follows.set(target.id, caller.userId, false);
      });
      return { username: target.username, blocked, message: blocked ? MESSAGES.userBlocked : MESSAGES.userUnblocked };
    });

    app.get('/blocks', { preHandler: auth.required }, async (request) => {
      const rows = await stores.blocks.list(callerOf(request).userId);
      return { results: rows.map((row) => ({ username: row.username, display_name: displayName(row), profileimg: row.profileimg, blocked_at: row.created_at })) };
    });

    app.get('/blocks/:username', { preHandler: auth.required }, async (request) => {
      const caller = callerOf(request);
      const { username } = parseInput(blockParamsSchema, request.params);
      const target = await stores.accounts.findByUsername(username);
      if (!target) throw notFound(MESSAGES.userNotFound);
      return { username: target.username, blocked: await stores.blocks.has(caller.userId, target.id) };
    });
  };
}
