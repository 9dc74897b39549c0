import { z } from 'zod/mini';
import { savedSearchAnswerSchema, savedSearchesAnswerSchema, type SavedSearchChange, type SavedSearchPayload } from '../contract';
import { call } from './api';

/** GET /saved-searches: the signed-in user's saved searches, newest first. */
export async function fetchSavedSearches(signal?: AbortSignal) {
  return (await call('/saved-searches', savedSearchesAnswerSchema, { auth: true, quiet: true, signal })).results;
}

/** POST /saved-searches: the current search and filters with a name. */
export function sendSavedSearch(payload: SavedSearchPayload, signal?: AbortSignal) {
  return call('/saved-searches', savedSearchAnswerSchema, { method: 'POST', body: payload, auth: true, quiet: true, signal });
}

/** PATCH /saved-searches/{id}: alerts on or off, or a new name. */
export function changeSavedSearch(id: number, change: SavedSearchChange, signal?: AbortSignal) {
  return call(`/saved-searches/${id}`, savedSearchAnswerSchema, { method: 'PATCH', body: change, auth: true, quiet: true, signal });
}

/** DELETE /saved-searches/{id}. */
export function deleteSavedSearch(id: number, signal?: AbortSignal) {
  return call(`/saved-searches/${id}`, z.object({ message: z.string() }), { method: 'DELETE', auth: true, quiet: true, signal });
}
