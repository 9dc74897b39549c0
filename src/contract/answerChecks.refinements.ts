import { AnswerBrokeContract, broken, type ValueCheck } from './answerChecks.values';

/*
 * The pieces of the generated checks (see answerChecks.ts) that only later screens' answers use: unions, records,
 * discriminated unions and the checks zod runs after a value's type (trims, lengths, bounds).
 */

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
