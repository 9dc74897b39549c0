import { z } from 'zod/mini';

/*
 * An `Idempotency-Key` header (IDEMPOTENCY_KEY_HEADER, in addresses.ts beside the API root, so the client's `call`
 * names it without loading zod) on a write that must not happen twice (a new comment or reply, a new post): the
 * client makes one key per user action and sends it on every retry of that action, as a chat message carries
 * its temp_id. Within DURATIONS.writeRetryWindow the server answers a repeated key with what the first request
 * made. Letters, digits and `._:-` only, so a key is never confused with another by case folding or spaces.
 */

export const IDEMPOTENCY_KEY_LIMITS = { min: 8, max: 64 } as const;

export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key must be 8 to 64 letters, digits or ._:- characters.';

export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_KEY_INVALID })
  .check(
    z.minLength(IDEMPOTENCY_KEY_LIMITS.min, IDEMPOTENCY_KEY_INVALID),
    z.maxLength(IDEMPOTENCY_KEY_LIMITS.max, IDEMPOTENCY_KEY_INVALID),
    z.regex(/^[A-Za-z0-9._:-]+$/, IDEMPOTENCY_KEY_INVALID),
  );

/** The header as a route documents it: optional (without it every request is a new write). */
export const idempotencyHeadersSchema = z.object({ 'idempotency-key': z.optional(idempotencyKeySchema) });
