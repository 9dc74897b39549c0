import type { JsonSchema, SchemaContext } from './json-schema-arbitrary';
import type { FuzzJson } from './odd-values';

type SchemaObject = Exclude<JsonSchema, boolean>;

/** A value of each JSON type, to find the ones a schema does not take. */
const OF_EACH_TYPE: readonly [string, FuzzJson][] = [
  ['null', null],
  ['boolean', true],
  ['integer', 12345],
  ['number', 1.5],
  ['string', 'text'],
  ['array', []],
  ['object', {}],
];

const LONGEST = 100_000;

function resolved(schema: JsonSchema, context: SchemaContext): SchemaObject | undefined {
  if (typeof schema === 'boolean') return undefined;
  return schema.$ref === undefined ? schema : resolved(context.resolve(schema.$ref), context);
}

function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The JSON types a schema takes, or undefined when it does not say (it takes anything). */
function typesTaken(schema: SchemaObject, context: SchemaContext): Set<string> | undefined {
  if (schema.const !== undefined) return new Set([typeOfValue(schema.const)]);
  if (schema.enum) return new Set(schema.enum.map(typeOfValue));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const all = new Set<string>();
    for (const branch of branches) {
      const inner = resolved(branch, context);
      const types = inner && typesTaken(inner, context);
      if (!types) return undefined;
      for (const type of types) all.add(type);
    }
    return all;
  }
  if (schema.type === undefined) return undefined;
  return new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
}

const takes = (types: Set<string>, type: string) => types.has(type) || (type === 'integer' && types.has('number'));

/** Values just past a single-typed schema's bounds, lengths and choices. */
function pastTheRules(schema: SchemaObject, types: Set<string>): FuzzJson[] {
  if (types.size !== 1 || schema.anyOf || schema.oneOf) return [];
  const values: FuzzJson[] = [];
  if (types.has('integer') || types.has('number')) {
    if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) values.push(schema.maximum + 1);
    if (schema.minimum !== undefined && schema.minimum > Number.MIN_SAFE_INTEGER) values.push(schema.minimum - 1);
    if (schema.exclusiveMinimum !== undefined) values.push(schema.exclusiveMinimum);
  }
  if (types.has('string')) {
    if (schema.maxLength !== undefined && schema.maxLength < LONGEST) values.push('x'.repeat(schema.maxLength + 1));
    if (schema.enum) values.push('not_one_of_these');
    if (typeof schema.const === 'string') values.push(`${schema.const}_not`);
  }
  return values;
}

/** JSON values the schema refuses for certain: of a type it does not take, or past its rules. None when it takes anything. */
export function jsonViolations(schema: JsonSchema, context: SchemaContext): FuzzJson[] {
  const object = resolved(schema, context);
  const types = object && typesTaken(object, context);
  if (!object || !types) return [];
  const wrongTypes = OF_EACH_TYPE.filter(([type]) => !takes(types, type)).map(([, value]) => value);
  return [...wrongTypes, ...pastTheRules(object, types)];
}

function withinBounds(schema: SchemaObject, number: number): boolean {
  if (schema.minimum !== undefined && number < schema.minimum) return false;
  if (schema.maximum !== undefined && number > schema.maximum) return false;
  if (schema.exclusiveMinimum !== undefined && number <= schema.exclusiveMinimum) return false;
  return schema.exclusiveMaximum === undefined || number < schema.exclusiveMaximum;
}

/** Whether a schema takes the text as it is (a string branch of it does), or as the number it reads as. */
function takesText(schema: SchemaObject, text: string, context: SchemaContext): boolean {
  const branches = (schema.anyOf ?? schema.oneOf ?? [schema]).map((branch) => resolved(branch, context));
  return branches.some((branch) => {
    if (!branch) return true;
    const types = typesTaken(branch, context);
    if (!types) return true;
    if (types.has('string')) {
      if (branch.enum && !branch.enum.includes(text)) return false;
      if (branch.pattern !== undefined && !new RegExp(branch.pattern, 'u').test(text)) return false;
      if (branch.maxLength !== undefined && [...text].length > branch.maxLength) return false;
      return [...text].length >= (branch.minLength ?? 0);
    }
    const number = Number(text);
    const ofType = text.trim() !== '' && Number.isFinite(number) && (takes(types, 'number') || (types.has('integer') && Number.isInteger(number)));
    return ofType && withinBounds(branch, number);
  });
}

/**
 * Texts a path or query parameter's schema refuses for certain, as a query string carries every value as text:
 * words for numbers, fractions for whole numbers, bounds and lengths passed, choices missed.
 */
export function textViolations(schema: JsonSchema, context: SchemaContext): string[] {
  const object = resolved(schema, context);
  if (!object) return [];
  const candidates = ['abc', '1.5', '-1', '!', 'not_one_of_these', ...pastTheRules(object, typesTaken(object, context) ?? new Set()).map(String)];
  return candidates.filter((text) => !takesText(object, text, context));
}
