import {
  notificationIdParamsSchema,
  notificationsAnswerSchema,
  notificationsQuerySchema,
  notificationsReadAnswerSchema,
  notificationsReadPayloadSchema,
} from '../../../../src/contract';
import { answer, operation, type AreaDocs } from '../operation';

export const notificationsDocs: AreaDocs = {
  tag: 'notifications',
  description: 'The caller’s recorded notifications and their read state (kept on the server, so every device agrees).',
  operations: [
    operation('GET /api/notifications', 'required', 'The caller’s notifications, newest first; `before` (an id) reads older ones', {
      query: notificationsQuerySchema,
      answers: { 200: answer('A page of notifications.', notificationsAnswerSchema) },
    }),
    operation('POST /api/notifications/:id/read', 'required', 'Reads one of the caller’s notifications', {
      params: notificationIdParamsSchema,
      answers: { 200: answer('How many were marked, and how many stay unread.', notificationsReadAnswerSchema) },
      errors: { 404: 'The caller has no notification with this id.' },
    }),
    operation('POST /api/notifications/read', 'required', 'Reads all the caller’s notifications, or those up to `up_to`', {
      body: notificationsReadPayloadSchema,
      bodyRequired: false,
      answers: { 200: answer('How many were marked, and how many stay unread.', notificationsReadAnswerSchema) },
    }),
  ],
};
