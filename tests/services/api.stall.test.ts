import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { DURATIONS, MESSAGES } from '../../src/contract';
import { ApiError, call } from '../../src/services/api';
import { apiUrl, server } from '../setup/msw';

const okSchema = z.object({ ok: z.boolean() });

/** What a call settles with within `ms` of fake time: its answer, its error, or 'pending'. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let outcome: unknown = 'pending';
  promise.then(
    (value) => (outcome = value),
    (reason: unknown) => (outcome = reason),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return outcome;
}

afterEach(() => vi.useRealTimers());

/** A connection that goes half-open (the request sent, no answer ever) must not keep a form "Saving..." for ever. */
describe('services/api: a call the network never answers', () => {
  it(`fails with '${MESSAGES.networkError}' after DURATIONS.apiCallTimeout, not before`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.post(apiUrl('/thing'), async () => delay('infinite')));
    const pending = call('/thing', okSchema, { method: 'POST', body: {}, quiet: true });
    expect(await settledWithin(pending, DURATIONS.apiCallTimeout - 1000)).toBe('pending');
    const outcome = await settledWithin(pending, 1000);
    expect(outcome).toBeInstanceOf(ApiError);
    expect(outcome).toMatchObject({ status: 0, message: MESSAGES.networkError });
  });

  it('keeps a slow answer that does come in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(apiUrl('/thing'), async () => {
      await delay(DURATIONS.apiCallTimeout - 2000);
      return HttpResponse.json({ ok: true });
    }));
    expect(await settledWithin(call('/thing', okSchema), DURATIONS.apiCallTimeout)).toEqual({ ok: true });
  });

  it('gives an upload (a form with files, minutes on slow data) no such limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.post(apiUrl('/upload'), async () => delay('infinite')));
    const pending = call('/upload', okSchema, { method: 'POST', body: new FormData(), quiet: true });
    expect(await settledWithin(pending, DURATIONS.apiCallTimeout * 4)).toBe('pending');
  });
});
