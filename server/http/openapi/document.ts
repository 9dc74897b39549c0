import { errorResponses } from './error-answers';
import { createSchemaCatalogue, type JsonSchema } from './json-schemas';
import { openApiPath, type AreaDocs } from './operation';
import { operationObject, socketObject } from './operation-object';
import { API_AREAS } from './areas';

/** The OpenAPI 3.1 document as JSON: paths by template, then method (lower case), then the operation object. */
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
};

const INFO = {
  title: 'Naija Market API',
  version: '1.0.0',
  description: [
    'Generated from the zod contract (src/contract) by server/http/openapi. Requests are described as a client',
    'writes them, answers as the server sends them. Every GET also answers HEAD. Every error answer is',
    '`{message, errors?}`. Sockets are GET operations that upgrade; their frames are under `x-websocket`.',
  ].join(' '),
};

const SECURITY_SCHEMES = {
  token: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Token <key>`, the token of POST /api/login.' },
  socketToken: { type: 'apiKey', in: 'query', name: 'token', description: 'The same token, in the socket URL.' },
};

/** Builds the document of the given areas; every operation must be unique by method and path. */
export function buildOpenApiDocument(areas: readonly AreaDocs[]): OpenApiDocument {
  const catalogue = createSchemaCatalogue();
  const paths: OpenApiDocument['paths'] = {};
  const add = (path: string, method: string, operation: JsonSchema) => {
    const template = openApiPath(path);
    const item = (paths[template] ??= {});
    if (item[method]) throw new Error(`${method.toUpperCase()} ${template} is documented twice`);
    item[method] = operation;
  };
  for (const area of areas) {
    for (const operation of area.operations) add(operation.path, operation.method.toLowerCase(), operationObject(operation, area.tag, catalogue));
    for (const socket of area.sockets ?? []) add(socket.path, 'get', socketObject(socket, area.tag, catalogue));
  }
  return {
    openapi: '3.1.1',
    info: INFO,
    tags: areas.map(({ tag, description }) => ({ name: tag, description })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: { schemas: catalogue.components(), responses: errorResponses(), securitySchemes: SECURITY_SCHEMES },
  };
}

let built: OpenApiDocument | undefined;

/** The API's document, built once per process (the contract does not change while it runs). */
export function openApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument(API_AREAS);
  return built;
}
