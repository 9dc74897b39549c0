import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../server/http/openapi';
import { documentContext, documentedOperations } from './documented-requests';
import { arbitraryOf, type JsonSchema, type SchemaContext } from './json-schema-arbitrary';

const document = openApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** An ajv check of the schema, its `#/components/...` references read from the document. */
function validatorOf(schema: JsonSchema) {
  const validate = ajv.compile(typeof schema === 'boolean' ? schema : { ...schema, components: document.components });
  return (value: unknown) => validate(value) || `${JSON.stringify(value).slice(0, 300)}: ${ajv.errorsText(validate.errors)}`;
}

/** Every generated value satisfies the schema; a fixed seed, so a failure replays. */
function expectOnlyValid(name: string, schema: JsonSchema, context: SchemaContext, numRuns = 25): void {
  const valid = validatorOf(schema);
  const outcome = fc.check(
    fc.property(arbitraryOf(schema, context), (value) => valid(value) === true),
    { numRuns, seed: 42 },
  );
  expect(outcome.failed ? `${name}: ${String(valid(outcome.counterexample?.[0]))}` : 'valid').toBe('valid');
}

/** The schemas a client writes: path and query parameters, JSON bodies, form fields that are not files. */
function requestSchemas(): [string, JsonSchema][] {
  return documentedOperations(document).flatMap(({ method, pathTemplate, operation }) => {
    const named = (what: string, schema: JsonSchema): [string, JsonSchema] => [`${method} ${pathTemplate} ${what}`, schema];
    const parameters = (operation.parameters ?? []).map((parameter) => named(`${parameter.in} ${parameter.name}`, parameter.schema));
    const bodies = Object.entries(operation.requestBody?.content ?? {}).flatMap(([mediaType, { schema }]) => {
      if (mediaType !== 'multipart/form-data' || typeof schema === 'boolean') return [named(mediaType, schema)];
      return Object.entries(schema.properties ?? {})
        .filter(([, field]) => typeof field === 'boolean' || field.contentMediaType !== 'application/octet-stream')
        .map(([field, fieldSchema]) => named(`form field ${field}`, fieldSchema));
    });
    return [...parameters, ...bodies];
  });
}

describe('values generated from JSON Schema (the OpenAPI document)', () => {
  const context = documentContext(document, { usernames: [], ids: [], uniquecodes: [] });
  const schemasOnly: SchemaContext = { resolve: context.resolve };

  it('satisfy every request schema of the document: parameters, JSON bodies and form fields', () => {
    const schemas = requestSchemas();
    expect(schemas.length).toBeGreaterThan(100);
    for (const [name, schema] of schemas) expectOnlyValid(name, schema, schemasOnly);
  });

  it('satisfy every schema of its components, answers and recursive ones (FieldErrors) included', () => {
    for (const [name, schema] of Object.entries(document.components.schemas)) expectOnlyValid(name, schema as JsonSchema, schemasOnly, 10);
  });

  it('keep to bounds, lengths, patterns, constants, unions and merged parts', () => {
    const cases: [string, JsonSchema][] = [
      ['an id', { type: 'integer', minimum: 1, maximum: 2147483647 }],
      ['an exclusive range', { type: 'number', exclusiveMinimum: 0, maximum: 20000 }],
      ['a code', { type: 'string', pattern: '^\\d{6}$' }],
      ['a name with letters of any script', { type: 'string', pattern: "^[\\p{L}\\s'.-]+$", maxLength: 30 }],
      ['a bounded text', { type: 'string', minLength: 3, maxLength: 5 }],
      ['a date', { type: 'string', format: 'date' }],
      ['a constant', { const: 'image' }],
      ['an enumeration', { type: 'string', enum: ['online', 'away', 'offline'] }],
      ['a nullable id', { type: ['integer', 'null'], minimum: 1 }],
      ['a number or numeric text', { anyOf: [{ type: 'integer', maximum: 100 }, { type: 'string', pattern: '^\\d+$' }] }],
      ['merged objects', { allOf: [{ type: 'object', properties: { a: { type: 'integer' } }, required: ['a'] }, { properties: { b: { type: 'boolean' } }, required: ['b'] }] }],
      ['a short list', { type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: 3 }],
      ['a record', { type: 'object', propertyNames: { type: 'string', maxLength: 4 }, additionalProperties: { type: 'array', items: { type: 'string' } } }],
      ['JSON in a text', { type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'object', properties: { x: { type: 'integer' } }, required: ['x'] } }],
    ];
    for (const [name, schema] of cases) expectOnlyValid(name, schema, schemasOnly, 100);
  });

  it('take the real values the context names for a member, as long as they fit its type', () => {
    const real = documentContext(document, { usernames: ['fuzz_vendor'], ids: [7], uniquecodes: ['room'] });
    const schema: JsonSchema = { type: 'object', properties: { post_id: { type: 'integer' }, username: { type: 'string' }, uniquecode: { type: 'integer' } }, required: ['post_id', 'username', 'uniquecode'] };
    const values = fc.sample(arbitraryOf(schema, real), { numRuns: 200, seed: 7 }) as { post_id: number; username: string; uniquecode: number }[];
    expect(values.some((value) => value.post_id === 7)).toBe(true);
    expect(values.some((value) => value.username === 'fuzz_vendor')).toBe(true);
    expect(values.every((value) => typeof value.uniquecode === 'number')).toBe(true);
  });
});
