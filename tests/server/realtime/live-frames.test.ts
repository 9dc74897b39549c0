import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessageSchema } from '../../../src/contract';
import { roomBetween, sendText } from '../support/chat-fixtures';
import { post, useTestApp } from '../support/helpers';
import { captureLogs, LOG_LEVELS } from '../support/log-capture';
import { notificationsOf, signedInUser, vendorWithPost } from '../support/social-fixtures';

const logs = captureLogs();

describe('live frames when the hub fails', () => {
  const t = useTestApp({ logger: logs.logger });
  afterEach(() => logs.clear());

  const hubDown = () => vi.spyOn(t().hub, 'publish').mockRejectedValue(new Error('hub down'));
  const unpublished = () =>
    logs
      .lines()
      .filter((line) => line.level === LOG_LEVELS.warn && line.msg === 'live frame not published')
      .map((line) => line.channel);

  it('stores a chat message and its notification, answers 201, and logs the room and the recipient frames', async () => {
    const vendor = await signedInUser(t(), { username: 'ada_fabrics' });
    const buyer = await signedInUser(t(), { username: 'tunde_b' });
    const code = await roomBetween(t(), buyer, vendor);
    hubDown();

    const answer = await sendText(t(), buyer, code, 'Is the blue one available?', 'tmp-1');
    expect(answer.statusCode).toBe(201);
    expect(chatMessageSchema.parse(answer.json())).toMatchObject({ seq: 1, temp_id: 'tmp-1' });
    expect((await notificationsOf(t(), vendor.id)).map((item) => item.kind)).toEqual(['message']);
    expect(unpublished()).toEqual([`room:${code}`, `user:${vendor.id}`]);
  });

  it('records a like and its notification, answers 200, and logs the recipient and the post frames', async () => {
    const { vendor, postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t(), { username: 'tunde_b' });
    hubDown();

    const answer = await post(t().app, '/api/like', { post_id: postId }, buyer.token);
    expect(answer.statusCode).toBe(200);
    expect((await notificationsOf(t(), vendor.id)).map((item) => item.kind)).toEqual(['like']);
    expect(unpublished()).toEqual([`user:${vendor.id}`, `post:${postId}`]);
  });
});
