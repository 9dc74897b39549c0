/*
 * The pieces that answerChecks.generated.ts is written in (see answerChecks.ts): the checks of values by their type,
 * which the first screen's answers need. The refinements and the other forms, which only later screens' answers
 * use, are in answerChecks.refinements.ts, so that they do not come with the first render.
 */

/** An answer that does not keep its contract: `call` reports it as zod's parse failure is reported. */
export class AnswerBrokeContract extends Error {
  override name = 'AnswerBrokeContract';
}

/** One value's check: the value as its schema outputs it, or AnswerBrokeContract thrown. */
export type ValueCheck = ((value: unknown) => unknown) & { optional?: true };

/** What `call` needs of an answer's schema: zod's schemas and the generated checks both have it. */
export type AnswerSchema<T> = { parse(data: unknown): T };

/** Throws AnswerBrokeContract, saying what was expected. */
export const broken = (expected: string): never => {
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
