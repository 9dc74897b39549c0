import { describe, expect, it } from 'vitest';
import { blockAnswerSchema, blockedUsersAnswerSchema, commentsAnswerSchema, displayName, feedAnswerSchema, MESSAGES } from '../../../../src/contract';
import { roomBetween, sendText } from '../../support/chat-fixtures';
import { newPost } from '../../support/factories';
import { get, json, post, useTestApp, type TestApp } from '../../support/helpers';
import { signedInUser, signedInVendor, type Member } from '../../support/social-fixtures';

const block = (t: TestApp, blocker: Member, username: string, action?: boolean) =>
  post(t.app, '/api/blocks', { username, ...(action === undefined ? {} : { action }) }, blocker.token);

const feedIds = async (t: TestApp, token?: string) => feedAnswerSchema.parse((await get(t.app, '/api/?page=1', token)).json()).results.map((item) => item.id);

describe('POST /api/blocks, GET /api/blocks', () => {
  const t = useTestApp();

  it('blocks and unblocks, lists the caller’s blocked users newest first and answers one’s status', async () => {
    const alice = await signedInUser(t());
    const bola = await signedInUser(t(), { username: 'bola_b' });
    const chidi = await signedInUser(t(), { username: 'chidi_c' });
    const blocked = await block(t(), alice, bola.username);
    expect(blocked.statusCode).toBe(200);
    expect(blockAnswerSchema.parse(blocked.json())).toEqual({ username: 'bola_b', blocked: true, message: MESSAGES.userBlocked });
    t().clock.advance(1000);
    await block(t(), alice, chidi.username, true);
    const list = blockedUsersAnswerSchema.parse((await get(t().app, '/api/blocks', alice.token)).json());
    expect(list.results.map((user) => user.username)).toEqual(['chidi_c', 'bola_b']);
    expect(list.results[1]?.display_name).toBe(displayName(bola));
    expect(json(await get(t().app, '/api/blocks/bola_b', alice.token))).toEqual({ username: 'bola_b', blocked: true });
    expect(json(await get(t().app, `/api/blocks/${alice.username}`, bola.token))).toEqual({ username: alice.username, blocked: false });

    expect(json(await block(t(), alice, bola.username, false))).toEqual({ username: 'bola_b', blocked: false, message: MESSAGES.userUnblocked });
    expect(blockedUsersAnswerSchema.parse((await get(t().app, '/api/blocks', alice.token)).json()).results.map((user) => user.username)).toEqual(['chidi_c']);
    expect(blockedUsersAnswerSchema.parse((await get(t().app, '/api/blocks', bola.token)).json()).results).toEqual([]);
  });

  it('refuses visitors (401), oneself (400) and unknown users (404)', async () => {
    const alice = await signedInUser(t());
    expect((await post(t().app, '/api/blocks', { username: alice.username })).statusCode).toBe(401);
    expect((await get(t().app, '/api/blocks')).statusCode).toBe(401);
    const self = await block(t(), alice, alice.username);
    expect(self.statusCode).toBe(400);
    expect(json(self).message).toBe(MESSAGES.cannotBlockSelf);
    const missing = await block(t(), alice, 'nobody_here');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe(MESSAGES.userNotFound);
  });
});

describe('what a block stops', () => {
  const t = useTestApp();

  it('neither side opens a chat with the other nor sends in the room they had (403 with the reason)', async () => {
    const vendor = await signedInVendor(t());
    const buyer = await signedInUser(t());
    const code = await roomBetween(t(), buyer, vendor);
    expect((await sendText(t(), buyer, code, 'Is it available?')).statusCode).toBe(201);
    await block(t(), vendor, buyer.username);

    const cases: [Member, string, string][] = [
      [buyer, vendor.username, MESSAGES.blockedByThisUser],
      [vendor, buyer.username, MESSAGES.youBlockedThisUser],
    ];
    for (const [from, to, message] of cases) {
      const opened = await post(t().app, '/api/v2/chats/', { receiver: to }, from.token);
      expect(opened.statusCode).toBe(403);
      expect(json(opened).message).toBe(message);
      const sent = await sendText(t(), from, code, 'Hello?');
      expect(sent.statusCode).toBe(403);
      expect(json(sent).message).toBe(message);
    }

    await block(t(), vendor, buyer.username, false);
    expect((await sendText(t(), buyer, code, 'Hello again')).statusCode).toBe(201);
  });

  it('the blocker’s feed and comments leave out the blocked user’s posts and comments; others still see them', async () => {
    const vendor = await signedInVendor(t());
    const postId = await newPost(t().stores, vendor);
    const reader = await signedInUser(t());
    const other = await signedInUser(t());
    const commenter = await signedInUser(t());
    await post(t().app, '/api/comment', { post: postId, comment: 'Lovely colours' }, commenter.token);
    await block(t(), reader, vendor.username);
    await block(t(), reader, commenter.username);

    expect(await feedIds(t(), reader.token)).not.toContain(postId);
    expect(await feedIds(t(), other.token)).toContain(postId);
    expect(await feedIds(t())).toContain(postId);
    const comments = (token?: string) => get(t().app, `/api/comment?post=${postId}`, token).then((answer) => commentsAnswerSchema.parse(answer.json()).comments.length);
    expect(await comments(reader.token)).toBe(0);
    expect(await comments(other.token)).toBe(1);
    expect(await comments()).toBe(1);
  });

  it('the blocked user cannot follow the blocker nor comment on their posts, and the block ends their follows', async () => {
    const vendor = await signedInVendor(t());
    const postId = await newPost(t().stores, vendor);
    const fan = await signedInUser(t());
    await post(t().app, '/api/follow', { user: vendor.username, action: true }, fan.token);
    await block(t(), vendor, fan.username);

    const follow = await post(t().app, '/api/follow', { user: vendor.username, action: true }, fan.token);
    expect(follow.statusCode).toBe(403);
    expect(json(follow).message).toBe(MESSAGES.cannotFollowBlocked);
    const following = await t().stores.follows.isFollowing(fan.id, vendor.id);
    expect(following).toBe(false);
    const comment = await post(t().app, '/api/comment', { post: postId, comment: 'Scam!' }, fan.token);
    expect(comment.statusCode).toBe(403);
    expect(json(comment).message).toBe(MESSAGES.cannotCommentBlocked);
  });
});
