import {
  notificationIdParamsSchema,
  notificationsAnswerSchema,
  notificationsQuerySchema,
  notificationsReadAnswerSchema,
  notificationsReadPayloadSchema,
} from '../../../../src/contract';
import { answer, type AreaDocs } from '../operation';

export const notificationsDocs: AreaDocs = {
  tag: 'notifications',
  description: 'The caller’s recorded notifications and their read state (kept on the server, so every device agrees).',
  operations: [
    {
      method: 'GET',
      path: '/api/notifications',
      summary: 'The caller’s notifications, newest first; `before` (an id) reads older ones',
      access: 'required',
      query: notificationsQuerySchema,
      answers: { 200: answer('A page of notifications.', notificationsAnswerSchema) },
    },
    {
      method: 'POST',
      path: '/api/notifications/:id/read',
      summary: 'Reads one of the caller’s notifications',
      access: 'required',
      params: notificationIdParamsSchema,
      answers: { 200: answer('How many were marked, and how many stay unread.', notificationsReadAnswerSchema) },
      errors: { 404: 'The caller has no notification with this id.' },
    },
    {
      method: 'POST',
      path: '/api/notifications/read',
      summary: 'Reads all the caller’s notifications, or those up to `up_to`',
      access: 'required',
      body: notificationsReadPayloadSchema,
      bodyRequired: false,
      answers: { 200: answer('How many were marked, and how many stay unread.', notificationsReadAnswerSchema) },
    },
  ],
};
