import { z } from 'zod/mini';
import {
  categoriesAndDeliveryAnswerSchema,
  categoriesAnswerSchema,
  categoriesQuerySchema,
  createPostAnswerSchema,
  createPostPayloadSchema,
  deletePostAnswerSchema,
  deletePostPayloadSchema,
  deliveryTimesAnswerSchema,
  editPostPayloadSchema,
  feedAnswerSchema,
  feedQuerySchema,
  idempotencyHeadersSchema,
  markSoldPayloadSchema,
  postAnswerSchema,
  postChangeAnswerSchema,
  postIdParamsSchema,
} from '../../../../src/contract';
import { answer, operation, type AreaDocs, type ZodSchema } from '../operation';

const lookup = (path: string, summary: string, body: ZodSchema, query?: ZodSchema) =>
  operation(`GET ${path}`, 'public', summary, { cacheable: true, query, answers: { 200: answer('The list, cacheable for 5 minutes.', body) } });

/** The files of a post form, new or edited. */
const POST_FILES = { '^image_\\d+_': 'An image (re-encoded) or a video (at most 50 MB), named image_{n}_{filename}.' };

export const marketplaceDocs: AreaDocs = {
  tag: 'marketplace',
  description: 'Categories and delivery times, the feed, and creating, reading, editing, marking sold and deleting posts.',
  operations: [
    lookup('/api/categories', 'Categories, of one type with ?type=', categoriesAnswerSchema, categoriesQuerySchema),
    lookup('/api/categories/products', 'Product categories', categoriesAnswerSchema),
    lookup('/api/categories/services', 'Service categories', categoriesAnswerSchema),
    lookup('/api/delivery-times', 'Delivery times', deliveryTimesAnswerSchema),
    lookup('/api/categories-and-delivery', 'Both category lists and the delivery times at once', categoriesAndDeliveryAnswerSchema),
    operation('GET /api/', 'optional', 'The feed: a page of posts, newest first, with the filters', {
      description: 'Later pages send back `snapshot` from the first, so posts created meanwhile never repeat a post on the next page. Unknown query keys are ignored.',
      query: feedQuerySchema,
      answers: { 200: answer('One page of posts and where it is.', feedAnswerSchema) },
    }),
    operation('POST /api/', 'required', 'A vendor creates a post', {
      description: 'JSON for a text-only post, or multipart: the post as JSON in `post` and up to 5 files (1 for a store without allow_multi_image), each checked by its content.',
      rateLimited: true,
      headers: idempotencyHeadersSchema,
      body: createPostPayloadSchema,
      multipart: {
        jsonFields: { post: createPostPayloadSchema },
        filePatterns: POST_FILES,
      },
      answers: { 201: answer('The post as the feed will show it.', createPostAnswerSchema) },
      errors: {
        403: 'The caller has no store yet.',
        413: 'A file is over its limit, or the form is too large.',
        415: 'A file is neither an image nor a video, by its content.',
      },
    }),
    operation('DELETE /api/', 'required', 'The owner deletes a post (its id in the body or the query)', {
      query: z.partial(deletePostPayloadSchema),
      body: deletePostPayloadSchema,
      bodyRequired: false,
      answers: { 200: answer('Deleted, with its files.', deletePostAnswerSchema) },
      errors: { 403: 'The post is another user’s.', 404: 'No post has this id.' },
    }),
    operation('GET /api/post/:id', 'optional', 'One post', {
      params: postIdParamsSchema,
      answers: { 200: answer('The post, with the caller’s own like and save.', postAnswerSchema) },
      errors: { 404: 'No post has this id (or the id is not a whole number from 1).' },
    }),
    operation('PATCH /api/post/:id', 'required', 'The owner edits a post', {
      description:
        'The create form’s fields, limits and messages, plus `photos`: the photos in their new order, each `{keep: url}` (one the post has) or `{upload: n}` (the n-th file sent), at most 5 (1 for a store without allow_multi_image). Without `photos` the photos stay and new files follow them. Photos left out lose their files.',
      params: postIdParamsSchema,
      body: editPostPayloadSchema,
      multipart: {
        jsonFields: { post: editPostPayloadSchema },
        filePatterns: POST_FILES,
      },
      answers: { 200: answer('The post as it now is.', postChangeAnswerSchema) },
      errors: {
        403: 'The post is another user’s, or the caller has no store.',
        404: 'No post has this id.',
        413: 'A file is over its limit, or the form is too large.',
        415: 'A file is neither an image nor a video, by its content.',
      },
    }),
    operation('PATCH /api/post/:id/sold', 'required', 'The owner marks a post sold or available again', {
      description: 'A sold post leaves the feed’s default view (`show_sold=true` keeps it) and starts no chat from the post.',
      params: postIdParamsSchema,
      body: markSoldPayloadSchema,
      answers: { 200: answer('The post as it now is.', postChangeAnswerSchema) },
      errors: { 403: 'The post is another user’s.', 404: 'No post has this id.' },
    }),
  ],
};
