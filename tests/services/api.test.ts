import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { MESSAGES } from '../../src/contract';
import { feedAnswerCheck } from '../../src/contract/answerChecks.generated';
import { ApiError, call, OfflineError, onApiError, type CallOptions } from '../../src/services/api';
import { writeSession } from '../../src/services/cookies';
import { apiUrl, server } from '../setup/msw';

const okSchema = z.object({ ok: z.boolean() });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const heard: Array<{ error: ApiError; options: CallOptions }> = [];
const stopListening = onApiError((error, options) => heard.push({ error, options }));
afterEach(() => {
  heard.length = 0;
});
afterAll(() => stopListening());

describe('services/api: the rules for every call', () => {
  it('parses the answer with its contract schema and sends the session token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(apiUrl('/thing'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    writeSession({ token: 'key-123', username: 'ada' });
    await expect(call('/thing', okSchema, { auth: true })).resolves.toEqual({ ok: true });
    expect(authorization).toBe('Token key-123');
  });

  it.each([
    [{ message: 'From message' }, 'From message'],
    [{ error: 'From error' }, 'From error'],
    [{ detail: 'From detail' }, 'From detail'],
    [{ something: 'else' }, MESSAGES.genericError],
  ])('takes the message of a non-OK answer %o from message, error or detail', async (body, message) => {
    server.use(http.post(apiUrl('/thing'), () => HttpResponse.json(body, { status: 400 })));
    const error = await failureOf(call('/thing', okSchema, { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 400, message, data: body });
    expect(heard.map((entry) => entry.error.message)).toEqual([message]);
  });

  it("says 'Network error. Please check your connection.' when the request never gets an answer", async () => {
    server.use(http.get(apiUrl('/thing'), () => HttpResponse.error()));
    const error = await failureOf(call('/thing', okSchema));
    expect(error).toMatchObject({ status: 0, message: MESSAGES.networkError });
  });

  it('tells a request that failed while the browser was offline (worth sending again once online) from one that failed online', async () => {
    server.use(http.post(apiUrl('/thing'), () => HttpResponse.error()));
    expect(await failureOf(call('/thing', okSchema, { method: 'POST', body: {} }))).not.toBeInstanceOf(OfflineError);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const error = await failureOf(call('/thing', okSchema, { method: 'POST', body: {} }));
      expect(error).toBeInstanceOf(OfflineError);
      expect(error).toMatchObject({ status: 0, message: MESSAGES.networkError, offline: true });
    } finally {
      onLine.mockRestore();
    }
  });

  it("fails with 'Authentication required' before any request when a protected call has no token", async () => {
    const error = await failureOf(call('/thing', okSchema, { auth: true }));
    expect(error).toMatchObject({ status: 401, message: MESSAGES.authenticationRequired });
    expect(heard).toHaveLength(1);
  });

  it('marks a 401 and an Invalid token answer as an authentication failure', async () => {
    server.use(http.get(apiUrl('/thing'), () => HttpResponse.json({ message: MESSAGES.invalidToken }, { status: 401 })));
    const error = await failureOf(call('/thing', okSchema, { auth: 'optional' }));
    expect(error.isAuthFailure).toBe(true);
    expect(new ApiError('invalid token', 400, null).isAuthFailure).toBe(true);
    expect(new ApiError('Something else', 400, null).isAuthFailure).toBe(false);
  });

  it("keeps a 429's Retry-After seconds", async () => {
    server.use(
      http.post(apiUrl('/thing'), () =>
        HttpResponse.json({ message: 'Slow down' }, { status: 429, headers: { 'Retry-After': '42' } }),
      ),
    );
    const error = await failureOf(call('/thing', okSchema, { method: 'POST', body: {} }));
    expect(error.retryAfter).toBe(42);
  });

  it("answers 'An error occurred' when an OK answer does not match the contract", async () => {
    server.use(http.get(apiUrl('/thing'), () => HttpResponse.json({ ok: 'yes' })));
    const error = await failureOf(call('/thing', okSchema));
    expect(error.message).toBe(MESSAGES.genericError);
  });

  it("answers 'An error occurred' when a first-screen answer, checked without zod, does not match the contract", async () => {
    server.use(http.get(apiUrl(''), () => HttpResponse.json({ results: [{ id: 'one' }], pagination: {} })));
    const error = await failureOf(call('/', feedAnswerCheck));
    expect(error.message).toBe(MESSAGES.genericError);
    expect(heard.map((entry) => entry.error.message)).toEqual([MESSAGES.genericError]);
  });

  it('tells the listeners whether the call was quiet, and nothing about a call its caller aborted', async () => {
    server.use(http.get(apiUrl('/thing'), () => HttpResponse.json({ message: 'Nope' }, { status: 400 })));
    await failureOf(call('/thing', okSchema, { quiet: true }));
    expect(heard.map((entry) => entry.options.quiet)).toEqual([true]);

    heard.length = 0;
    const controller = new AbortController();
    controller.abort();
    await expect(call('/thing', okSchema, { signal: controller.signal })).rejects.toBeDefined();
    expect(heard).toEqual([]);
  });
});
