import fc from 'fast-check';
import type { FuzzJson } from './odd-values';

/** The part of JSON Schema 2020-12 (OpenAPI 3.1's dialect) that zod's JSON Schema output uses. */
export type JsonSchema =
  | boolean
  | {
      $ref?: string;
      type?: string | string[];
      enum?: readonly unknown[];
      const?: unknown;
      anyOf?: JsonSchema[];
      oneOf?: JsonSchema[];
      allOf?: JsonSchema[];
      properties?: Record<string, JsonSchema>;
      required?: string[];
      additionalProperties?: JsonSchema;
      propertyNames?: JsonSchema;
      contentMediaType?: string;
      contentSchema?: JsonSchema;
      items?: JsonSchema;
      prefixItems?: JsonSchema[];
      minItems?: number;
      maxItems?: number;
      minLength?: number;
      maxLength?: number;
      pattern?: string;
      format?: string;
      minimum?: number;
      maximum?: number;
      exclusiveMinimum?: number;
      exclusiveMaximum?: number;
    };

/** Looks up a `$ref` ('#/components/schemas/Post') in the document the schema came from. */
export type RefResolver = (ref: string) => JsonSchema;

/** Where `$ref`s are looked up, and real values some members may take beside their schema's. */
export type SchemaContext = {
  resolve: RefResolver;
  /** Values a member of this name may take beside its schema's (a real id, a username), or undefined. */
  hint?: (property: string, schema: JsonSchema) => fc.Arbitrary<FuzzJson> | undefined;
};

const NO_DOCUMENT: SchemaContext = {
  resolve: (ref) => {
    throw new Error(`no document to resolve ${ref} in`);
  },
};

/** Past this depth optional members and array items are left out, so recursive schemas end. */
const MAX_DEPTH = 6;
const DEFAULT_MAX_LENGTH = 40;
const DEFAULT_MAX_ITEMS = 4;

/**
 * Values that satisfy a JSON schema (the request schemas of the OpenAPI document), for requests a
 * server must accept or refuse by its rules, never with a 5xx.
 */
export function arbitraryOf(schema: JsonSchema, context: SchemaContext = NO_DOCUMENT, depth = 0): fc.Arbitrary<FuzzJson> {
  if (schema === true) return fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<FuzzJson>;
  if (schema === false) throw new Error('no value satisfies the schema false');
  if (depth > MAX_DEPTH * 4) throw new Error('the schema requires itself without end');
  const inner = (part: JsonSchema) => arbitraryOf(part, context, depth + 1);
  if (schema.$ref !== undefined) return arbitraryOf(context.resolve(schema.$ref), context, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const as FuzzJson);
  if (schema.enum) return fc.constantFrom(...(schema.enum as FuzzJson[]));
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => inner({ ...withoutKeys(schema, ['anyOf', 'oneOf']), ...asObject(choice) })));
  if (schema.allOf) return inner(schema.allOf.reduce<JsonSchema>((merged, part) => mergeSchemas(merged, part), withoutKeys(schema, ['allOf'])));
  const types = typeof schema.type === 'string' ? [schema.type] : (schema.type ?? guessedTypes(schema));
  if (types.length === 0) return fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<FuzzJson>;
  return fc.oneof(...types.map((type) => ofType(type, schema, context, depth)));
}

/** A named member's value (an object's property, a parameter, a form field): the context's real values two times in three. */
export function memberOf(name: string, schema: JsonSchema, context: SchemaContext, depth = 0): fc.Arbitrary<FuzzJson> {
  const generated = arbitraryOf(schema, context, depth);
  const hinted = context.hint?.(name, schema);
  return hinted ? fc.oneof({ weight: 2, arbitrary: hinted }, { weight: 1, arbitrary: generated }) : generated;
}

function ofType(type: string, schema: Exclude<JsonSchema, boolean>, context: SchemaContext, depth: number): fc.Arbitrary<FuzzJson> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: integerBound(schema, 'min'), max: integerBound(schema, 'max') });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum ?? schema.exclusiveMinimum, max: schema.maximum ?? schema.exclusiveMaximum, minExcluded: schema.exclusiveMinimum !== undefined, maxExcluded: schema.exclusiveMaximum !== undefined });
    case 'string':
      // A text holding JSON (a multipart field): the JSON of a value of its schema.
      if (schema.contentMediaType === 'application/json' && schema.contentSchema !== undefined) {
        return arbitraryOf(schema.contentSchema, context, depth + 1).map((value) => JSON.stringify(value));
      }
      return stringOf(schema);
    case 'array':
      return arrayOf(schema, context, depth);
    case 'object':
      return objectOf(schema, context, depth);
    default:
      throw new Error(`unknown JSON Schema type ${type}`);
  }
}

function integerBound(schema: Exclude<JsonSchema, boolean>, side: 'min' | 'max'): number {
  if (side === 'min') {
    if (schema.exclusiveMinimum !== undefined) return Math.floor(schema.exclusiveMinimum) + 1;
    return schema.minimum === undefined ? Number.MIN_SAFE_INTEGER : Math.max(Math.ceil(schema.minimum), Number.MIN_SAFE_INTEGER);
  }
  if (schema.exclusiveMaximum !== undefined) return Math.ceil(schema.exclusiveMaximum) - 1;
  return schema.maximum === undefined ? Number.MAX_SAFE_INTEGER : Math.min(Math.floor(schema.maximum), Number.MAX_SAFE_INTEGER);
}

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  email: () => fc.emailAddress(),
  uri: () => fc.webUrl(),
  url: () => fc.webUrl(),
  uuid: () => fc.uuid(),
  'date-time': () => fc.date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2999-12-31') }).map((date) => date.toISOString()),
  date: () => fc.date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2999-12-31') }).map((date) => date.toISOString().slice(0, 10)),
};

function stringOf(schema: Exclude<JsonSchema, boolean>): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, DEFAULT_MAX_LENGTH);
  const fitting = (text: string) => [...text].length >= minLength && [...text].length <= maxLength;
  const format = schema.format ? FORMATS[schema.format] : undefined;
  if (format) return format().filter(fitting);
  // JSON Schema patterns are ECMAScript with the u flag (\p{L} in names).
  if (schema.pattern !== undefined) return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fitting);
  return fc.oneof(
    fc.string({ unit: 'grapheme-ascii', minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }).filter(fitting),
  );
}

function arrayOf(schema: Exclude<JsonSchema, boolean>, context: SchemaContext, depth: number): fc.Arbitrary<FuzzJson> {
  const minLength = schema.minItems ?? 0;
  const deep = depth >= MAX_DEPTH;
  const maxLength = deep ? minLength : Math.min(schema.maxItems ?? Math.max(minLength, DEFAULT_MAX_ITEMS), minLength + DEFAULT_MAX_ITEMS);
  // Arbitraries are built before any value is drawn: a recursive schema ends only where nothing more is built.
  if (maxLength === 0) return fc.constant([]);
  const items = arbitraryOf(schema.items ?? true, context, depth + 1);
  const prefix = (schema.prefixItems ?? []).map((item) => arbitraryOf(item, context, depth + 1));
  if (prefix.length === 0) return fc.array(items, { minLength, maxLength });
  return fc.tuple(fc.tuple(...prefix), fc.array(items, { maxLength: Math.max(0, maxLength - prefix.length) })).map(([head, tail]) => [...head, ...tail]);
}

function objectOf(schema: Exclude<JsonSchema, boolean>, context: SchemaContext, depth: number): fc.Arbitrary<FuzzJson> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const names = Object.keys(properties).filter((name) => required.has(name) || depth < MAX_DEPTH);
  if (names.length === 0 && typeof schema.additionalProperties === 'object') {
    if (depth >= MAX_DEPTH) return fc.constant({});
    const keys = schema.propertyNames === undefined ? fc.string({ minLength: 1, maxLength: 10 }) : stringOf(asObject(schema.propertyNames));
    return fc.dictionary(keys, arbitraryOf(schema.additionalProperties, context, depth + 1), { maxKeys: 3 });
  }
  const model = Object.fromEntries(names.map((name) => [name, memberOf(name, properties[name] ?? true, context, depth + 1)]));
  return fc.record(model, { requiredKeys: names.filter((name) => required.has(name)) }) as fc.Arbitrary<FuzzJson>;
}

/** A schema without `type` (zod writes some that way) is read from the keywords it has. */
function guessedTypes(schema: Exclude<JsonSchema, boolean>): string[] {
  if (schema.properties || schema.additionalProperties !== undefined) return ['object'];
  if (schema.items || schema.prefixItems) return ['array'];
  if (schema.minLength !== undefined || schema.maxLength !== undefined || schema.pattern || schema.format) return ['string'];
  if (schema.minimum !== undefined || schema.maximum !== undefined) return ['number'];
  return [];
}

function asObject(schema: JsonSchema): Exclude<JsonSchema, boolean> {
  return typeof schema === 'boolean' ? {} : schema;
}

function withoutKeys(schema: Exclude<JsonSchema, boolean>, keys: string[]): Exclude<JsonSchema, boolean> {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)));
}

/** allOf of objects: every part's properties and requirements; other keywords, the later part's. */
function mergeSchemas(left: JsonSchema, right: JsonSchema): JsonSchema {
  const a = asObject(left);
  const b = asObject(right);
  return {
    ...a,
    ...b,
    ...(a.properties || b.properties ? { properties: { ...a.properties, ...b.properties } } : {}),
    ...(a.required || b.required ? { required: [...(a.required ?? []), ...(b.required ?? [])] } : {}),
  };
}
