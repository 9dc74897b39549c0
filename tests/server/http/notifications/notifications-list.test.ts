import { describe, expect, it } from 'vitest';
import { commentAnswerSchema, MESSAGES, notificationsAnswerSchema, type Notification } from '../../../../src/contract';
import { call, roomBetween, sentText } from '../../support/chat-fixtures';
import { json, post, useTestApp, type TestApp } from '../../support/helpers';
import { signedInUser, vendorWithPost, type Member } from '../../support/social-fixtures';

const TITLE = 'Ankara fabric, 6 yards';

async function listed(t: TestApp, member: Member, query = ''): Promise<Notification[]> {
  const answer = await call(t, 'GET', `/api/notifications${query}`, member.token);
  expect(answer.statusCode).toBe(200);
  return notificationsAnswerSchema.parse(answer.json());
}

describe('GET /api/notifications', () => {
  const t = useTestApp();

  it('lists one notification of each kind, newest first, with the texts and details the page shows', async () => {
    const { vendor, postId } = await vendorWithPost(t(), { username: 'ada_fabrics' }, { title: TITLE });
    const buyer = await signedInUser(t(), { username: 'tunde_b' });
    const step = () => t().clock.advance(1000);

    await post(t().app, '/api/like', { post_id: postId }, buyer.token);
    step();
    const comment = commentAnswerSchema.parse((await post(t().app, '/api/comment', { post: postId, comment: 'Price?' }, buyer.token)).json());
    step();
    await post(t().app, '/api/follow', { user: vendor.username }, buyer.token);
    step();
    await post(t().app, `/api/post/${postId}/share`, { target: 'whatsapp' }, buyer.token);
    step();
    const code = await roomBetween(t(), buyer, vendor);
    await sentText(t(), buyer, code, 'Is it still available?');
    step();
    await post(t().app, '/api/comment', { post: postId, comment: 'N15,000', parent: comment.comment.id }, vendor.token);

    const vendorList = await listed(t(), vendor);
    expect(vendorList.map((item) => [item.type, item.title, item.message])).toEqual([
      ['message', 'tunde_b sent you a message', 'tunde_b sent you a message'],
      ['share', 'tunde_b shared your post', `tunde_b shared your post "${TITLE}"`],
      ['follow', 'tunde_b started following you', 'tunde_b started following you'],
      ['comment', 'tunde_b commented on your post', `tunde_b commented on your post "${TITLE}"`],
      ['like', 'tunde_b liked your post', `tunde_b liked your post "${TITLE}"`],
    ]);
    const byType = Object.fromEntries(vendorList.map((item) => [item.type, item]));
    expect(byType.message).toMatchObject({ uniquecode: code, message_text: 'Is it still available?', post_id: null, follower: null });
    expect(byType.follow).toMatchObject({ follower: 'tunde_b', post_id: null });
    expect(byType.comment).toMatchObject({
      post_id: postId,
      post_title: TITLE,
      comment_text: 'Price?',
      data: { post_id: postId, user_id: buyer.id, comment_preview: 'Price?' },
    });
    expect(byType.like).toMatchObject({
      actor: 'tunde_b',
      username: 'tunde_b',
      is_read: false,
      post_id: postId,
      post_title: TITLE,
      comment_text: null,
      message_text: null,
      data: { post_id: postId, user_id: buyer.id, comment_preview: null },
    });

    const buyerList = await listed(t(), buyer);
    expect(buyerList.map((item) => [item.type, item.title, item.message, item.comment_text])).toEqual([
      ['reply', 'ada_fabrics replied to your comment', 'ada_fabrics replied to your comment', 'N15,000'],
    ]);
  });

  it('pages older notifications with `before` and shows read ones as read', async () => {
    const owner = await signedInUser(t());
    const fans = await Promise.all([1, 2, 3].map((index) => signedInUser(t(), { username: `fan_${index}` })));
    for (const fan of fans) await post(t().app, '/api/follow', { user: owner.username }, fan.token);
    await t().db.kysely.updateTable('notifications').set({ read_at: t().clock.now().toISOString() }).where('actor_id', '=', fans[0]?.id ?? 0).execute();

    const first = await listed(t(), owner, '?page_size=2');
    expect(first.map((item) => item.actor)).toEqual(['fan_3', 'fan_2']);
    const older = await listed(t(), owner, `?page_size=2&before=${first[1]?.id}`);
    expect(older.map((item) => [item.actor, item.is_read])).toEqual([['fan_1', true]]);
    expect(await listed(t(), fans[0] as Member)).toEqual([]);
    expect((await call(t(), 'GET', '/api/notifications?before=abc', owner.token)).statusCode).toBe(400);
  });

  it('refuses visitors', async () => {
    const answer = await call(t(), 'GET', '/api/notifications');
    expect(answer.statusCode).toBe(401);
    expect(json(answer)).toEqual({ message: MESSAGES.authenticationRequired });
  });
});
