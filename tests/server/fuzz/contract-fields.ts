import { z } from 'zod/mini';
import * as contract from '../../../src/contract';
import type { JsonSchema } from './json-schema-arbitrary';

/** A request schema of the contract (a body or a query), in JSON Schema, with its export name. */
export type RequestSchema = { name: string; schema: Exclude<JsonSchema, boolean> };

/** The contract names its request schemas after what they parse: payloads, bodies and queries. */
const REQUEST_SCHEMA_NAME = /(Payload|Body|Query)Schema$/;

function isZodSchema(value: unknown): value is z.core.$ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** Every request schema of the contract as JSON Schema (as a client would write the input, before transforms). */
export const REQUEST_SCHEMAS: readonly RequestSchema[] = Object.entries(contract)
  .filter(([name]) => REQUEST_SCHEMA_NAME.test(name))
  .flatMap(([name, value]) => (isZodSchema(value) ? [{ name, schema: z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' }) as RequestSchema['schema'] }] : []));

/** Every field name any request schema has, with one of its schemas: what a fuzzed body or query is made of. */
export const REQUEST_FIELDS: ReadonlyMap<string, JsonSchema> = new Map(
  REQUEST_SCHEMAS.flatMap(({ schema }) => Object.entries(schema.properties ?? {})),
);
