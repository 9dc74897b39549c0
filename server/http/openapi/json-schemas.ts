import { z } from 'zod/mini';
import * as contract from '../../../src/contract';
import * as thirdParty from '../../../src/contract/thirdParty';
import type { ZodSchema } from './operation';

export type JsonSchema = { [keyword: string]: unknown };

/** Requests are described as a client writes them (before defaults and transforms), answers as the server sends them. */
export type Io = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';
const NUMBER_KEYWORDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] as const;
const STRING_KEYWORDS = ['maxLength', 'pattern', 'format'] as const;
/** A number written as text, as a query or form field carries it. */
const NUMERIC_TEXT = '^\\s*[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?\\s*$';

function isZodSchema(value: unknown): value is ZodSchema {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** Every exported contract schema by the name a reader knows it by: `postAnswerSchema` is PostAnswer. */
function contractNames(): Map<ZodSchema, string> {
  const names = new Map<ZodSchema, string>();
  for (const [exported, value] of Object.entries({ ...contract, ...thirdParty })) {
    if (!exported.endsWith('Schema') || !isZodSchema(value) || names.has(value)) continue;
    const name = exported.slice(0, -'Schema'.length);
    names.set(value, name.charAt(0).toUpperCase() + name.slice(1));
  }
  return names;
}

const CONTRACT_NAMES = contractNames();

const typeOf = (json: JsonSchema) => (typeof json.type === 'string' ? json.type : undefined);
const isNumeric = (type: string | undefined) => type === 'number' || type === 'integer';

/** Whether the schema takes a number and a string alike (the contract's numberLike fields). */
function takesNumberOrText(json: JsonSchema): boolean {
  const types = Array.isArray(json.type) ? json.type : Array.isArray(json.anyOf) ? json.anyOf.map((branch: JsonSchema) => branch.type) : [];
  return types.includes('number') && types.includes('string');
}

/** The pattern the text branch of a number-or-text schema gives itself (a row id's digits), if any. */
function ownTextPattern(json: JsonSchema): string | undefined {
  const branches: JsonSchema[] = Array.isArray(json.anyOf) ? json.anyOf : [];
  const pattern = branches.find((branch) => branch.type === 'string')?.pattern;
  return typeof pattern === 'string' ? pattern : undefined;
}

/**
 * A pipe's input is its first stage, so zod leaves out the rules of the later ones (a username's length and
 * characters, a page's bounds). Where the later stage checks the same kind of value, its rules are carried onto
 * the input, so a request generated from the document is one the server takes, not only one it parses.
 */
function carryPipeRules({ zodSchema, jsonSchema }: { zodSchema: ZodSchema; jsonSchema: JsonSchema }): void {
  const def = zodSchema._zod.def;
  if (def.type !== 'pipe' || !('out' in def) || !isZodSchema(def.out) || def.out._zod.def.type === 'transform') return;
  const later = inlineSchema(def.out, 'input');
  const [type, laterType] = [typeOf(jsonSchema), typeOf(later)];
  if (type === 'string' && laterType === 'string') {
    for (const keyword of STRING_KEYWORDS) if (later[keyword] !== undefined && jsonSchema[keyword] === undefined) jsonSchema[keyword] = later[keyword];
  } else if (isNumeric(type) && isNumeric(laterType)) {
    if (laterType === 'integer') jsonSchema.type = 'integer';
    for (const keyword of NUMBER_KEYWORDS) if (later[keyword] !== undefined) jsonSchema[keyword] = later[keyword];
  } else if (takesNumberOrText(jsonSchema) && isNumeric(laterType)) {
    const pattern = ownTextPattern(jsonSchema) ?? NUMERIC_TEXT;
    delete jsonSchema.type;
    jsonSchema.anyOf = [later, { type: 'string', pattern }];
  }
}

const conversion = (io: Io) => ({ io, target: 'draft-2020-12', cycles: 'ref', ...(io === 'input' ? { override: carryPipeRules } : {}) }) as const;

/** A JSON Schema keyword-object of one contract schema, for a parameter or a pipe stage; it must need no definitions. */
export function inlineSchema(schema: ZodSchema, io: Io): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, conversion(io)) as JsonSchema;
  if (json.$defs !== undefined) throw new Error(`an inline schema needs definitions: ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

/** The shared shapes named once in the document, so every operation that answers a post or a message points to one place. */
const SHARED_ANSWER_SCHEMAS: readonly ZodSchema[] = [
  contract.fieldErrorsSchema,
  contract.errorAnswerSchema,
  contract.postSchema,
  contract.mediaSchema,
  contract.categorySchema,
  contract.deliveryTimeSchema,
  contract.chatMessageSchema,
  contract.chatRoomSchema,
  contract.commentSchema,
  contract.userSummarySchema,
  contract.sessionUserSchema,
  contract.notificationSchema,
  contract.addressSuggestionSchema,
  contract.ratingSummarySchema,
  contract.profilePostSchema,
  contract.searchResultSchema,
];

/**
 * Collects the schemas a document uses (each under its contract name, else the name it is given) and turns
 * them into components: one zod conversion per side, so schemas that hold others point to them by $ref.
 */
export function createSchemaCatalogue() {
  const named: Record<Io, Map<ZodSchema, string>> = { input: new Map(), output: new Map() };

  function ref(schema: ZodSchema, io: Io, fallbackName: string): JsonSchema {
    const names = named[io];
    let name = names.get(schema);
    if (name === undefined) {
      name = CONTRACT_NAMES.get(schema) ?? fallbackName;
      if ([...names.values()].includes(name)) throw new Error(`two ${io} schemas are both named ${name}`);
      names.set(schema, name);
    }
    return { $ref: `${COMPONENTS}${name}` };
  }

  for (const schema of SHARED_ANSWER_SCHEMAS) ref(schema, 'output', 'unnamed');

  function convert(io: Io): Record<string, JsonSchema> {
    const registry = z.registry<{ id: string }>();
    for (const [schema, id] of named[io]) registry.add(schema, { id });
    const { schemas } = z.toJSONSchema(registry, { ...conversion(io), uri: (id) => `${COMPONENTS}${id}` });
    const converted: Record<string, JsonSchema> = {};
    for (const [id, schema] of Object.entries(schemas)) {
      // Components are schema objects of the document: the document is their base, not an $id of their own.
      const { $schema: _dialect, $id: _id, ...json } = schema as JsonSchema;
      if (JSON.stringify(json).includes('__shared')) throw new Error(`${id} holds a definition no component names`);
      converted[id] = json;
    }
    return converted;
  }

  /** Both sides' components; a name used on both sides must describe the same thing. */
  function components(): Record<string, JsonSchema> {
    const [inputs, outputs] = [convert('input'), convert('output')];
    for (const [name, schema] of Object.entries(inputs)) {
      if (outputs[name] && JSON.stringify(outputs[name]) !== JSON.stringify(schema)) {
        throw new Error(`${name} is used as a request and as an answer, and reads differently in each`);
      }
    }
    return Object.fromEntries(Object.entries({ ...outputs, ...inputs }).sort(([a], [b]) => a.localeCompare(b)));
  }

  return { ref, components };
}

export type SchemaCatalogue = ReturnType<typeof createSchemaCatalogue>;
