import { postIdParamsSchema } from '../../../../src/contract';
import { renewAnswerSchema, watchAnswerSchema, watchedPostsAnswerSchema } from '../../../../src/contract/postLife';
import { answer, operation, type AreaDocs } from '../operation';

const NO_POST = { 404: 'No post has this id.' };

export const postLifeDocs: AreaDocs = {
  tag: 'post life',
  description: 'Price watches (told of a lowered price) and expiry: a post not renewed for 60 days leaves the feed, search, nearby and other users’ profiles.',
  operations: [
    operation('GET /api/post/:id/watch', 'required', 'Whether the caller watches the post’s price', {
      params: postIdParamsSchema,
      answers: { 200: answer('The watch.', watchAnswerSchema) },
      errors: NO_POST,
    }),
    operation('POST /api/post/:id/watch', 'required', 'Watches the post’s price: a lower price is told to the caller', {
      description: 'Told live and in the notification centre ("Price drop: <title> is now ₦12,000 (was ₦15,000)"), never of a raise, never while a block stands between the caller and the owner.',
      params: postIdParamsSchema,
      answers: { 200: answer('The watch.', watchAnswerSchema) },
      errors: { 403: 'The post is the caller’s own.', ...NO_POST },
    }),
    operation('DELETE /api/post/:id/watch', 'required', 'Stops watching the post’s price', {
      params: postIdParamsSchema,
      answers: { 200: answer('The watch.', watchAnswerSchema) },
      errors: NO_POST,
    }),
    operation('GET /api/watches', 'required', 'The posts whose prices the caller watches, newest watch first', {
      answers: { 200: answer('The watched posts.', watchedPostsAnswerSchema) },
    }),
    operation('POST /api/post/:id/renew', 'required', 'The owner renews the post for another 60 days', {
      description: 'An expired post shows again at once; its owner is told again a week before it next expires.',
      params: postIdParamsSchema,
      answers: { 200: answer('When it was renewed.', renewAnswerSchema) },
      errors: { 403: 'The post is another user’s.', ...NO_POST },
    }),
  ],
};
