import fc from 'fast-check';
import { REQUEST_FIELDS, REQUEST_SCHEMAS } from './contract-fields';
import type { WireRequest } from './http-client';
import { arbitraryOf } from './json-schema-arbitrary';
import type { KnownValues, Route } from './live-server';
import { multipartCase, type BodyCase } from './multipart-cases';
import { jsonText, oddQueryValue, oddSegment, wrongValue, type FuzzJson } from './odd-values';

/** Who calls: nobody, the signed-in caller (its current token), or a header that is no token of ours. */
export type AuthCase = { kind: 'none' } | { kind: 'caller' } | { kind: 'header'; value: string };

/** `route`: the registered route it was made from ('GET /api/post/:id'), for the report. */
export type HttpCase = { route: string; method: string; path: string; auth: AuthCase; body?: BodyCase };

const FIELD_NAMES = [...REQUEST_FIELDS.keys()];

/** A field's value as its schema allows, or of any wrong type. */
function fieldValue(name: string): fc.Arbitrary<FuzzJson> {
  const schema = REQUEST_FIELDS.get(name);
  return schema === undefined ? wrongValue : fc.oneof(arbitraryOf(schema), wrongValue);
}

/** A body of fields the contract knows, each right or wrong. */
const fieldsObject: fc.Arbitrary<FuzzJson> = fc
  .uniqueArray(fc.constantFrom(...FIELD_NAMES), { maxLength: 8 })
  .chain((names) => fc.record(Object.fromEntries(names.map((name) => [name, fieldValue(name)]))));

/** A valid body of some request schema with one field swapped for a wrong value: wrong types in every field, in turn. */
const oneFieldWrong: fc.Arbitrary<FuzzJson> = fc.constantFrom(...REQUEST_SCHEMAS).chain(({ schema }) => {
  const names = Object.keys(schema.properties ?? {});
  return fc.tuple(arbitraryOf(schema), fc.constantFrom('', ...names), wrongValue).map(([valid, name, wrong]) =>
    valid && typeof valid === 'object' && !Array.isArray(valid) && name ? { ...valid, [name]: wrong } : valid,
  );
});

const MALFORMED_JSON: readonly string[] = [
  '', '{', '}', '{"a":', '{"a":1,}', "{'a':1}", '{"a":1}}', '{} trailing', '[1,2', 'NaN', 'undefined', '{"a":undefined}', '\uFEFF{}',
  '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{"a":1,"a":2}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`, `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`, '"\\x41"', '01', '1.', '-', '.5', 'tru',
];

const jsonBody = (value: FuzzJson, label: string): BodyCase => ({ label, contentType: 'application/json', bytes: Buffer.from(jsonText(value)) });

const bodyCase: fc.Arbitrary<BodyCase> = fc.oneof(
  { weight: 3, arbitrary: fieldsObject.map((value) => jsonBody(value, 'JSON of contract fields')) },
  { weight: 3, arbitrary: oneFieldWrong.map((value) => jsonBody(value, 'JSON with one field wrong')) },
  { weight: 1, arbitrary: wrongValue.map((value) => jsonBody(value, 'JSON of any value')) },
  { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ label: 'malformed JSON', contentType: 'application/json', bytes: Buffer.from(text) })) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 512 }).map((bytes) => ({ label: 'JSON that is not UTF-8', contentType: 'application/json', bytes: Buffer.from(bytes) })) },
  { weight: 3, arbitrary: multipartCase },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom('application/x-www-form-urlencoded', 'text/plain', 'application/octet-stream', 'application/json; charset=utf-16', 'application/xml', 'image/jpeg', 'application/json, multipart/form-data'), fc.uint8Array({ maxLength: 256 })).map(
      ([contentType, bytes]) => ({ label: 'another content type', contentType, bytes: Buffer.from(bytes) }),
    ),
  },
);

function knownSegment(param: string, known: KnownValues): fc.Arbitrary<string> {
  if (param === 'uniquecode') return fc.constantFrom(...known.uniquecodes);
  if (param === 'username' || param === 'term') return fc.constantFrom(...known.usernames);
  if (param === 'provider') return fc.constantFrom('google', 'facebook');
  return fc.constantFrom(...known.ids.map(String));
}

/** The route's path with each parameter a real value or an odd segment, and sometimes a dot-segment tail. */
function pathOf(url: string, known: KnownValues): fc.Arbitrary<string> {
  const pieces = url.split('/');
  const filled = pieces.map((piece) => {
    if (piece === '*') return fc.oneof(oddSegment, fc.constantFrom('index.html', 'media/../../etc/passwd', 'assets/%2e%2e/%2e%2e/package.json'));
    if (!piece.startsWith(':')) return fc.constant(piece);
    return fc.oneof({ weight: 1, arbitrary: knownSegment(piece.slice(1), known) }, { weight: 2, arbitrary: oddSegment });
  });
  const tail = fc.oneof({ weight: 6, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom('/', '/..', '/%2e%2e/%2e%2e', '/../../../etc/passwd', '/%00', '//', '/.') });
  return fc.tuple(fc.tuple(...filled), tail).map(([segments, end]) => `${segments.join('/')}${end}`);
}

const queryName = fc.oneof(fc.constantFrom(...FIELD_NAMES, 'token', 'page', 'page_size', 'username', 'before', 'after_seq'), fc.constantFrom('a[b]', '__proto__', '', '%00', 'page[]'));

/** A query string of contract field names with odd values, a name repeated now and then. */
const queryString: fc.Arbitrary<string> = fc
  .array(fc.tuple(queryName, fc.oneof(oddQueryValue, fc.constantFrom('1', '2147483648', '9007199254740993', '-1', 'true'))), { maxLength: 5 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}` : ''));

const authCase: fc.Arbitrary<AuthCase> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<AuthCase>({ kind: 'caller' }) },
  { weight: 3, arbitrary: fc.constant<AuthCase>({ kind: 'none' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('Token ', 'Token \u00ff', 'Bearer abc', `Token ${'a'.repeat(8000)}`, 'Token %00', 'Token ../../x', 'token').map((value): AuthCase => ({ kind: 'header', value })),
  },
);

/** Reads now and then carry a body; writes nearly always do. */
function bodyFor(method: string): fc.Arbitrary<BodyCase | undefined> {
  const reads = method === 'GET' || method === 'HEAD';
  return fc.oneof({ weight: reads ? 7 : 1, arbitrary: fc.constant(undefined) }, { weight: reads ? 1 : 7, arbitrary: bodyCase });
}

const OTHER_METHODS = ['PUT', 'OPTIONS', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND'];

/** One hostile request to one of the routes: odd path parameters, query, body and credentials. */
export function httpCase(routes: readonly Route[], known: KnownValues): fc.Arbitrary<HttpCase> {
  // HEAD repeats GET without a body to check, so it is tried less.
  return fc.oneof(...routes.map((route) => ({ weight: route.method === 'HEAD' ? 1 : 4, arbitrary: caseOf(route, known) })));
}

function caseOf(route: Route, known: KnownValues): fc.Arbitrary<HttpCase> {
  return fc.record({
    route: fc.constant(`${route.method} ${route.url}`),
    method: fc.oneof({ weight: 12, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) }),
    path: fc.tuple(pathOf(route.url, known), queryString).map(([path, query]) => `${path}${query}`),
    auth: authCase,
    body: bodyFor(route.method),
  });
}

/** The request on the wire, with the caller's token as it is now. */
export function wireRequestOf(request: HttpCase, token: string): WireRequest {
  const headers: Record<string, string> = {};
  if (request.auth.kind === 'caller') headers.authorization = `Token ${token}`;
  if (request.auth.kind === 'header') headers.authorization = request.auth.value;
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  return { method: request.method, path: request.path, headers, ...(request.body ? { body: request.body.bytes } : {}) };
}
