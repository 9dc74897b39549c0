import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import * as firstScreenChecks from '../../src/contract/answerChecks.generated';
import * as postChecks from '../../src/contract/postChecks.generated';
import * as profileChecks from '../../src/contract/profileChecks.generated';
import type { AnswerSchema } from '../../src/contract/answerChecks';
import { CHECK_FILES, answerChecksSource } from '../../scripts/contract/answerChecks';
import { chatMessageOf } from '../fixtures/chat';
import { feedPage, postOf } from '../fixtures/marketplace';
import { vendorProfileOf } from '../fixtures/profile';

/*
 * The first screen's answers, a shared post's answers and socket frames, and a profile's reviews and referrals are
 * checked by code generated from their zod schemas (no zod before the feed's, the post's or the profile's title): on the same inputs, each check must accept what
 * its schema accepts, with the same output, and refuse the rest.
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
    case 'unknown':
      return { any: ['thing'] };
    case 'record':
      return { first: sampleOf(def.valueType as Schema, shape), second: null };
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

const WRONG_VALUES: readonly unknown[] = [null, undefined, '', ' ', '  padded text ', 'x'.repeat(2001), 'text', 0, 0.5, -1.5, 2 ** 31, 2 ** 60, Number.NaN, true, false, [], {}, ['text'], { id: 1 }];

/** A union's samples: one of each option (a socket frame of each type), else the schema's own. */
const samplesOf = (schema: Schema, shape: Shape): unknown[] =>
  defOf(schema).type === 'union' ? (defOf(schema).options as Schema[]).map((option) => sampleOf(option, shape)) : [sampleOf(schema, shape)];

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

const review = { id: 3, reviewer: 'tunde_b', reviewer_name: 'Tunde B', rating: 5, text: 'Lovely ankara', created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z' };
const replied = { ...review, id: 4, reply: { text: 'Thank you!', updated_at: '2026-11-21T10:00:00.000Z' } };

const realAnswers: Readonly<Record<string, readonly unknown[]>> = {
  feedAnswerSchema: [feedPage([3, 2, 1]), feedPage([])],
  optionalPostAnswerSchema: [{ post: postOf(7) }, {}],
  currentUserAnswerSchema: [{ currentuser: vendorProfileOf('ada_fabrics') }],
  hiddenPostListAnswerSchema: [{ results: [postOf(4), postOf(3)] }],
  reviewsPageSchema: [
    { average: 4.5, count: 2, mine: null, can_review: true, results: [{ ...review, reply: null }, replied], page: 1, has_next: true },
    { average: 5, count: 1, mine: replied, can_review: true, results: [replied], page: 2, has_next: false, extra: 'left out' },
    { average: null, count: 0, mine: null, can_review: false, results: [], page: 1, has_next: false },
  ],
  presenceStatusSchema: ['online', 'away', 'offline', 'busy', undefined],
  // The frames the socket machine's tests send, malformed ones too (tests/machines/socket.open.test.ts).
  serverSocketMessageSchema: [
    { type: 'chat', message: chatMessageOf(12) },
    { type: 'chat', message: { id: 'nope' } },
    undefined,
    'not json',
    { type: 'pong', timestamp: 'now' },
    { type: 'no_such_frame', timestamp: 'now' },
    { type: 'notification', notification_type: 'like', data: { post_id: 3, from: { username: 'ada' } }, message: 'Ada liked', timestamp: 'now' },
  ],
  clientSocketMessageSchema: [
    { type: 'message', message: '  Is it still available?  ', temp_id: 't-1', uniquecode: 'room-1', sender: 'ada_fabrics' },
    { type: 'comment', post_id: 150, comment: ' Nice ', parent_id: null },
    { type: 'message_read', message_ids: Array.from({ length: 501 }, (_, index) => index + 1) },
    { type: 'resume', after_seq: 0 },
    { type: 'ping' },
  ],
};

const checks = { ...firstScreenChecks, ...postChecks, ...profileChecks } as unknown as Readonly<Record<string, AnswerSchema<unknown>>>;
const cases = CHECK_FILES.flatMap(({ answers }) =>
  Object.values(answers).flatMap(({ module, schemas }) => schemas.map((name) => ({ name, schema: module[name] as z.ZodMiniType }))),
);

describe('the answer checks of the first screen, a shared post and a profile', () => {
  it.each(CHECK_FILES)('$file is what the contract\'s schemas generate now (npm run answer-checks)', ({ file, answers }) => {
    expect(readFileSync(file, 'utf8')).toBe(answerChecksSource(answers));
  });

  it.each(cases)('$name: the generated check gives the verdict and the output zod gives', ({ name, schema }) => {
    const check = checks[name.replace(/Schema$/, 'Check')];
    expect(check, `answerChecks.generated.ts exports no check for ${name}`).toBeDefined();
    const samples = [...samplesOf(schema, 'full'), ...samplesOf(schema, 'sparse'), ...(realAnswers[name] ?? [])];
    const inputs = samples.flatMap(variantsOf);
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
    const refused = [
      z.string().check(z.regex(/a/)),
      z.string().check(z.toLowerCase()),
      z.number().check(z.gt(0)),
      z.record(z.enum(['a']), z.string()),
      z.object({ a: z.string() }).check(z.refine(() => true)),
      z.pipe(z.string(), z.transform(Number)),
      z.strictObject({ a: z.string() }),
      z._default(z.string(), ''),
    ];
    for (const schema of refused)
      expect(() => new Writer(new Map()).expression(schema)).toThrow(/cannot generate a check/);
  });

  it("refuses a profile's schemas that turn or fill what they read (a review's stars, a reviews page's number) instead of checking less", async () => {
    const reviews = await import('../../src/contract/reviews');
    for (const name of ['reviewPayloadSchema', 'reviewsQuerySchema', 'reviewReplyPayloadSchema'])
      expect(() => answerChecksSource({ reviews: { module: reviews, schemas: [name] } }), name).toThrow(/cannot generate a check/);
  });
});
