import {
  blockAnswerSchema,
  blockedUsersAnswerSchema,
  blockParamsSchema,
  blockPayloadSchema,
  blockStatusSchema,
  reportAnswerSchema,
  reportPayloadSchema,
} from '../../../../src/contract';
import { answer, operation, type AreaDocs } from '../operation';

export const moderationDocs: AreaDocs = {
  tag: 'moderation',
  description: 'Reports of posts, users and chat messages, and blocks between users.',
  operations: [
    operation('POST /api/reports', 'required', 'Reports a post, a user or a message of one of the caller’s rooms, once per target', {
      rateLimited: true,
      body: reportPayloadSchema,
      answers: { 201: answer('The thanks to show; a post reported by 3 distinct users is held until reviewed.', reportAnswerSchema) },
      errors: {
        403: 'The post, the user or the message is the caller’s own, or the room is not theirs.',
        404: 'No such post, user, room or message.',
        409: 'The caller already reported this target.',
      },
    }),
    operation('POST /api/blocks', 'required', 'Blocks a user (or unblocks with `action: false`); a block ends follows both ways', {
      rateLimited: true,
      body: blockPayloadSchema,
      answers: { 200: answer('Whether the caller blocks the user now, and the words to show.', blockAnswerSchema) },
      errors: { 400: 'The input is refused, or the user is the caller.', 404: 'No user has this username.' },
    }),
    operation('GET /api/blocks', 'required', 'The users the caller blocked, newest block first', {
      answers: { 200: answer('The blocked users.', blockedUsersAnswerSchema) },
    }),
    operation('GET /api/blocks/:username', 'required', 'Whether the caller blocks the user', {
      params: blockParamsSchema,
      answers: { 200: answer('The block status.', blockStatusSchema) },
      errors: { 404: 'No user has this username.' },
    }),
  ],
};
