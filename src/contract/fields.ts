import { z } from 'zod/mini';

/** A required text field: the "required" message alone when empty, the rest otherwise. */
export function requiredText<T extends z.ZodMiniType<string, string>>(requiredMessage: string, rest: T) {
  return z.pipe(z.string({ error: requiredMessage }).check(z.trim(), z.minLength(1, requiredMessage)), rest);
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Strips everything but digits and plus, as the spec's phone rule says. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

export const PHONE_PATTERN = /^\+?\d{10,15}$/;

/** A number, or a numeric string as a form field holds it; anything else (an empty string too) fails with `message`. */
export const numberLike = (message: string) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.trim())], { error: message }),
    z.transform((value: number | string, payload) => {
      const number = typeof value === 'number' ? value : value === '' ? Number.NaN : Number(value);
      if (Number.isFinite(number)) return number;
      payload.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }),
  );
