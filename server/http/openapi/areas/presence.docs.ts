import { onlineStatusPayloadSchema, onlineUsersAnswerSchema, userStatusSchema } from '../../../../src/contract';
import { answer, operation, type AreaDocs } from '../operation';
import { usernameParams } from './path-params';

export const presenceDocs: AreaDocs = {
  tag: 'presence',
  description: 'Who is online, away or offline.',
  operations: [
    operation('POST /api/user/online-status', 'required', 'Sets the caller online, away or offline', {
      body: onlineStatusPayloadSchema,
      answers: { 200: answer('The caller’s status now.', userStatusSchema) },
      errors: { 400: 'The input is refused, or status contradicts is_online.' },
    }),
    operation('GET /api/users/online', 'public', 'The usernames of everyone online', {
      answers: { 200: answer('The names and how many.', onlineUsersAnswerSchema) },
    }),
    operation('GET /api/user/:username/status', 'public', 'One user’s status and when they were last seen', {
      params: usernameParams,
      answers: { 200: answer('The status.', userStatusSchema) },
      errors: { 404: 'No user has this username.' },
    }),
  ],
};
