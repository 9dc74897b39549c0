import type { FastifyReply } from 'fastify';

/** JSON texts as one JSON list, without parsing them. */
export const jsonList = (items: readonly string[]): string => `[${items.join(',')}]`;

/** Sends JSON the app already holds as text (Fastify would serialise a string as a JSON string). */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
