import { describe, expect, it } from 'vitest';
import { checkLikeAnswerSchema, errorAnswerSchema, likeAnswerSchema, LIMITS, MESSAGES } from '../../../../src/contract';
import { get, json, post, useTestApp } from '../../support/helpers';
import { postCounters, signedInUser, socialState, vendorWithPost } from '../../support/social-fixtures';

describe('POST /api/like', () => {
  const t = useTestApp();

  it('toggles without action and answers the state and the count', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const first = await post(t().app, '/api/like', { post_id: postId }, buyer.token);
    expect(first.statusCode).toBe(200);
    expect(likeAnswerSchema.parse(first.json())).toEqual({ post_id: postId, liked: true, no_of_likes: 1 });
    const second = await post(t().app, '/api/like', { post_id: String(postId) }, buyer.token);
    expect(likeAnswerSchema.parse(second.json())).toEqual({ post_id: postId, liked: false, no_of_likes: 0 });
  });

  it('sets the state with action, so a repeat changes nothing and the count never goes below 0', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    for (const expected of [1, 1]) {
      const answer = await post(t().app, '/api/like', { post_id: postId, action: true }, buyer.token);
      expect(json(answer)).toEqual({ post_id: postId, liked: true, no_of_likes: expected });
    }
    for (const expected of [0, 0]) {
      const answer = await post(t().app, '/api/like', { post_id: postId, action: false }, buyer.token);
      expect(json(answer)).toEqual({ post_id: postId, liked: false, no_of_likes: expected });
    }
    expect(await postCounters(t(), postId)).toMatchObject({ no_of_likes: 0 });
  });

  it('changes the count once for concurrent identical requests', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const likes = await Promise.all(
      Array.from({ length: 6 }, () => post(t().app, '/api/like', { post_id: postId, action: true }, buyer.token)),
    );
    for (const answer of likes) expect(json(answer)).toMatchObject({ liked: true });
    expect(await postCounters(t(), postId)).toMatchObject({ no_of_likes: 1 });
    expect((await socialState(t())).likes).toBe(1);

    const unlikes = await Promise.all(
      Array.from({ length: 6 }, () => post(t().app, '/api/like', { post_id: postId, action: false }, buyer.token)),
    );
    for (const answer of unlikes) expect(json(answer)).toMatchObject({ liked: false, no_of_likes: 0 });
    expect(await postCounters(t(), postId)).toMatchObject({ no_of_likes: 0 });
    expect((await socialState(t())).likes).toBe(0);
  });

  it('keeps the count equal to the likes under concurrent toggles and many likers', async () => {
    const { postId } = await vendorWithPost(t());
    const buyers = await Promise.all(Array.from({ length: 4 }, (_, index) => signedInUser(t(), { username: `buyer_${index}` })));
    const toggles = buyers.flatMap((buyer) => [1, 2, 3].map(() => post(t().app, '/api/like', { post_id: postId }, buyer.token)));
    const answers = await Promise.all(toggles);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const { likes } = await socialState(t());
    expect(await postCounters(t(), postId)).toMatchObject({ no_of_likes: likes });

    await Promise.all(buyers.map((buyer) => post(t().app, '/api/like', { post_id: postId, action: true }, buyer.token)));
    expect(await postCounters(t(), postId)).toMatchObject({ no_of_likes: 4 });
  });

  it('never takes a drifted count below 0 on unlike', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    await post(t().app, '/api/like', { post_id: postId, action: true }, buyer.token);
    await t().db.kysely.updateTable('posts').set({ no_of_likes: 0 }).where('id', '=', postId).execute();
    const answer = await post(t().app, '/api/like', { post_id: postId, action: false }, buyer.token);
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual({ post_id: postId, liked: false, no_of_likes: 0 });
  });

  it('refuses visitors with 401 and changes nothing', async () => {
    const { postId } = await vendorWithPost(t());
    const before = await socialState(t());
    const answer = await post(t().app, '/api/like', { post_id: postId });
    expect(answer.statusCode).toBe(401);
    expect(json(answer)).toEqual({ message: MESSAGES.authenticationRequired });
    expect(await socialState(t())).toEqual(before);
  });

  it('answers 404 for a missing post and 400 for a bad body (an id past the integer columns too)', async () => {
    const buyer = await signedInUser(t());
    const missing = await post(t().app, '/api/like', { post_id: 987_654 }, buyer.token);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: MESSAGES.postNotFound });
    const pastMax = { post_id: LIMITS.rowIdMax + 1 };
    for (const body of [{}, { post_id: 'abc' }, { post_id: 0 }, { post_id: 1.5 }, pastMax, { post_id: 1, action: 'yes' }]) {
      const bad = await post(t().app, '/api/like', body, buyer.token);
      expect(bad.statusCode).toBe(400);
      expect(errorAnswerSchema.parse(bad.json()).errors).toBeDefined();
    }
  });
});

describe('GET /api/checklike', () => {
  const t = useTestApp();

  it("lists the caller's likes, narrowed by posts=", async () => {
    const { vendor, postId: first } = await vendorWithPost(t());
    const { postId: second } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    await post(t().app, '/api/like', { post_id: first }, buyer.token);
    await post(t().app, '/api/like', { post_id: second }, buyer.token);
    await post(t().app, '/api/like', { post_id: first }, vendor.token);

    const all = await get(t().app, '/api/checklike', buyer.token);
    expect(all.statusCode).toBe(200);
    const records = checkLikeAnswerSchema.parse(all.json());
    expect(records.map((record) => record.post_id).sort()).toEqual([first, second].sort());
    expect(records[0]).toMatchObject({ username: { username: buyer.username }, action: true });

    const narrowed = await get(t().app, `/api/checklike?posts=${first},987654`, buyer.token);
    expect(checkLikeAnswerSchema.parse(narrowed.json())).toEqual([
      { post_id: first, username: { username: buyer.username }, action: true },
    ]);
  });

  it('needs a login and a well-formed list', async () => {
    const visitor = await get(t().app, '/api/checklike');
    expect(visitor.statusCode).toBe(401);
    const buyer = await signedInUser(t());
    for (const posts of ['1,abc', `1,${LIMITS.rowIdMax + 1}`]) {
      const bad = await get(t().app, `/api/checklike?posts=${posts}`, buyer.token);
      expect(bad.statusCode).toBe(400);
      expect(json(bad).message).toBe(MESSAGES.missingPostId);
    }
  });
});

describe('like rate limit', () => {
  const t = useTestApp({ rateLimits: { like: { max: 2, windowMs: 60_000 } } });

  it('answers 429 with Retry-After past the per-user limit', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    for (let index = 0; index < 2; index += 1) {
      expect((await post(t().app, '/api/like', { post_id: postId }, buyer.token)).statusCode).toBe(200);
    }
    const limited = await post(t().app, '/api/like', { post_id: postId }, buyer.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const other = await signedInUser(t());
    expect((await post(t().app, '/api/like', { post_id: postId }, other.token)).statusCode).toBe(200);
  });
});

/** Values of every JSON type, empty and oversize text, a lone surrogate and out-of-range numbers. */
const WRONG_VALUES: unknown[] = [null, 0, -1, 1.5, true, [], ['a'], {}, '', ' ', 'x'.repeat(100_000), '\uD800', 1e300, '99999999999999999999'];

describe('every social write, given a wrong value in any field or a body that is not an object', () => {
  const t = useTestApp();

  it('answers 4xx, never 500', async () => {
    const { vendor, postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const bodies: [string, Record<string, unknown>][] = [
      ['/api/like', { post_id: postId, action: true }],
      ['/api/comment', { post: postId, comment: 'Hi', parent: null, user: buyer.username }],
      ['/api/follow', { user: vendor.username, action: true }],
      ['/api/saved', { post_id: postId, action: true }],
      ['/api/hidden', { post_id: postId, action: true }],
      ['/api/rating', { vendor: vendor.username, rating: 4 }],
      [`/api/post/${postId}/share`, { target: 'email' }],
      ['/api/v2/chats/', { receiver: vendor.username }],
    ];
    const failures: string[] = [];
    for (const [url, body] of bodies) {
      const wholeBodies = [null, [], [1], 'text', 5, true].map((whole) => JSON.stringify(whole));
      const fieldBodies = Object.keys(body).flatMap((field) => WRONG_VALUES.map((value) => JSON.stringify({ ...body, [field]: value })));
      for (const payload of [...wholeBodies, ...fieldBodies]) {
        const answer = await t().app.inject({
          method: 'POST',
          url,
          payload,
          headers: { authorization: `Token ${buyer.token}`, 'content-type': 'application/json' },
        });
        if (answer.statusCode >= 500) failures.push(`${url} ${payload.slice(0, 60)}: ${answer.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
