import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  commentPayloadSchema,
  createPostPayloadSchema,
  feedQuerySchema,
  fillTemplate,
  LIMITS,
  MESSAGES,
  toFieldErrors,
  updatePasswordBodySchema,
  updateWalletBodySchema,
} from '../../src/contract';

function errorsOf(result: z.core.util.SafeParseResult<unknown>) {
  return result.success ? {} : toFieldErrors(result.error.issues);
}

// The contract is built on zod/mini, which loads no locale: these pin the words the shared error map
// gives, and the English ones it leaves to zod, so a client without classic zod says the same.
describe('contract messages', () => {
  it('names a wrong type, a too-long text and unknown keys in the spec words', () => {
    expect(errorsOf(commentPayloadSchema.safeParse({ post: 1, comment: 'hi', user: 5 }))).toEqual({ user: [MESSAGES.mustBeText] });
    expect(errorsOf(updatePasswordBodySchema.safeParse({ password: 'x'.repeat(LIMITS.passwordMax + 1), current_password: 'Market2025!' }))).toEqual({
      password: [fillTemplate(MESSAGES.textTooLong, { count: LIMITS.passwordMax })],
    });
    expect(errorsOf(updateWalletBodySchema.safeParse({ wallet: { is_activated: true, pin: 1 } }))).toEqual({
      wallet: [`${MESSAGES.unknownFields} pin`],
    });
  });

  it("keeps zod's English words for the problems the map leaves alone", () => {
    expect(errorsOf(feedQuerySchema.safeParse({ radius: '0', lat: '1', lng: '1' }))).toEqual({
      radius: ['Too small: expected number to be >0'],
    });
    expect(errorsOf(feedQuerySchema.safeParse({ category_type: 'gadgets' }))).toEqual({
      category_type: ['Invalid option: expected one of "product"|"service"'],
    });
  });

  it('puts the price rule of a post under price', () => {
    const base = { title: 'Shoes', description: 'Nice', category: 1, delivery_time: 'same_day' };
    expect(errorsOf(createPostPayloadSchema.safeParse({ ...base, price: ' ' }))).toEqual({ price: [MESSAGES.priceRequired] });
    expect(errorsOf(createPostPayloadSchema.safeParse({ ...base, price: -1 }))).toEqual({ price: [MESSAGES.priceInvalid] });
    expect(createPostPayloadSchema.parse({ ...base, price: ' 1500.505 ' }).price).toBe(1500.51);
  });
});
