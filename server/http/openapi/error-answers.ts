import type { JsonSchema } from './json-schemas';
import type { ErrorDoc, OperationDoc, ZodSchema } from './operation';

const ERROR_ANSWER = { $ref: '#/components/schemas/ErrorAnswer' };
const RESPONSES = '#/components/responses/';

/** The error answers every operation shares, by status: the body is always `{message, errors?}` (src/contract/errors.ts). */
const ERRORS: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The input is refused: `message` says why, `errors` lists the problems by field.' },
  401: { name: 'Unauthorized', description: 'No valid `Authorization: Token <key>`: missing where required, or unknown, revoked or malformed.' },
  403: { name: 'Forbidden', description: 'Signed in, but this is not the caller’s to do.' },
  404: { name: 'NotFound', description: 'What the path or body names does not exist (or is not the caller’s).' },
  409: { name: 'Conflict', description: 'The change clashes with what is stored.' },
  413: { name: 'PayloadTooLarge', description: 'The body, a file or a form field is over its limit.' },
  415: { name: 'UnsupportedMediaType', description: 'The body’s content type, or an uploaded file’s content, is not one this call takes.' },
  429: { name: 'TooManyRequests', description: 'Over the rate limit: `Retry-After` says how many seconds to wait.' },
  500: { name: 'ServerError', description: 'The server’s own fault; nothing about it is in the answer.' },
  502: { name: 'BadGateway', description: 'A service the call depends on answered wrongly.' },
  503: { name: 'ServiceUnavailable', description: 'The server cannot do this right now (it cannot save, or a service it needs, such as mail, is down); retry later.' },
};

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait (at least 1).', schema: { type: 'integer', minimum: 1 } } };

/** An error answer's response object: its words, the Retry-After of a 429, and its body. */
function errorObject(status: number, description: string, schema: JsonSchema): JsonSchema {
  return { description, ...(status === 429 ? { headers: RETRY_AFTER } : {}), content: { 'application/json': { schema } } };
}

/** components.responses: one named error answer per status. */
export function errorResponses(): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(ERRORS).map(([status, { name, description }]) => [name, errorObject(Number(status), description, ERROR_ANSWER)]),
  );
}


/**
 * The error statuses an operation can answer: 400, 500 and 503 always (every API call refuses a NUL character
 * anywhere in its input, may fail, and writes, if only a session's last use); 401 wherever a token is read; 413 and 415 for every method but GET,
 * as Fastify parses any body sent with them; 429 behind a rate limit; and the ones the operation names.
 */
export function errorStatusesOf(operation: OperationDoc): number[] {
  const statuses = new Set([400, 500, 503, ...Object.keys(operation.errors ?? {}).map(Number)]);
  if (operation.access !== 'public') statuses.add(401);
  if (operation.method !== 'GET') [413, 415].forEach((status) => statuses.add(status));
  if (operation.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** The response object of an error status: the shared one, or the operation's own words or body. */
export function errorResponse(status: number, own: ErrorDoc | undefined, bodyRef: (body: ZodSchema) => JsonSchema): JsonSchema {
  const shared = ERRORS[status];
  if (!shared) throw new Error(`no error answer is described for ${status}`);
  if (own === undefined) return { $ref: `${RESPONSES}${shared.name}` };
  if (typeof own === 'string') return errorObject(status, own, ERROR_ANSWER);
  return errorObject(status, own.description, bodyRef(own.body));
}
