/*
 * The pieces that answerChecks.generated.ts is written in: each checks one value of an answer as zod checks it
 * and gives back what zod's parse gives (objects keep only their schema's keys). The first screen's answers, and a
 * shared post's answers and socket frames, are checked with these rather than with zod's runtime, which then loads
 * with the first screen that needs it. The
 * generator (scripts/contract/answerChecks.ts) writes them from the contract's zod schemas, and a test holds both
 * to the same verdicts and outputs.
 */

/** An answer that does not keep its contract: `call` reports it as zod's parse failure is reported. */
export class AnswerBrokeContract extends Error {
  override name = 'AnswerBrokeContract';
}

/** One value's check: the value as its schema outputs it, or AnswerBrokeContract thrown. */
export type ValueCheck = ((value: unknown) => unknown) & { optional?: true };

/** What `call` needs of an answer's schema: zod's schemas and the generated checks both have it. */
export type AnswerSchema<T> = { parse(data: unknown): T };

const broken = (expected: string): never => {
  throw new AnswerBrokeContract(`The answer does not keep its contract: expected ${expected}.`);
};

export const text: ValueCheck = (value) => (typeof value === 'string' ? value : broken('text'));

/** zod's number: finite. */
export const num: ValueCheck = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : broken('a number'));

/** zod's int: a safe integer. */
export const int: ValueCheck = (value) => (Number.isSafeInteger(value) ? value : broken('a whole number'));

export const bool: ValueCheck = (value) => (typeof value === 'boolean' ? value : broken('true or false'));

export const oneOf =
  (values: readonly unknown[]): ValueCheck =>
  (value) =>
    values.includes(value) ? value : broken(values.join(' or '));

export const nullable =
  (check: ValueCheck): ValueCheck =>
  (value) =>
    value === null ? null : check(value);

/** A key that may be absent: absent, it stays absent from the output, as zod leaves it. */
export const optional = (check: ValueCheck): ValueCheck =>
  Object.assign((value: unknown) => (value === undefined ? undefined : check(value)), { optional: true as const });

export const list =
  (check: ValueCheck): ValueCheck =>
  (value) => {
    if (!Array.isArray(value)) return broken('a list');
    const items: unknown[] = [];
    for (let index = 0; index < value.length; index += 1) items.push(check(value[index]));
    return items;
  };

/** The first of `checks` the value passes, as zod's union takes its first matching option. */
export const either =
  (checks: readonly ValueCheck[]): ValueCheck =>
  (value) => {
    for (const check of checks) {
      try {
        return check(value);
      } catch (error) {
        if (!(error instanceof AnswerBrokeContract)) throw error;
      }
    }
    return broken('one of its forms');
  };

/** zod's object: unknown keys are left out of the output. */
export const object =
  (shape: Readonly<Record<string, ValueCheck>>): ValueCheck =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return broken('an object');
    const input = value as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const field = input[key];
      if (field === undefined && check.optional) {
        if (key in input) output[key] = undefined;
      } else output[key] = check(field);
    }
    return output;
  };

/** zod's unknown: anything, undefined too. */
export const anything: ValueCheck = (value) => value;

/** zod's plain-object test of a record: an object whose constructor, if any, is Object's (or looks like it). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const maker: unknown = (value as { constructor?: unknown }).constructor;
  if (typeof maker !== 'function') return true;
  const prototype: unknown = maker.prototype;
  return typeof prototype === 'object' && prototype !== null && !Array.isArray(prototype) && Object.prototype.hasOwnProperty.call(prototype, 'isPrototypeOf');
}

/** zod's record of string keys: a plain object whose every value passes (a symbol key fails, __proto__ is left out). */
export const record =
  (check: ValueCheck): ValueCheck =>
  (value) => {
    if (!isPlainObject(value)) return broken('a record');
    const output: Record<string, unknown> = {};
    for (const key of Reflect.ownKeys(value)) {
      if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(value, key)) continue;
      if (typeof key !== 'string') return broken('text keys');
      output[key] = check(value[key]);
    }
    return output;
  };

/** zod's discriminated union: the option the value's `key` names, and no other. */
export const tagged = (key: string, options: readonly (readonly [unknown, ValueCheck])[]): ValueCheck => {
  const byTag = new Map(options);
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return broken('an object');
    const check = byTag.get((value as Record<string, unknown>)[key]);
    return check ? check(value) : broken(`a known ${key}`);
  };
};

/** A text's or a number's checks after its type's, in order (zod runs them so: trim first, then the lengths). */
export type Refinement = (value: never) => unknown;

export const refined =
  (check: ValueCheck, refinements: readonly Refinement[]): ValueCheck =>
  (value) => {
    let output = check(value);
    for (const refinement of refinements) output = refinement(output as never);
    return output;
  };

export const trimmed = (value: string): string => value.trim();

export const minLength = (least: number) => (value: string | unknown[]) => (value.length >= least ? value : broken(`a length of at least ${least}`));

export const maxLength = (most: number) => (value: string | unknown[]) => (value.length <= most ? value : broken(`a length of at most ${most}`));

export const atLeast = (least: number) => (value: number) => (value >= least ? value : broken(`at least ${least}`));

export const atMost = (most: number) => (value: number) => (value <= most ? value : broken(`at most ${most}`));

/** zod's int() as a number's check: a safe integer. */
export const whole = (value: number): number => (Number.isSafeInteger(value) ? value : broken('a whole number'));

/** The check of a whole answer, typed as its schema's output (the generated code is held to the schema by a test). */
export const answerCheck = <T>(check: ValueCheck): AnswerSchema<T> => ({ parse: (data) => check(data) as T });

/** The answer as its schema outputs it, or undefined when it breaks the contract (zod's safeParse, for either kind of schema). */
export function parsedOrUndefined<T>(schema: AnswerSchema<T>, data: unknown): T | undefined {
  try {
    return schema.parse(data);
  } catch {
    return undefined;
  }
}
