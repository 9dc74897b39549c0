import { z } from 'zod/mini';
import { LIMITS } from './constants';

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

/**
 * The checks of a row id (or a room's message sequence): a whole number from `min` to LIMITS.rowIdMax, the
 * largest an integer column holds on PostgreSQL. A bigger number names no row, and must never reach a query
 * (PostgreSQL refuses it as out of range), so it fails here as any other bad id does.
 */
export function rowIdChecks(message?: string, min = 1) {
  return [z.int(message), z.gte(min, message), z.lte(LIMITS.rowIdMax, message)] as const;
}

/** A row id as a JSON number (socket frames, JSON bodies); anything else fails with `message`. */
export const rowId = (message?: string, min = 1) => z.number({ error: message }).check(...rowIdChecks(message, min));

/** A number as a form field writes it: decimal digits, a minus and a decimal point at most ('4', '12.5', '-3'). */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A number or the decimal text of one: what z.coerce reads, without the true, [] or [3] it would read as 1, 0 or 3,
 * nor the '0x3', '1e3', ' 4' or 'Infinity' Number() reads as numbers.
 */
export const numberOrText = (message: string | undefined, ...checks: z.core.$ZodCheck<number>[]) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(DECIMAL_TEXT, message))], { error: message }),
    z.coerce.number<number | string>({ error: message }).check(...checks),
  );

/** A row id as a path, a query or a form field writes it: decimal digits and nothing else. */
const ROW_ID_TEXT = /^\d+$/;

/**
 * A row id from a path, a query or a form field (text), or a JSON number; anything else fails with `message`.
 * Text must be plain digits: Number() would also read ' 12', '+5', '12.0', '1e3', '0x10' or '0b1' as an id.
 */
export const rowIdText = (message?: string, min = 1) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(ROW_ID_TEXT, message))], { error: message }),
    z.coerce.number<number | string>({ error: message }).check(...rowIdChecks(message, min)),
  );
