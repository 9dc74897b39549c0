import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_INVALID, idempotencyKeySchema } from '../../src/contract';
import type { AreaStores } from '../store';
import type { WriteKey } from '../store/writeKeys.store';
import { badRequest } from './http-error';
import type { Limiter } from './rate-limits';

/**
 * The caller's Idempotency-Key for a write of `kind` (src/contract/idempotency.ts), or null when the request has
 * none (an older client: every request is a new write). A malformed key is a 400 under `idempotency_key`.
 */
export function writeKeyOf(request: FastifyRequest, userId: number, kind: WriteKey['kind']): WriteKey | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return null;
  const parsed = z.safeParse(idempotencyKeySchema, header);
  if (!parsed.success) throw badRequest(IDEMPOTENCY_KEY_INVALID, { idempotency_key: [IDEMPOTENCY_KEY_INVALID] });
  return { userId, kind, key: parsed.data };
}

/** What the key made before, read with `read`; undefined without a key, or when it made nothing (or that is gone). */
export async function madeBefore<T>(stores: AreaStores, key: WriteKey | null, read: (id: number) => Promise<T | undefined>): Promise<T | undefined> {
  const id = key ? await stores.writeKeys.madeBy(key) : undefined;
  return id === undefined ? undefined : read(id);
}

/**
 * Inside the write's transaction: claims the key. Undefined when the write is ours to make (no key, a new key,
 * or one whose first result is gone); otherwise the first result, made by a resend that ran at the same time.
 */
export async function claimOrFirst<T>(trx: AreaStores, key: WriteKey | null, read: (id: number) => Promise<T | undefined>): Promise<T | undefined> {
  if (!key) return undefined;
  const claim = await trx.writeKeys.claim(key);
  if (claim.claimed) return undefined;
  const first = await read(claim.madeId);
  if (first === undefined) await trx.writeKeys.takeOver(key);
  return first;
}

/**
 * `limit` for new writes only: a resend of a write its key already made (its answer was lost) is answered with
 * that write, not refused at the limit, which would tell the user a stored comment or post had failed. The first
 * send was counted. Runs after the auth pre-handler.
 */
export function limitingNewWrites(stores: AreaStores, kind: WriteKey['kind'], limit: Limiter): Limiter {
  return async (request) => {
    const key = request.caller ? writeKeyOf(request, request.caller.userId, kind) : null;
    if (key && (await stores.writeKeys.madeBy(key)) !== undefined) return;
    await limit(request);
  };
}
