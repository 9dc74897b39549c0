import { feedAnswerSchema, listingQuerySchema, listingSuggestionsAnswerSchema, listingSuggestionsQuerySchema } from '../../../../src/contract';
import { answer, operation, type AreaDocs } from '../operation';

export const listingsDocs: AreaDocs = {
  tag: 'listings',
  description: 'Searching and sorting posts: full-text search with typo tolerance, combined with the feed filters.',
  operations: [
    operation('GET /api/listings', 'optional', 'Posts matching ?q= with the feed filters, in the order ?sort= asks', {
      description:
        'Words are found in the title, description, caption, category and store name; the last word also as a prefix; a word that finds nothing is read as the indexed words nearest to it. sort: relevance (the default with words), newest (without), price_asc, price_desc, nearest (needs lat and lng), most_liked. Later pages send back `snapshot`.',
      query: listingQuerySchema,
      answers: { 200: answer('One page of posts and where it is.', feedAnswerSchema) },
    }),
    operation('GET /api/listings/suggestions', 'optional', 'Titles and categories for typed text of 2 characters or more (never a held post’s; signed in, none of users blocked either way)', {
      query: listingSuggestionsQuerySchema,
      answers: { 200: answer('The best-matching titles of available posts and the matching categories.', listingSuggestionsAnswerSchema) },
    }),
  ],
};
