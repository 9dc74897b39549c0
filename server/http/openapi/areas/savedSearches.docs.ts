import { z } from 'zod/mini';
import {
  savedSearchAnswerSchema,
  savedSearchChangeSchema,
  savedSearchesAnswerSchema,
  savedSearchParamsSchema,
  savedSearchPayloadSchema,
} from '../../../../src/contract';
import { answer, operation, type AreaDocs } from '../operation';

const NOT_THEIRS = { 404: 'No saved search of the caller has this id (another user’s answers the same).' };
const messageAnswer = z.object({ message: z.string() });

export const savedSearchesDocs: AreaDocs = {
  tag: 'saved searches',
  description:
    'A signed-in user’s named listing searches, each with alerts on or off. A new post matching one (as GET /api/listings would find it for the owner) records a `saved_search` notification and sends it live, at most one per search per hour: the first match is told at once, later ones within the hour are counted and told together when it is over ("3 new matches for \'ankara under 20k\'").',
  operations: [
    operation('GET /api/saved-searches', 'required', 'The caller’s saved searches, newest first', {
      answers: { 200: answer('The saved searches and how many one may keep.', savedSearchesAnswerSchema) },
    }),
    operation('POST /api/saved-searches', 'required', 'Saves the current search and filters with a name', {
      description: '`query` holds GET /api/listings’ parameters (q, sort and the feed filters); it must have words or a filter.',
      body: savedSearchPayloadSchema,
      answers: { 201: answer('The saved search and the words to show.', savedSearchAnswerSchema) },
      errors: { 400: 'The input is refused (name, query), or the caller keeps as many saved searches as allowed.' },
    }),
    operation('PATCH /api/saved-searches/:id', 'required', 'Turns a saved search’s alerts on or off, or renames it', {
      params: savedSearchParamsSchema,
      body: savedSearchChangeSchema,
      answers: { 200: answer('The saved search as it is now and the words to show.', savedSearchAnswerSchema) },
      errors: NOT_THEIRS,
    }),
    operation('DELETE /api/saved-searches/:id', 'required', 'Deletes a saved search and its alerts', {
      params: savedSearchParamsSchema,
      answers: { 200: answer('Deleted.', messageAnswer) },
      errors: NOT_THEIRS,
    }),
  ],
};
