import { CLOSE_CODES } from '../../../src/contract';
import { errorResponse, errorStatusesOf } from './error-answers';
import { inlineSchema, type JsonSchema, type SchemaCatalogue } from './json-schemas';
import { NO_BODY, openApiPath, type Access, type AnswerDoc, type MultipartDoc, type OperationDoc, type SocketDoc, type ZodSchema } from './operation';

const pascal = (words: string) => words.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_match, _gap: string, letter: string) => letter.toUpperCase());

/** `GET /api/post/{id}` is getPostById; every operation id is unique in the document. */
export function operationIdOf(method: string, path: string): string {
  const segments = openApiPath(path)
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .map((segment) => (segment.startsWith('{') ? `By${pascal(segment.slice(1, -1))}` : pascal(segment)));
  return `${method.toLowerCase()}${segments.join('') || 'Root'}`;
}

const SECURITY: Record<Access, JsonSchema[]> = {
  public: [],
  optional: [{}, { token: [] }],
  required: [{ token: [] }],
};

/** Path, query or header parameters, one per property of a contract object schema. */
function parametersOf(schema: ZodSchema | undefined, location: 'path' | 'query' | 'header'): JsonSchema[] {
  if (!schema) return [];
  const json = inlineSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(json.required) ? json.required : []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

const FILE = (description: string): JsonSchema => ({ type: 'string', contentMediaType: 'application/octet-stream', description });

/** A multipart/form-data body: its text fields from the contract, its JSON fields and its files. */
function multipartSchema(form: MultipartDoc, catalogue: SchemaCatalogue, name: string): JsonSchema {
  const fields = form.fields ? inlineSchema(form.fields, 'input') : { type: 'object', properties: {} };
  const properties: Record<string, JsonSchema> = { ...(fields.properties as Record<string, JsonSchema>) };
  for (const [field, schema] of Object.entries(form.jsonFields ?? {})) {
    properties[field] = { type: 'string', contentMediaType: 'application/json', contentSchema: catalogue.ref(schema, 'input', `${name}${pascal(field)}`) };
  }
  for (const [field, description] of Object.entries(form.files ?? {})) properties[field] = FILE(description);
  const patterns = Object.fromEntries(Object.entries(form.filePatterns ?? {}).map(([pattern, description]) => [pattern, FILE(description)]));
  return { ...fields, properties, ...(form.filePatterns ? { patternProperties: patterns } : {}) };
}

function requestBodyOf(operation: OperationDoc, catalogue: SchemaCatalogue, name: string): JsonSchema | undefined {
  const content: JsonSchema = {};
  if (operation.body) content['application/json'] = { schema: catalogue.ref(operation.body, 'input', `${name}Body`) };
  if (operation.multipart) content['multipart/form-data'] = { schema: multipartSchema(operation.multipart, catalogue, `${name}Form`) };
  if (Object.keys(content).length === 0) return undefined;
  return { required: operation.bodyRequired ?? true, content };
}

const CACHE_HEADERS = {
  ETag: { description: 'The answer’s tag, for If-None-Match.', schema: { type: 'string' } },
  'Cache-Control': { description: 'public, max-age=300', schema: { type: 'string' } },
};

function answerObject(status: number, answer: AnswerDoc, catalogue: SchemaCatalogue, name: string, cacheable: boolean): JsonSchema {
  const { body } = answer;
  if ('kind' in body) {
    if (body.kind === NO_BODY.kind) return { description: answer.description };
    return { description: answer.description, headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' } } } };
  }
  const headers = cacheable && status === 200 ? { headers: CACHE_HEADERS } : {};
  const schema = catalogue.ref(body, 'output', `${name}Answer${status === 200 ? '' : status}`);
  return { description: answer.description, ...headers, content: { 'application/json': { schema } } };
}

function responsesOf(operation: OperationDoc, catalogue: SchemaCatalogue, name: string): Record<string, JsonSchema> {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(operation.answers)) {
    if (answer) responses[status] = answerObject(Number(status), answer, catalogue, name, operation.cacheable === true);
  }
  if (operation.cacheable) responses['304'] ??= { description: 'The tag sent in If-None-Match is current: no body.' };
  for (const status of errorStatusesOf(operation)) {
    responses[String(status)] = errorResponse(status, operation.errors?.[status], (body) => catalogue.ref(body, 'output', `${name}Error${status}`));
  }
  return responses;
}

/** One operation object of `paths`. */
export function operationObject(operation: OperationDoc, tag: string, catalogue: SchemaCatalogue): JsonSchema {
  const operationId = operationIdOf(operation.method, operation.path);
  const name = pascal(operationId);
  const requestBody = requestBodyOf(operation, catalogue, name);
  return {
    operationId,
    tags: [tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    security: SECURITY[operation.access],
    parameters: [...parametersOf(operation.params, 'path'), ...parametersOf(operation.query, 'query'), ...parametersOf(operation.headers, 'header')],
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(operation, catalogue, name),
  };
}

const SOCKET_TOKEN = { name: 'token', in: 'query', required: true, description: 'The session token of POST /api/login.', schema: { type: 'string' } };

/** A socket as a GET that upgrades; its frames are in `x-websocket`, since OpenAPI has no words for them. */
export function socketObject(socket: SocketDoc, tag: string, catalogue: SchemaCatalogue): JsonSchema {
  const operationId = operationIdOf('GET', socket.path);
  const name = pascal(operationId);
  return {
    operationId,
    tags: [tag],
    summary: socket.summary,
    description: socket.description,
    security: [{ socketToken: [] }],
    parameters: [...parametersOf(socket.params, 'path'), SOCKET_TOKEN],
    responses: {
      101: { description: 'Switching Protocols: the socket is open. A refused token or target opens it only to close it with a code of x-websocket.closeCodes.' },
      400: errorResponse(400, undefined, () => ({})),
      403: errorResponse(403, 'The page’s Origin may not open sockets here.', () => ({})),
      404: errorResponse(404, 'A plain GET without the WebSocket upgrade.', () => ({})),
      500: errorResponse(500, undefined, () => ({})),
    },
    'x-websocket': {
      clientMessages: catalogue.ref(socket.clientMessages, 'input', `${name}ClientMessage`),
      serverMessages: catalogue.ref(socket.serverMessages, 'output', `${name}ServerMessage`),
      closeCodes: CLOSE_CODES,
    },
  };
}
