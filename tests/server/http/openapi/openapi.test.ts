import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerValidator, matchOperation, openApiDocument, openApiPath, type OpenApiDocument } from '../../../../server/http/openapi';
import { buildTestApp, get, type TestApp } from '../../support/helpers';
import { openTestDatabase, type TestDatabase } from '../../support/test-database';

/**
 * Registered routes that serve files and pages, not API operations: the SPA's built files, /media (uploads),
 * the app's page for / and the pages a shared post or profile link opens, and the files crawlers and browsers ask for.
 */
const FILE_ROUTES = ['/', '/*', '/media/*', '/post/{id}', '/profile/{username}', '/robots.txt', '/sitemap.xml', '/favicon.ico'].flatMap((path) => [
  `GET ${path}`,
  `HEAD ${path}`,
]);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function documentedOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** Every method and path Fastify registered, as OpenAPI writes them; HEAD is the twin Fastify adds to each GET. */
function registeredOperations(routes: readonly RouteOptions[]): string[] {
  const operations = routes.flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((method) => `${method} ${openApiPath(route.url)}`));
  const gets = new Set(operations.filter((operation) => operation.startsWith('GET ')).map((operation) => operation.slice(4)));
  return [...new Set(operations)].filter((operation) => !FILE_ROUTES.includes(operation) && !(operation.startsWith('HEAD ') && gets.has(operation.slice(5))));
}

/** Every JSON Schema the document holds: components, parameters, request and answer bodies. */
function schemasOf(document: OpenApiDocument): unknown[] {
  const found: unknown[] = [];
  const visit = (value: unknown, key: string) => {
    if (Array.isArray(value)) return value.forEach((inner) => visit(inner, ''));
    if (!value || typeof value !== 'object') return;
    if (key === 'schema' || key === 'contentSchema') found.push(value);
    for (const [innerKey, inner] of Object.entries(value)) visit(inner, innerKey);
  };
  visit(document.paths, '');
  return [...found, ...Object.values(document.components.schemas)];
}

describe('the OpenAPI document', () => {
  let database: TestDatabase;
  let t: TestApp;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    t = await buildTestApp(database.db, { onRoute: (route) => routes.push(route) });
  });
  afterAll(async () => {
    await t.app.close();
    await database.dispose();
  });

  it('documents every route the server registers, and nothing it does not', () => {
    const registered = registeredOperations(routes);
    const documented = documentedOperations(openApiDocument());
    expect(registered.length).toBeGreaterThan(70);
    expect(registered.filter((operation) => !documented.includes(operation)), 'registered but not documented').toEqual([]);
    expect(documented.filter((operation) => !registered.includes(operation)), 'documented but not registered').toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(openApiDocument());
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('holds only valid JSON Schema 2020-12 schemas', () => {
    const ajv = new Ajv2020({ strict: true });
    addFormats(ajv);
    const invalid = schemasOf(openApiDocument()).filter((schema) => !ajv.validateSchema(schema as object));
    expect(invalid).toEqual([]);
  });

  it('gives every operation an answer, an error answer and a unique id', () => {
    const document = openApiDocument();
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      const statuses = Object.keys(operation.responses as object).map(Number);
      expect(statuses.some((status) => status < 400), String(operation.operationId)).toBe(true);
      expect(statuses.some((status) => status >= 400), String(operation.operationId)).toBe(true);
    }
  });

  it('documents the optional Idempotency-Key header of the writes a retry must not repeat', () => {
    const paths = openApiDocument().paths as Record<string, Record<string, { parameters?: { name: string; in: string; required: boolean }[] }>>;
    for (const [path, method] of [['/api/comment', 'post'], ['/api/', 'post']] as const) {
      const header = paths[openApiPath(path)]?.[method]?.parameters?.find((parameter) => parameter.in === 'header');
      expect(header, `${method} ${path}`).toMatchObject({ name: 'idempotency-key', required: false, schema: { maxLength: 64 } });
    }
  });

  it('is served at GET /api/openapi.json, cacheable with an ETag', async () => {
    const answer = await get(t.app, '/api/openapi.json');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.json()).toEqual(openApiDocument());

    const again = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'if-none-match': String(answer.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('has an answer validator that refuses what the document does not say', () => {
    const check = answerValidator(openApiDocument());
    expect(check('POST', '/api/login', 400, { message: 'Invalid credentials' })).toEqual([]);
    expect(check('POST', '/api/login', 400, { message: 'Invalid credentials', token: 'leaked' })).toHaveLength(1);
    expect(check('POST', '/api/login', 403, { message: 'inactive user' })).toHaveLength(1);
    expect(check('POST', '/api/login', 418, { message: 'teapot' })).toEqual(['POST /api/login documents no 418 answer']);
    expect(check('GET', '/api/login', 200, {})).toEqual(['no operation documents GET /api/login']);
    expect(check('DELETE', '/api/v2/chats/:uniquecode/messages/:id', 204, undefined)).toEqual([]);
    expect(check('DELETE', '/api/v2/chats/{uniquecode}/messages/{id}', 204, { deleted: true })).toHaveLength(1);
  });

  it('compiles a validator for every documented answer', () => {
    const document = openApiDocument();
    const check = answerValidator(document);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const status of Object.keys(operation.responses as object)) expect(() => check(method, path, Number(status), {})).not.toThrow();
      }
    }
  });

  it('finds the operation a concrete request reaches, literal segments first', () => {
    const document = openApiDocument();
    const reached = (method: string, url: string) => matchOperation(document, method, url);
    expect(reached('POST', '/api/post/12/share/?x=1')).toMatchObject({ pathTemplate: '/api/post/{id}/share', params: { id: '12' } });
    expect(reached('POST', '/api/sessions/signout-others')?.pathTemplate).toBe('/api/sessions/signout-others');
    expect(reached('GET', '/api/hidden/posts')?.pathTemplate).toBe('/api/hidden/posts');
    expect(reached('HEAD', '/api/')?.pathTemplate).toBe('/api');
    expect(reached('DELETE', '/api/post/12')).toBeUndefined();
  });
});
