import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  chatMessagesQuerySchema,
  feedQuerySchema,
  likePayloadSchema,
  notificationsQuerySchema,
  postIdParamsSchema,
  ratingPayloadSchema,
  toFieldErrors,
} from '../../src/contract';

/** Texts Number() reads as a number, which are no row id as a path, a query or a form field writes one. */
const NOT_DIGITS = ['0x10', '0X1F', '0b1', '0o7', '1e3', '12.0', '.5', '+5', '-0', ' 12', '12 ', '\t12', '1_000', 'Infinity', '', ' '];

/** A field that takes a row id as text, with how to put a value in it. */
const ROW_ID_FIELDS: ReadonlyArray<[name: string, schema: z.ZodMiniType, input: (id: string) => Record<string, unknown>]> = [
  ['a path id', postIdParamsSchema, (id) => ({ id })],
  ['a form field', likePayloadSchema, (id) => ({ post_id: id })],
  ['a query id', feedQuerySchema, (id) => ({ category: id })],
  ['a query id from 0', feedQuerySchema, (id) => ({ snapshot: id })],
  ['a query sequence', chatMessagesQuerySchema, (id) => ({ before_seq: id })],
  ['a query sequence from 0', chatMessagesQuerySchema, (id) => ({ after_seq: id })],
  ['a query page mark', notificationsQuerySchema, (id) => ({ before: id })],
];

function errorsOf(schema: z.ZodMiniType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error.issues);
}

describe('row ids written as text', () => {
  it.each(ROW_ID_FIELDS)('%s takes plain decimal digits', (_name, schema, input) => {
    const [key] = Object.keys(input('12'));
    expect(schema.parse(input('12'))).toMatchObject({ [key ?? '']: 12 });
    expect(schema.parse(input('0016'))).toMatchObject({ [key ?? '']: 16 });
  });

  it.each(ROW_ID_FIELDS)('%s refuses any other writing of a number, as it refuses a word', (_name, schema, input) => {
    const refusal = errorsOf(schema, input('abc'));
    expect(Object.keys(refusal)).not.toHaveLength(0);
    for (const text of NOT_DIGITS) expect([text, errorsOf(schema, input(text))]).toEqual([text, refusal]);
  });
});

describe('numbers written as text', () => {
  it('a rating takes decimal text and refuses what Number() alone would read', () => {
    expect(ratingPayloadSchema.parse({ vendor: 'ada', rating: '4' })).toMatchObject({ rating: 4 });
    const refusal = errorsOf(ratingPayloadSchema, { vendor: 'ada', rating: 'four' });
    expect(Object.keys(refusal)).not.toHaveLength(0);
    for (const text of ['0x3', '0b11', '3e0', ' 4', '4 ', '+4', 'Infinity', '']) {
      expect([text, errorsOf(ratingPayloadSchema, { vendor: 'ada', rating: text })]).toEqual([text, refusal]);
    }
  });
});
