import { z } from 'zod/mini';
import { searchAnswerSchema, searchQuerySchema, searchTermParamsSchema } from '../../../../src/contract';
import { answer, operation, type AreaDocs } from '../operation';

/** GET /search reads the text from `q`, or from `user` as the results page names it. */
const searchQuery = z.extend(searchQuerySchema, { user: z.optional(z.string()) });

const RESULTS = answer('Users best match first: exact names, then prefixes; verified stores first.', searchAnswerSchema);

export const searchDocs: AreaDocs = {
  tag: 'search',
  description: 'Searching users by username, market name and names.',
  operations: [
    operation('GET /api/search', 'optional', 'Users matching ?q= (or ?user=); signed in, none blocked either way', {
      query: searchQuery,
      answers: { 200: RESULTS },
    }),
    operation('GET /api/search/:term', 'optional', 'Users matching the term in the path; signed in, none blocked either way', {
      params: searchTermParamsSchema,
      query: z.pick(searchQuerySchema, { limit: true }),
      answers: { 200: RESULTS },
    }),
  ],
};
