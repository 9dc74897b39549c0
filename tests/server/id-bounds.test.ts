import { describe, expect, it } from 'vitest';
import { CLOSE_CODES, errorAnswerSchema, LIMITS, MESSAGES } from '../../src/contract';
import { call, roomBetween, sentText } from './chat-fixtures';
import { useTestApp } from './helpers';
import { chatSocket, connect, roomOfTwo, socketRoot, textFrame } from './realtime-clients';
import { signedInUser, vendorWithPost } from './social-fixtures';

/** One past the largest id an integer column holds (PostgreSQL's integer, serial), and a much larger one. */
const PAST_MAX = [LIMITS.rowIdMax + 1, 2 ** 53 - 1];

type Probe = [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: Record<string, unknown>];

/** Every call that takes an id (or a sequence number) in its path, query or body, with `id` in it. */
function probes(id: number, code: string, postId: number): Probe[] {
  const messages = `/api/v2/chats/${code}/messages`;
  return [
    ['GET', `/api/post/${id}`],
    ['POST', `/api/post/${id}/share`, {}],
    ['POST', '/api/like', { post_id: id }],
    ['GET', `/api/checklike?posts=${postId},${id}`],
    ['POST', '/api/saved', { post_id: id }],
    ['POST', '/api/hidden', { post_id: id }],
    ['GET', `/api/comment?post=${id}`],
    ['POST', '/api/comment', { post: id, comment: 'Nice' }],
    ['POST', '/api/comment', { post: postId, comment: 'Nice', parent: id }],
    ['DELETE', '/api/', { postid: id }],
    ['GET', `/api/?snapshot=${id}`],
    ['GET', `/api/?category=${id}`],
    ['POST', '/api/', { title: 'Shoes', description: 'Leather', category: id, price: 100, delivery_time: 'next_day' }],
    ['GET', `/api/nearby/vendors?lat=6.5&lng=3.4&category=${id}`],
    ['GET', `/api/nearby/products?lat=6.5&lng=3.4&category=${id}`],
    ['GET', `/api/notifications?before=${id}`],
    ['POST', `/api/notifications/${id}/read`, {}],
    ['POST', '/api/notifications/read', { up_to: id }],
    ['POST', `/api/sessions/${id}/signout`, {}],
    ['POST', '/api/feedback', { type: 'support', subject: 'Help', message: 'Please help', ticket_number: `TKT-${id}` }],
    ['GET', `${messages}/?after_seq=${id}`],
    ['GET', `${messages}/?before_seq=${id}`],
    ['GET', `/api/chat/${code}/messages/?after_seq=${id}`],
    ['GET', `${messages}/${id}/`],
    ['PATCH', `${messages}/${id}/`, { message: 'edited' }],
    ['DELETE', `${messages}/${id}/`],
    ['POST', `${messages}/${id}/react/`, { reaction: '👍' }],
  ];
}

describe('ids past the integer columns', () => {
  const t = useTestApp();

  it('answer every call that takes an id with a 4xx in the error shape, never a 500', async () => {
    const { vendor, postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const code = await roomBetween(t(), vendor, buyer);
    await sentText(t(), buyer, code, 'Is it available?');
    const failures: string[] = [];
    for (const id of PAST_MAX) {
      for (const [method, url, body] of probes(id, code, postId)) {
        const response = await call(t(), method, url, vendor.token, body);
        const shaped = errorAnswerSchema.safeParse(response.json()).success;
        if (response.statusCode < 400 || response.statusCode >= 500 || !shaped) {
          failures.push(`${method} ${url} ${JSON.stringify(body ?? '')}: ${response.statusCode} ${response.body.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('ids past the integer columns over sockets', () => {
  const t = useTestApp();

  it('are refused with an error frame on the chat socket, which stays open and keeps working', async () => {
    const root = await socketRoot(t().app);
    const { alice, room } = await roomOfTwo(t().stores);
    const socket = await chatSocket(root, room.uniquecode, alice.token);
    const refused = [
      { type: 'resume', after_seq: LIMITS.rowIdMax + 1 },
      { type: 'message_read', message_ids: [1, LIMITS.rowIdMax + 1] },
      { type: 'message_read', message_ids: [2 ** 53 - 1] },
    ];
    for (const frame of refused) socket.send(frame);
    const errors = await socket.collect('error', refused.length);
    expect(errors.map((frame) => frame.message)).toEqual([MESSAGES.afterSeqInvalid, MESSAGES.invalidSocketMessage, MESSAGES.invalidSocketMessage]);
    socket.send(textFrame(room.uniquecode, alice.username, 'after-refusals'));
    expect((await socket.next('message_sent')).message.seq).toBe(1);
    socket.send({ type: 'resume', after_seq: LIMITS.rowIdMax });
    socket.send({ type: 'ping' });
    await socket.next('pong');
    expect(socket.all('error')).toHaveLength(refused.length);
    await socket.close();
  });

  it('close the post socket of a post id past them as the socket of a missing post', async () => {
    const root = await socketRoot(t().app);
    const { alice } = await roomOfTwo(t().stores);
    const socket = connect(`${root}/social/post/${LIMITS.rowIdMax + 1}/?token=${encodeURIComponent(alice.token)}`);
    expect(await socket.closed).toEqual({ code: CLOSE_CODES.normal, reason: MESSAGES.postNotFound });
  });
});
