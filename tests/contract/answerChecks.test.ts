import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import * as generated from '../../src/contract/answerChecks.generated';
import type { AnswerSchema } from '../../src/contract/answerChecks';
import { ANSWER_CHECKS_FILE, FIRST_SCREEN_ANSWERS, answerChecksSource } from '../../scripts/contract/answerChecks';
import { feedPage, postOf } from '../fixtures/marketplace';
import { vendorProfileOf } from '../fixtures/profile';

/*
 * The first screen's answers are checked by code generated from their zod schemas (no zod on the first render):
 * on the same inputs, each check must accept what its schema accepts, with the same output, and refuse the rest.
 */

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };
const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;
type Shape = 'full' | 'sparse';

/** A value the schema accepts: `full` fills every optional and nullable value, `sparse` leaves them out or null. */
function sampleOf(schema: Schema, shape: Shape): unknown {
  const def = defOf(schema);
  const inner = (key: string) => sampleOf(def[key] as Schema, shape);
  switch (def.type) {
    case 'string':
      return 'Ankara fabric';
    case 'boolean':
      return true;
    case 'number':
      return 42;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>).at(-1);
    case 'literal':
      return (def.values as unknown[])[0];
    case 'nullable':
      return shape === 'sparse' ? null : inner('innerType');
    case 'optional':
      return shape === 'sparse' ? undefined : inner('innerType');
    case 'array':
      return [inner('element'), inner('element')];
    case 'union':
      return sampleOf((def.options as Schema[])[0] as Schema, shape);
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, Schema>).flatMap(([key, field]) => {
          const value = sampleOf(field, shape);
          return value === undefined ? [] : [[key, value]];
        }),
      );
    default:
      throw new Error(`No sample for a zod ${def.type}.`);
  }
}

const WRONG_VALUES: readonly unknown[] = [null, undefined, '', 'text', 0, -1.5, 2 ** 60, Number.NaN, true, false, [], {}, ['text'], { id: 1 }];

/** The sample, and each variant with one value (at any depth) replaced, removed, or an unknown key added beside it. */
function variantsOf(sample: unknown): unknown[] {
  const variants: unknown[] = [sample];
  const visit = (value: unknown, rebuild: (replacement: unknown) => unknown) => {
    for (const wrong of WRONG_VALUES) variants.push(rebuild(wrong));
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, (replacement) => rebuild(value.map((old, at) => (at === index ? replacement : old)))));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      variants.push(rebuild({ ...record, unknown_key: 'kept out' }));
      for (const key of Object.keys(record)) {
        const { [key]: _removed, ...without } = record;
        variants.push(rebuild(without));
        visit(record[key], (replacement) => rebuild({ ...record, [key]: replacement }));
      }
    }
  };
  visit(sample, (replacement) => replacement);
  return variants;
}

type Verdict = { ok: true; output: unknown } | { ok: false };
const verdictOf = (schema: AnswerSchema<unknown>, input: unknown): Verdict => {
  try {
    return { ok: true, output: schema.parse(input) };
  } catch {
    return { ok: false };
  }
};

const realAnswers: Readonly<Record<string, readonly unknown[]>> = {
  feedAnswerSchema: [feedPage([3, 2, 1]), feedPage([])],
  optionalPostAnswerSchema: [{ post: postOf(7) }, {}],
  currentUserAnswerSchema: [{ currentuser: vendorProfileOf('ada_fabrics') }],
};

const checks = generated as unknown as Readonly<Record<string, AnswerSchema<unknown>>>;
const cases = Object.values(FIRST_SCREEN_ANSWERS).flatMap(({ module, schemas }) => schemas.map((name) => ({ name, schema: module[name] as z.ZodMiniType })));

describe('the first screen\'s answer checks', () => {
  it('are the ones the contract\'s schemas generate now (npm run answer-checks)', () => {
    expect(readFileSync(ANSWER_CHECKS_FILE, 'utf8')).toBe(answerChecksSource());
  });

  it.each(cases)('$name: the generated check gives the verdict and the output zod gives', ({ name, schema }) => {
    const check = checks[name.replace(/Schema$/, 'Check')];
    expect(check, `answerChecks.generated.ts exports no check for ${name}`).toBeDefined();
    const inputs = [...variantsOf(sampleOf(schema, 'full')), ...variantsOf(sampleOf(schema, 'sparse')), ...(realAnswers[name] ?? []).flatMap(variantsOf)];
    let refused = 0;
    for (const input of inputs) {
      const expected = verdictOf(schema, input);
      expect(verdictOf(check as AnswerSchema<unknown>, input), JSON.stringify(input)).toStrictEqual(expected);
      if (!expected.ok) refused += 1;
    }
    // Both sides saw answers zod refuses and answers it accepts.
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(inputs.length);
  });

  it('refuses a schema it cannot check as zod does, rather than check it differently', async () => {
    const { z } = await import('zod/mini');
    const { Writer } = await import('../../scripts/contract/answerChecks');
    for (const schema of [z.string().check(z.minLength(2)), z.pipe(z.string(), z.transform(Number)), z.strictObject({ a: z.string() }), z._default(z.string(), '')])
      expect(() => new Writer(new Map()).expression(schema)).toThrow(/cannot generate a check/);
  });
});
