import { onlineStatusPayloadSchema, onlineUsersAnswerSchema, userStatusSchema } from '../../../../src/contract';
import { answer, type AreaDocs } from '../operation';
import { usernameParams } from './path-params';

export const presenceDocs: AreaDocs = {
  tag: 'presence',
  description: 'Who is online, away or offline.',
  operations: [
    {
      method: 'POST',
      path: '/api/user/online-status',
      summary: 'Sets the caller online, away or offline',
      access: 'required',
      body: onlineStatusPayloadSchema,
      answers: { 200: answer('The caller’s status now.', userStatusSchema) },
      errors: { 400: 'The input is refused, or status contradicts is_online.' },
    },
    {
      method: 'GET',
      path: '/api/users/online',
      summary: 'The usernames of everyone online',
      access: 'public',
      answers: { 200: answer('The names and how many.', onlineUsersAnswerSchema) },
    },
    {
      method: 'GET',
      path: '/api/user/:username/status',
      summary: 'One user’s status and when they were last seen',
      access: 'public',
      params: usernameParams,
      answers: { 200: answer('The status.', userStatusSchema) },
      errors: { 404: 'No user has this username.' },
    },
  ],
};
