import type { FastifyPluginAsync } from 'fastify';
import { fillTemplate, SAVED_SEARCH_LIMITS, savedSearchChangeSchema, savedSearchParamsSchema, savedSearchPayloadSchema, type SavedSearch, type SavedSearchAnswer, type SavedSearchesAnswer, SAVED_SEARCH_MESSAGES } from '../../../src/contract';
import type { SavedSearchRecord } from '../../store/savedSearches.store';
import { callerOf } from '../authenticate';
import { badRequest, notFound } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';

const toSavedSearch = ({ user_id: _owner, ...search }: SavedSearchRecord): SavedSearch => search;

/**
 * The caller's saved searches (issue 16): GET /saved-searches lists them newest first, POST /saved-searches saves
 * the current search and filters with a name (at most SAVED_SEARCH_LIMITS.perUser; the same name and query sent
 * again, its first answer lost on a dropped connection, answers the search saved then), PATCH /saved-searches/{id}
 * renames it or turns its alerts on or off, DELETE /saved-searches/{id} deletes it. Another user's search answers
 * 404, as a missing one does (as notifications do), so no one learns which ids exist.
 */
export function savedSearchesRoutes({ stores, auth }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/saved-searches', { preHandler: auth.required }, async (request): Promise<SavedSearchesAnswer> => {
      const searches = await stores.savedSearches.list(callerOf(request).userId);
      return { results: searches.map(toSavedSearch), limit: SAVED_SEARCH_LIMITS.perUser };
    });

    app.post('/saved-searches', { preHandler: auth.required }, async (request, reply) => {
      const caller = callerOf(request);
      const payload = parseInput(savedSearchPayloadSchema, request.body);
      const saved = await stores.transaction(async (trx) => {
        await trx.savedSearches.holdOwner(caller.userId);
        const same = await trx.savedSearches.findSame(caller.userId, payload);
        if (same) return same;
        if ((await trx.savedSearches.count(caller.userId)) >= SAVED_SEARCH_LIMITS.perUser) return null;
        return trx.savedSearches.create(caller.userId, payload);
      });
      if (!saved) throw badRequest(SAVED_SEARCH_MESSAGES.savedSearchesFull);
      const answer: SavedSearchAnswer = { saved_search: toSavedSearch(saved), message: SAVED_SEARCH_MESSAGES.savedSearchSaved };
      return reply.code(201).send(answer);
    });

    app.patch('/saved-searches/:id', { preHandler: auth.required }, async (request): Promise<SavedSearchAnswer> => {
      const caller = callerOf(request);
      const { id } = parseInput(savedSearchParamsSchema, request.params);
      const change = parseInput(savedSearchChangeSchema, request.body ?? {});
      const saved = await stores.savedSearches.change(caller.userId, id, change);
      if (!saved) throw notFound(SAVED_SEARCH_MESSAGES.savedSearchNotFound);
      const message = change.alerts === undefined ? SAVED_SEARCH_MESSAGES.savedSearchSaved : saved.alerts ? SAVED_SEARCH_MESSAGES.savedSearchAlertsOn : SAVED_SEARCH_MESSAGES.savedSearchAlertsOff;
      return { saved_search: toSavedSearch(saved), message: fillTemplate(message, { name: saved.name }) };
    });

    app.delete('/saved-searches/:id', { preHandler: auth.required }, async (request) => {
      const caller = callerOf(request);
      const { id } = parseInput(savedSearchParamsSchema, request.params);
      if (!(await stores.savedSearches.remove(caller.userId, id))) throw notFound(SAVED_SEARCH_MESSAGES.savedSearchNotFound);
      return { message: SAVED_SEARCH_MESSAGES.savedSearchDeleted };
    });
  };
}
