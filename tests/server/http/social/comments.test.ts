import { describe, expect, it } from 'vitest';
import { commentAnswerSchema, commentsAnswerSchema, LIMITS, MESSAGES } from '../../../../src/contract';
import { get, json, post, useTestApp } from '../../support/helpers';
import { postCounters, signedInUser, socialState, vendorWithPost } from '../../support/social-fixtures';

describe('POST /api/comment and GET /api/comment?post=', () => {
  const t = useTestApp();

  it('adds a comment (201), counts it, and lists it with its author', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t(), { firstName: 'Tunde', lastName: 'Bakare' });
    const answer = await post(t().app, '/api/comment', { user: buyer.username, post: postId, comment: '  Still available?  ', parent: null }, buyer.token);
    expect(answer.statusCode).toBe(201);
    const added = commentAnswerSchema.parse(answer.json());
    expect(added).toMatchObject({
      no_of_comments: 1,
      comment: {
        user: { username: buyer.username, display_name: 'Tunde Bakare', profileimg: '' },
        post: postId,
        comment: 'Still available?',
        parent: null,
      },
    });
    expect(await postCounters(t(), postId)).toMatchObject({ no_of_comments: 1 });

    const listed = await get(t().app, `/api/comment?post=${postId}`);
    expect(listed.statusCode).toBe(200);
    expect(commentsAnswerSchema.parse(listed.json())).toEqual({ comments: [added.comment] });
  });

  it('adds replies under a comment of the same post without counting them, oldest first', async () => {
    const { vendor, postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const top = commentAnswerSchema.parse((await post(t().app, '/api/comment', { post: postId, comment: 'Price?' }, buyer.token)).json());
    const reply = await post(t().app, '/api/comment', { post: postId, comment: 'N15,000', parent: top.comment.id }, vendor.token);
    expect(reply.statusCode).toBe(201);
    const replied = commentAnswerSchema.parse(reply.json());
    expect(replied).toMatchObject({ no_of_comments: 1, comment: { parent: top.comment.id, user: { display_name: vendor.market.marketname } } });
    expect(await postCounters(t(), postId)).toMatchObject({ no_of_comments: 1 });

    const listed = commentsAnswerSchema.parse((await get(t().app, `/api/comment?post=${postId}`)).json());
    expect(listed.comments.map((comment) => [comment.id, comment.parent])).toEqual([
      [top.comment.id, null],
      [replied.comment.id, top.comment.id],
    ]);
  });

  it('refuses a parent that is not a comment on the same post', async () => {
    const { postId } = await vendorWithPost(t());
    const { postId: otherPost } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const elsewhere = commentAnswerSchema.parse((await post(t().app, '/api/comment', { post: otherPost, comment: 'Hi' }, buyer.token)).json());
    const before = await socialState(t());
    for (const parent of [elsewhere.comment.id, 987_654, 99_999_999_999]) {
      const answer = await post(t().app, '/api/comment', { post: postId, comment: 'Reply', parent }, buyer.token);
      expect(answer.statusCode).toBe(400);
      expect(json(answer)).toEqual({ message: MESSAGES.parentCommentInvalid, errors: { parent: [MESSAGES.parentCommentInvalid] } });
    }
    expect(await socialState(t())).toEqual(before);
  });

  it('answers 403 when the vendor disabled comments, and changes nothing', async () => {
    const { vendor, postId } = await vendorWithPost(t(), { market: { allow_comments: 0 } });
    const buyer = await signedInUser(t());
    const before = await socialState(t());
    for (const token of [buyer.token, vendor.token]) {
      const answer = await post(t().app, '/api/comment', { post: postId, comment: 'Hello' }, token);
      expect(answer.statusCode).toBe(403);
      expect(json(answer)).toEqual({ message: MESSAGES.commentsDisabledToast });
    }
    expect(await socialState(t())).toEqual(before);
  });

  it('answers 401 to visitors and changes nothing', async () => {
    const { postId } = await vendorWithPost(t());
    const before = await socialState(t());
    const answer = await post(t().app, '/api/comment', { post: postId, comment: 'Hello' });
    expect(answer.statusCode).toBe(401);
    expect(json(answer)).toEqual({ message: MESSAGES.authenticationRequired });
    expect(await socialState(t())).toEqual(before);
  });

  it('checks the text: empty, 500 for comments, 300 for replies', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const top = commentAnswerSchema.parse((await post(t().app, '/api/comment', { post: postId, comment: 'x'.repeat(LIMITS.commentMax) }, buyer.token)).json());
    const cases: [Record<string, unknown>, string][] = [
      [{ post: postId, comment: '   ' }, MESSAGES.commentEmpty],
      [{ post: postId, comment: 'x'.repeat(LIMITS.commentMax + 1) }, MESSAGES.commentTooLong],
      [{ post: postId, comment: ' ', parent: top.comment.id }, MESSAGES.replyEmpty],
      [{ post: postId, comment: 'x'.repeat(LIMITS.replyMax + 1), parent: top.comment.id }, MESSAGES.replyTooLong],
      [{ post: 'abc', comment: 'Hi' }, MESSAGES.missingPostId],
    ];
    for (const [body, message] of cases) {
      const answer = await post(t().app, '/api/comment', body, buyer.token);
      expect(answer.statusCode).toBe(400);
      expect(json(answer).message).toBe(message);
    }
    const longestReply = await post(t().app, '/api/comment', { post: postId, comment: 'y'.repeat(LIMITS.replyMax), parent: top.comment.id }, buyer.token);
    expect(longestReply.statusCode).toBe(201);
  });

  it('answers 404 for a missing post and 400 without one', async () => {
    const buyer = await signedInUser(t());
    const missing = await post(t().app, '/api/comment', { post: 987_654, comment: 'Hi' }, buyer.token);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: MESSAGES.postNotFound });
    const listMissing = await get(t().app, '/api/comment?post=987654');
    expect(listMissing.statusCode).toBe(404);
    const noPost = await get(t().app, '/api/comment');
    expect(noPost.statusCode).toBe(400);
    expect(json(noPost).message).toBe(MESSAGES.missingPostId);
  });
});
