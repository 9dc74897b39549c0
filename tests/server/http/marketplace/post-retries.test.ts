import { describe, expect, it } from 'vitest';
import { createPostAnswerSchema, IDEMPOTENCY_KEY_INVALID } from '../../../../src/contract';
import { json, useTestApp } from '../../support/helpers';
import { solidJpeg } from '../../support/media-fixtures';
import { multipartBody, type Part } from '../../support/multipart-body';
import { filePart, postFields, postForms } from './post-forms';

describe('POST /api/ (a new post) sent again with the same Idempotency-Key', () => {
  const t = useTestApp();
  const { vendorWithToken, postCount, mediaFiles } = postForms(t);

  function sendJson(token: string, key: string | undefined, fields = postFields()) {
    const headers: Record<string, string> = { authorization: `Token ${token}`, ...(key ? { 'idempotency-key': key } : {}) };
    return t().app.inject({ method: 'POST', url: '/api/', payload: fields, headers });
  }

  async function sendForm(token: string, key: string, parts: readonly Part[]) {
    const { payload, headers } = await multipartBody(parts);
    return t().app.inject({ method: 'POST', url: '/api/', payload, headers: { ...headers, authorization: `Token ${token}`, 'idempotency-key': key } });
  }

  const postIdOf = (answer: { statusCode: number; json: () => unknown }) => {
    expect(answer.statusCode).toBe(201);
    return createPostAnswerSchema.parse(answer.json()).post.id;
  };

  it('makes the post once and answers the resend with it', async () => {
    const { token } = await vendorWithToken();
    const first = postIdOf(await sendJson(token, 'k-post-000001'));
    const before = await postCount();
    expect(postIdOf(await sendJson(token, 'k-post-000001'))).toBe(first);
    expect(await postCount()).toBe(before);
    expect(postIdOf(await sendJson(token, 'k-post-000002'))).not.toBe(first);
  });

  it('makes one post of resends with photos that arrive at once, and keeps only its photos', async () => {
    const { token } = await vendorWithToken();
    const parts = [{ name: 'post', value: JSON.stringify(postFields()) }, filePart(0, 'a.jpg', await solidJpeg(120, 90))];
    const answers = await Promise.all([1, 2].map(() => sendForm(token, 'k-post-photos', parts)));
    const ids = answers.map(postIdOf);
    expect(ids[0]).toBe(ids[1]);
    const rows = await t().db.kysely.selectFrom('posts').select('id').execute();
    expect(rows).toHaveLength(1);
    const media = await t().db.kysely.selectFrom('post_media').select('url').execute();
    expect(media).toHaveLength(1);
    // The resend's own files were removed: what is on disk is the one post's photo.
    const photoOf = (name: string) => /[0-9a-f]{32}/.exec(name)?.[0];
    expect(new Set(mediaFiles().map(photoOf))).toEqual(new Set(media.map((row) => photoOf(row.url))));
  });

  it('answers a resend with photos without storing its photos again', async () => {
    const { token } = await vendorWithToken();
    const parts = [{ name: 'post', value: JSON.stringify(postFields()) }, filePart(0, 'a.jpg', await solidJpeg(120, 90))];
    const first = postIdOf(await sendForm(token, 'k-post-again', parts));
    const files = mediaFiles();
    expect(postIdOf(await sendForm(token, 'k-post-again', parts))).toBe(first);
    expect(mediaFiles()).toEqual(files);
  });

  it('refuses a malformed key with 400 and makes nothing', async () => {
    const { token } = await vendorWithToken();
    const answer = await sendJson(token, 'bad key!');
    expect(answer.statusCode).toBe(400);
    expect(json(answer)).toEqual({ message: IDEMPOTENCY_KEY_INVALID, errors: { idempotency_key: [IDEMPOTENCY_KEY_INVALID] } });
    expect(await postCount()).toBe(0);
  });
});

describe('a new post sent again with its Idempotency-Key, at the hourly post limit', () => {
  const t = useTestApp({ rateLimits: { createPost: { max: 1, windowMs: 3_600_000 } } });
  const { vendorWithToken } = postForms(t);

  const send = (token: string, key: string) =>
    t().app.inject({ method: 'POST', url: '/api/', payload: postFields(), headers: { authorization: `Token ${token}`, 'idempotency-key': key } });

  it('answers the resend of a stored post instead of refusing it: only new posts count', async () => {
    const { token } = await vendorWithToken();
    const first = await send(token, 'k-post-limit-1');
    const again = await send(token, 'k-post-limit-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode, again.body).toBe(201);
    expect(createPostAnswerSchema.parse(again.json()).post.id).toBe(createPostAnswerSchema.parse(first.json()).post.id);
    expect((await send(token, 'k-post-limit-2')).statusCode).toBe(429);
  });
});
