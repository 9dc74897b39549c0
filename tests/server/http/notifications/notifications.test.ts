import { describe, expect, it } from 'vitest';
import { commentAnswerSchema, fillTemplate, MESSAGES, NOTIFICATION_TEXTS, shareAnswerSchema } from '../../../../src/contract';
import { storedText } from '../../support/chat-fixtures';
import { json, post, useTestApp, type TestApp } from '../../support/helpers';
import { notificationsOf, signedInUser, socialState, vendorWithPost } from '../../support/social-fixtures';

const TITLE = 'Ankara fabric, 6 yards';

async function markAllRead(t: TestApp): Promise<void> {
  await t.db.kysely.updateTable('notifications').set({ read_at: t.clock.now().toISOString() }).execute();
}

/** What a notification other than a saved search's alert holds of one. */
const NOT_AN_ALERT = { saved_search_id: null, saved_search_name: null, saved_search_query: null };

describe('notifications recorded by the social acts', () => {
  const t = useTestApp();

  it('records a like for the owner, never for liking your own post, and not again while unread', async () => {
    const { vendor, postId } = await vendorWithPost(t(), {}, { title: TITLE });
    const buyer = await signedInUser(t(), { username: 'tunde_b' });
    await post(t().app, '/api/like', { post_id: postId }, vendor.token);
    expect(await notificationsOf(t(), vendor.id)).toEqual([]);

    await post(t().app, '/api/like', { post_id: postId }, buyer.token);
    await post(t().app, '/api/like', { post_id: postId }, buyer.token);
    await post(t().app, '/api/like', { post_id: postId }, buyer.token);
    const afterRelike = await notificationsOf(t(), vendor.id);
    expect(afterRelike).toEqual([
      {
        id: expect.any(Number),
        kind: 'like',
        text: `tunde_b liked your post "${TITLE}"`,
        actor: 'tunde_b',
        actor_id: buyer.id,
        post_id: postId,
        comment_id: null,
        chat_code: null,
        created_at: t().clock.now().toISOString(),
        read_at: null,
        post_title: TITLE,
        comment_text: null,
        message_text: null,
        saved_search_id: null,
        saved_search_name: null,
        saved_search_query: null,
      },
    ]);

    await markAllRead(t());
    await post(t().app, '/api/like', { post_id: postId, action: false }, buyer.token);
    expect(await notificationsOf(t(), vendor.id)).toHaveLength(1);
    await post(t().app, '/api/like', { post_id: postId, action: true }, buyer.token);
    expect((await notificationsOf(t(), vendor.id)).map((item) => item.kind)).toEqual(['like', 'like']);
  });

  it('records a comment for the owner and a reply for the parent author, never for yourself', async () => {
    const { vendor, postId } = await vendorWithPost(t(), {}, { title: TITLE });
    const buyer = await signedInUser(t(), { username: 'tunde_b' });
    const buyerComment = commentAnswerSchema.parse((await post(t().app, '/api/comment', { post: postId, comment: 'Price?' }, buyer.token)).json());
    const ownComment = commentAnswerSchema.parse((await post(t().app, '/api/comment', { post: postId, comment: 'Welcome!' }, vendor.token)).json());
    await post(t().app, '/api/comment', { post: postId, comment: 'N15,000', parent: buyerComment.comment.id }, vendor.token);
    await post(t().app, '/api/comment', { post: postId, comment: 'Also in blue?', parent: buyerComment.comment.id }, buyer.token);
    await post(t().app, '/api/comment', { post: postId, comment: 'Thanks', parent: ownComment.comment.id }, buyer.token);

    const vendorNotices = await notificationsOf(t(), vendor.id);
    expect(vendorNotices.map((item) => [item.kind, item.text])).toEqual([
      ['reply', fillTemplate(NOTIFICATION_TEXTS.reply, { actor: 'tunde_b' })],
      ['comment', `tunde_b commented on your post "${TITLE}"`],
    ]);
    expect(vendorNotices[1]).toMatchObject({ post_id: postId, comment_id: buyerComment.comment.id });
    const buyerNotices = await notificationsOf(t(), buyer.id);
    expect(buyerNotices.map((item) => [item.kind, item.actor, item.post_id])).toEqual([['reply', vendor.username, postId]]);
  });

  it('records a follow, not again while unread, never for an unfollow', async () => {
    const followed = await signedInUser(t(), { username: 'ada_fabrics' });
    const fan = await signedInUser(t(), { username: 'tunde_b' });
    for (let index = 0; index < 3; index += 1) await post(t().app, '/api/follow', { user: followed.username }, fan.token);
    const notices = await notificationsOf(t(), followed.id);
    expect(notices.map((item) => [item.kind, item.text, item.post_id])).toEqual([['follow', 'tunde_b started following you', null]]);
    expect(await notificationsOf(t(), fan.id)).toEqual([]);
  });

  it('lists newest first, a chat message’s notification among the others, as the message store recorded it', async () => {
    const owner = await signedInUser(t());
    const actor = await signedInUser(t(), { username: 'sender_one' });
    const { room } = await t().stores.chatRooms.open(actor.id, owner.id);
    const { notice } = await storedText(t().stores, room, actor, 'Hello');
    await post(t().app, '/api/follow', { user: owner.username }, actor.token);
    const notices = await notificationsOf(t(), owner.id);
    expect(notices.map((item) => [item.kind, item.text, item.chat_code])).toEqual([
      ['follow', 'sender_one started following you', null],
      ['message', 'sender_one sent you a message', room.uniquecode],
    ]);
    expect(notices[1]).toEqual({ ...notice, actor_id: actor.id, post_title: null, comment_text: null, message_text: 'Hello', ...NOT_AN_ALERT });
    const toSelf = { kind: 'follow' as const, recipientId: owner.id, actor: { id: owner.id, username: owner.username } };
    expect(await t().stores.notifications.record(toSelf)).toBeNull();
  });
});

describe('POST /api/post/{id}/share', () => {
  const t = useTestApp();

  it('answers success to anyone and tells the owner about signed-in sharers who are not them', async () => {
    const { vendor, postId } = await vendorWithPost(t(), {}, { title: TITLE });
    const buyer = await signedInUser(t(), { username: 'tunde_b' });
    for (const token of [undefined, vendor.token, buyer.token]) {
      const answer = await post(t().app, `/api/post/${postId}/share`, { target: 'whatsapp' }, token);
      expect(answer.statusCode).toBe(200);
      expect(shareAnswerSchema.parse(answer.json())).toEqual({ success: true, message: MESSAGES.postShared });
    }
    const notices = await notificationsOf(t(), vendor.id);
    expect(notices.map((item) => [item.kind, item.text, item.post_id])).toEqual([['share', `tunde_b shared your post "${TITLE}"`, postId]]);
  });

  it('refuses a missing post (404) and a bad target or id (400), changing nothing', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const before = await socialState(t());
    const missing = await post(t().app, '/api/post/987654/share', { target: 'email' }, buyer.token);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: MESSAGES.postNotFound });
    expect((await post(t().app, `/api/post/${postId}/share`, { target: 'fax' }, buyer.token)).statusCode).toBe(400);
    expect((await post(t().app, '/api/post/abc/share', { target: 'email' }, buyer.token)).statusCode).toBe(400);
    expect(await socialState(t())).toEqual(before);
  });
});
