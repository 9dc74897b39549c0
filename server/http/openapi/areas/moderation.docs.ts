import { reportAnswerSchema, reportPayloadSchema } from '../../../../src/contract';
import { answer, operation, type AreaDocs } from '../operation';

export const moderationDocs: AreaDocs = {
  tag: 'moderation',
  description: 'Reports of posts, users and chat messages.',
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
  ],
};
