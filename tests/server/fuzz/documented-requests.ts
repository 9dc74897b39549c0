import fc from 'fast-check';
import type { OpenApiDocument } from '../../../server/http/openapi';
import type { AuthCase, HttpCase } from './http-cases';
import { arbitraryOf, memberOf, type JsonSchema, type SchemaContext } from './json-schema-arbitrary';
import { STRONG_PASSWORD } from '../support/helpers';
import type { KnownValues } from './live-server';
import { FORM_BOUNDARY, formBytes, type BodyCase, type Part } from './multipart-cases';
import { jsonText, type FuzzJson } from './odd-values';

type SchemaObject = Exclude<JsonSchema, boolean>;
export type Parameter = { name: string; in: string; required?: boolean; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, unknown>[];
  'x-websocket'?: unknown;
};

/** One documented HTTP operation: its method, OpenAPI path template and operation object. */
export type DocumentedOperation = { method: string; pathTemplate: string; operation: Operation };

/** A request built from the document, with the template its answer is checked against. */
export type DocumentedCase = HttpCase & { pathTemplate: string };

/** A real 8×8 PNG, so that uploads pass the content checks and reach the storage. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4UaGBFTEMLQkAUtVaAUH78mEAAAAASUVORK5CYII=',
  'base64',
);

const COMPONENTS = '#/components/schemas/';

/** Members, parameters and form fields named like these take real values (ids, usernames, the password, a real place). */
function realValues(known: KnownValues): { numbers: Record<string, readonly number[]>; texts: Record<string, readonly string[]> } {
  const ids = known.ids;
  return {
    numbers: { id: ids, post_id: ids, postid: ids, post: ids, parent_id: ids, parent: ids, message_id: ids, user_id: ids, up_to: ids, category: [1, 15], price: [15000, 0] },
    texts: {
      username: known.usernames,
      receiver: known.usernames,
      vendor: known.usernames,
      user: known.usernames,
      sender: known.usernames,
      uniquecode: known.uniquecodes,
      term: known.usernames,
      password: [STRONG_PASSWORD],
      password_confirm: [STRONG_PASSWORD],
      current_password: [STRONG_PASSWORD],
      country: ['Nigeria', 'NG'],
      state: ['Lagos'],
      city: ['Ikeja', 'Lagos'],
      delivery_time: ['next_day', 'same_day'],
      posts: ids.map(String),
    },
  };
}

/** How a document's schemas are read: its components for `$ref`s, and the real values above by member name. */
export function documentContext(document: OpenApiDocument, known: KnownValues): SchemaContext {
  const { numbers, texts } = realValues(known);
  return {
    resolve: (ref) => {
      const schema = ref.startsWith(COMPONENTS) ? document.components.schemas[ref.slice(COMPONENTS.length)] : undefined;
      if (!schema) throw new Error(`the document has no ${ref}`);
      return schema as JsonSchema;
    },
    hint: (property, schema) => {
      const declared = typeof schema === 'object' ? schema.type : undefined;
      const types = Array.isArray(declared) ? declared : [declared];
      const numeric = numbers[property];
      const text = texts[property];
      if ((types.includes('integer') || types.includes('number')) && numeric) return fc.constantFrom(...numeric);
      if (types.includes('string') && text) return fc.constantFrom(...text);
      if (types.includes('array') && property === 'message_ids') return fc.constantFrom(...known.ids).map((id) => [id]);
      return undefined;
    },
  };
}

/** Every HTTP operation of the document; the sockets (x-websocket) have a fuzz test of their own. */
export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([pathTemplate, item]) =>
    Object.entries(item as Record<string, Operation>)
      .filter(([, operation]) => operation['x-websocket'] === undefined)
      .map(([method, operation]) => ({ method: method.toUpperCase(), pathTemplate, operation })),
  );
}

/** What a query string or path segment carries for a generated value. */
function asText(value: FuzzJson): string {
  return typeof value === 'string' ? value : jsonText(value);
}

/** A documented request before it is written out: parameter values by name, and its JSON body or form. */
export type RequestParts = {
  path: Record<string, FuzzJson>;
  query: Record<string, FuzzJson | undefined>;
  auth: AuthCase;
  body?: { kind: 'json'; mediaType: string; value: FuzzJson } | { kind: 'form'; form: BodyCase };
};

function valuesOf(parameters: readonly Parameter[], where: 'path' | 'query', context: SchemaContext): fc.Arbitrary<Record<string, FuzzJson | undefined>> {
  const model = Object.fromEntries(
    parameters
      .filter((parameter) => parameter.in === where)
      .map((parameter) => {
        const value = memberOf(parameter.name, parameter.schema, context);
        // Required parameters always, optional ones now and then.
        return [parameter.name, where === 'path' || parameter.required ? value : fc.option(value, { nil: undefined })];
      }),
  );
  return fc.record(model);
}

/** A form of the documented fields: files as a real picture, JSON fields as JSON, the rest as text. */
function formOf(schema: SchemaObject, context: SchemaContext): fc.Arbitrary<BodyCase> {
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => {
    const typed = typeof field === 'boolean' ? {} : field;
    const part: fc.Arbitrary<Part> =
      typed.contentMediaType === 'application/octet-stream'
        ? fc.constant({ name, filename: 'picture.png', type: 'image/png', bytes: PICTURE })
        : memberOf(name, field, context).map((value) => ({ name, bytes: Buffer.from(asText(value)) }));
    return fc.option(part, { nil: undefined });
  });
  const namedFiles = Object.keys((schema as { patternProperties?: Record<string, unknown> }).patternProperties ?? {}).map((pattern) =>
    fc.array(fc.stringMatching(new RegExp(pattern, 'u')), { maxLength: 2 }).map((names) =>
      names.map((prefix, index): Part => ({ name: `${prefix}${index}picture.png`, filename: 'picture.png', type: 'image/png', bytes: PICTURE })),
    ),
  );
  return fc.tuple(fc.tuple(...fields), fc.tuple(...namedFiles)).map(([chosen, files]) => ({
    label: 'documented form',
    contentType: `multipart/form-data; boundary=${FORM_BOUNDARY}`,
    bytes: formBytes(FORM_BOUNDARY, [...chosen.filter((part): part is Part => part !== undefined), ...files.flat()]),
  }));
}

/** A JSON body (always, when `jsonOnly`: a broken member is one of a JSON body) or a form, as the operation takes. */
function bodyOf(operation: Operation, context: SchemaContext, jsonOnly: boolean): fc.Arbitrary<RequestParts['body']> {
  const content = Object.entries(operation.requestBody?.content ?? {}).filter(([mediaType]) => !jsonOnly || mediaType === 'application/json');
  if (content.length === 0) return fc.constant(undefined);
  const bodies = content.map(([mediaType, { schema }]): fc.Arbitrary<NonNullable<RequestParts['body']>> => {
    if (mediaType === 'multipart/form-data') return formOf(typeof schema === 'boolean' ? {} : schema, context).map((form) => ({ kind: 'form', form }));
    return arbitraryOf(schema, context).map((value) => ({ kind: 'json', mediaType, value }));
  });
  const body = fc.oneof(...bodies);
  return operation.requestBody?.required || jsonOnly ? body : fc.option(body, { nil: undefined });
}

/** Signed in where the operation asks for a token, signed out where it is public, either where both are fine. */
function authOf(operation: Operation): fc.Arbitrary<AuthCase> {
  const security = operation.security ?? [];
  const token = security.some((requirement) => 'token' in requirement);
  const anonymous = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
  const caller = fc.constant<AuthCase>({ kind: 'caller' });
  const none = fc.constant<AuthCase>({ kind: 'none' });
  if (token && anonymous) return fc.oneof(caller, none);
  return token ? caller : fc.oneof({ weight: 3, arbitrary: none }, { weight: 1, arbitrary: caller });
}

/** The parts of a request the operation documents as valid. */
export function partsOf({ operation }: DocumentedOperation, context: SchemaContext, jsonOnly = false): fc.Arbitrary<RequestParts> {
  const parameters = operation.parameters ?? [];
  return fc.record({
    path: valuesOf(parameters, 'path', context) as fc.Arbitrary<Record<string, FuzzJson>>,
    query: valuesOf(parameters, 'query', context),
    auth: authOf(operation),
    body: bodyOf(operation, context, jsonOnly),
  });
}

/** The request the parts make, on the operation's path. */
export function caseOf({ method, pathTemplate }: DocumentedOperation, parts: RequestParts): DocumentedCase {
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(asText(parts.path[name] ?? '')));
  const pairs = Object.entries(parts.query).flatMap(([name, value]) => (value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(asText(value))}`]));
  const { body } = parts;
  return {
    route: `${method} ${pathTemplate}`,
    pathTemplate,
    method,
    path: `${path}${pairs.length ? `?${pairs.join('&')}` : ''}`,
    auth: parts.auth,
    body: body?.kind === 'json' ? { label: 'documented JSON', contentType: body.mediaType, bytes: Buffer.from(jsonText(body.value)) } : body?.form,
  };
}

/** A request the document describes as valid, to one documented operation. */
export function documentedCase(document: OpenApiDocument, known: KnownValues): fc.Arbitrary<DocumentedCase> {
  const context = documentContext(document, known);
  return fc.oneof(...documentedOperations(document).map((operation) => partsOf(operation, context).map((parts) => caseOf(operation, parts))));
}
