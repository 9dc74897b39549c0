import { describe, expect, it } from 'vitest';
import { commentAnswerSchema, commentsAnswerSchema, DURATIONS, IDEMPOTENCY_KEY_INVALID } from '../../../../src/contract';
import { get, json, useTestApp, type TestApp } from '../../support/helpers';
import { notificationsOf, postCounters, signedInUser, vendorWithPost } from '../../support/social-fixtures';

/** POST /api/comment as the client sends it, with its Idempotency-Key when it has one. */
function sendComment(t: TestApp, token: string, body: Record<string, unknown>, key?: string) {
  const headers: Record<string, string> = { authorization: `Token ${token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) };
  return t.app.inject({ method: 'POST', url: '/api/comment', payload: body, headers });
}

async function listed(t: TestApp, postId: number) {
  return commentsAnswerSchema.parse((await get(t.app, `/api/comment?post=${postId}`)).json()).comments;
}

describe('POST /api/comment sent again with the same Idempotency-Key', () => {
  const t = useTestApp();

  it('stores the comment once, answers the resend with it, and tells the owner once', async () => {
    const { vendor, postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const body = { post: postId, comment: 'Is it still available?', parent: null };
    const first = await sendComment(t(), buyer.token, body, 'k-comment-0001');
    // The answer was lost on the way back: the client sends the same action again.
    const again = await sendComment(t(), buyer.token, body, 'k-comment-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(commentAnswerSchema.parse(again.json())).toEqual(commentAnswerSchema.parse(first.json()));
    expect(await listed(t(), postId)).toHaveLength(1);
    expect(await postCounters(t(), postId)).toMatchObject({ no_of_comments: 1 });
    expect((await notificationsOf(t(), vendor.id)).filter((notice) => notice.kind === 'comment')).toHaveLength(1);
  });

  it('stores one of two resends that arrive at once', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const body = { post: postId, comment: 'Price?', parent: null };
    const answers = await Promise.all([1, 2, 3].map(() => sendComment(t(), buyer.token, body, 'k-comment-race')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const ids = answers.map((answer) => commentAnswerSchema.parse(answer.json()).comment.id);
    expect(new Set(ids).size).toBe(1);
    expect(await listed(t(), postId)).toHaveLength(1);
    expect(await postCounters(t(), postId)).toMatchObject({ no_of_comments: 1 });
  });

  it('stores a reply once too', async () => {
    const { vendor, postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const top = commentAnswerSchema.parse((await sendComment(t(), buyer.token, { post: postId, comment: 'Price?' }, 'k-top-000001')).json());
    const reply = { post: postId, comment: 'N15,000', parent: top.comment.id };
    await sendComment(t(), vendor.token, reply, 'k-reply-00001');
    const again = await sendComment(t(), vendor.token, reply, 'k-reply-00001');
    expect(commentAnswerSchema.parse(again.json())).toMatchObject({ no_of_comments: 1, comment: { parent: top.comment.id } });
    expect(await listed(t(), postId)).toHaveLength(2);
  });

  it('keeps keys apart per author, and makes a new comment for a new key or none', async () => {
    const { postId } = await vendorWithPost(t());
    const ada = await signedInUser(t());
    const bola = await signedInUser(t());
    const body = { post: postId, comment: 'Nice!' };
    await sendComment(t(), ada.token, body, 'k-shared-0001');
    await sendComment(t(), bola.token, body, 'k-shared-0001');
    await sendComment(t(), ada.token, body, 'k-shared-0002');
    await sendComment(t(), ada.token, body);
    await sendComment(t(), ada.token, body);
    expect(await listed(t(), postId)).toHaveLength(5);
  });

  it('makes a new comment with a key older than the retry window', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const body = { post: postId, comment: 'Still there?' };
    const first = commentAnswerSchema.parse((await sendComment(t(), buyer.token, body, 'k-old-000001')).json());
    t().clock.advance(DURATIONS.writeRetryWindow - 1000);
    expect(commentAnswerSchema.parse((await sendComment(t(), buyer.token, body, 'k-old-000001')).json()).comment.id).toBe(first.comment.id);
    t().clock.advance(2000);
    const later = commentAnswerSchema.parse((await sendComment(t(), buyer.token, body, 'k-old-000001')).json());
    expect(later.comment.id).not.toBe(first.comment.id);
    expect(later.no_of_comments).toBe(2);
  });

  it('refuses a malformed key with 400 and stores nothing', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    for (const key of ['short', 'x'.repeat(65), 'has space here', 'ünïcødé-key']) {
      const answer = await sendComment(t(), buyer.token, { post: postId, comment: 'Hi' }, key);
      expect(answer.statusCode, key).toBe(400);
      expect(json(answer)).toEqual({ message: IDEMPOTENCY_KEY_INVALID, errors: { idempotency_key: [IDEMPOTENCY_KEY_INVALID] } });
    }
    expect(await listed(t(), postId)).toHaveLength(0);
  });
});

describe('a comment sent again with its Idempotency-Key, at the rate limit', () => {
  const t = useTestApp({ rateLimits: { comment: { max: 1, windowMs: 60_000 } } });

  it('answers the resend of a stored comment instead of refusing it: only new comments count', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const body = { post: postId, comment: 'Is it still available?', parent: null };
    const first = await sendComment(t(), buyer.token, body, 'k-limit-0001');
    const again = await sendComment(t(), buyer.token, body, 'k-limit-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode, again.body).toBe(201);
    expect(commentAnswerSchema.parse(again.json())).toEqual(commentAnswerSchema.parse(first.json()));
    const another = await sendComment(t(), buyer.token, { ...body, comment: 'Price?' }, 'k-limit-0002');
    expect(another.statusCode).toBe(429);
  });
});
