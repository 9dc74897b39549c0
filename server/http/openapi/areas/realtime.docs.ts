import { z } from 'zod/mini';
import { clientSocketMessageSchema, postIdParamsSchema, serverSocketMessageSchema, SOCKET_PATHS, SOCKET_ROOT } from '../../../../src/contract';
import { answer, operation, type AreaDocs } from '../operation';
import { roomParams } from './path-params';

const frames = { clientMessages: clientSocketMessageSchema, serverMessages: serverSocketMessageSchema };

/** The document describing itself, as GET /api/openapi.json answers it. */
const openApiAnswerSchema = z.record(z.string(), z.unknown());

export const realtimeDocs: AreaDocs = {
  tag: 'realtime',
  description: 'The sockets (token in the query; a refused one is closed with 4001 or 4003), and this document.',
  operations: [
    operation('GET /api/openapi.json', 'public', 'This OpenAPI 3.1 document', {
      cacheable: true,
      answers: { 200: answer('The document.', openApiAnswerSchema) },
    }),
  ],
  sockets: [
    {
      path: `${SOCKET_ROOT}${SOCKET_PATHS.chat}`,
      summary: 'A chat room’s live messages, typing, reads and presence',
      description: 'Only the room’s two members; anyone else is closed with 4003. `resume` with after_seq catches up what was missed.',
      params: roomParams,
      ...frames,
    },
    {
      path: `${SOCKET_ROOT}${SOCKET_PATHS.notifications}`,
      summary: 'The caller’s live notifications and presence changes',
      description: 'Opened by every signed-in page.',
      ...frames,
    },
    {
      path: `${SOCKET_ROOT}${SOCKET_PATHS.social}`,
      summary: 'A post’s live likes and comments',
      description: 'Anyone signed in; a post that does not exist closes the socket (1000).',
      params: postIdParamsSchema,
      ...frames,
    },
  ],
};
