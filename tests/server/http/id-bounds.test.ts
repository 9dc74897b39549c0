import { describe, expect, it } from 'vitest';
import { CLOSE_CODES, errorAnswerSchema, LIMITS, MESSAGES } from '../../../src/contract';
import { call, roomBetween, sentText } from '../support/chat-fixtures';
import { useTestApp, type TestApp } from '../support/helpers';
import { chatSocket, connect, roomOfTwo, socketRoot, textFrame } from '../support/realtime-clients';
import { signedInUser, vendorWithPost } from '../support/social-fixtures';

/** One past the largest id an integer column holds (PostgreSQL's integer, serial), and a much larger one. */
const PAST_MAX = [LIMITS.rowIdMax + 1, 2 ** 53 - 1];

type Probe = [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: Record<string, unknown>];

/** Every call that takes an id (or a sequence number) in its path, query or body, with `given` in it. */
function probes(given: number | string, code: string, postId: number): Probe[] {
  const messages = `/api/v2/chats/${code}/messages`;
  // A path or a query holds the id encoded; a body holds it as given.
  const id = encodeURIComponent(given);
  return [
    ['GET', `/api/post/${id}`],
    ['POST', `/api/post/${id}/share`, {}],
    ['POST', '/api/like', { post_id: given }],
    ['GET', `/api/checklike?posts=${postId},${id}`],
    ['POST', '/api/saved', { post_id: given }],
    ['POST', '/api/hidden', { post_id: given }],
    ['GET', `/api/comment?post=${id}`],
    ['POST', '/api/comment', { post: given, comment: 'Nice' }],
    ['POST', '/api/comment', { post: postId, comment: 'Nice', parent: given }],
    ['DELETE', '/api/', { postid: given }],
    ['GET', `/api/?snapshot=${id}`],
    ['GET', `/api/?category=${id}`],
    ['POST', '/api/', { title: 'Shoes', description: 'Leather', category: given, price: 100, delivery_time: 'next_day' }],
    ['GET', `/api/nearby/vendors?lat=6.5&lng=3.4&category=${id}`],
    ['GET', `/api/nearby/products?lat=6.5&lng=3.4&category=${id}`],
    ['GET', `/api/notifications?before=${id}`],
    ['POST', `/api/notifications/${id}/read`, {}],
    ['POST', '/api/notifications/read', { up_to: given }],
    ['POST', `/api/sessions/${id}/signout`, {}],
    ['POST', '/api/feedback', { type: 'support', subject: 'Help', message: 'Please help', ticket_number: `TKT-${given}` }],
    ['GET', `${messages}/?after_seq=${id}`],
    ['GET', `${messages}/?before_seq=${id}`],
    ['GET', `/api/chat/${code}/messages/?after_seq=${id}`],
    ['GET', `${messages}/${id}/`],
    ['PATCH', `${messages}/${id}/`, { message: 'edited' }],
    ['DELETE', `${messages}/${id}/`],
    ['POST', `${messages}/${id}/react/`, { reaction: '👍' }],
  ];
}

/** A vendor's post, a buyer, and their room holding one message: what the probes name. */
async function probeTargets(t: TestApp) {
  const { vendor, postId } = await vendorWithPost(t);
  const buyer = await signedInUser(t);
  const code = await roomBetween(t, vendor, buyer);
  await sentText(t, buyer, code, 'Is it available?');
  return { vendor, buyer, postId, code };
}

describe('ids past the integer columns', () => {
  const t = useTestApp();

  it('answer every call that takes an id with a 4xx in the error shape, never a 500', async () => {
    const { vendor, postId, code } = await probeTargets(t());
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

/** The post's id as Number() also reads it: hexadecimal, binary, with an exponent, a point, a sign or a space. */
const numberLikeWritings = (id: number) => [`0x${id.toString(16)}`, `0b${id.toString(2)}`, `${id}e0`, `${id}.0`, `+${id}`, ` ${id}`];

describe('ids written other than in decimal digits', () => {
  const t = useTestApp();

  it('are answered as a word in their place is, though Number() would read an existing post in them', async () => {
    const { buyer, postId, code } = await probeTargets(t());
    const answerTo = async ([method, url, body]: Probe) => {
      const response = await call(t(), method, url, buyer.token, body);
      return `${response.statusCode} ${response.body}`;
    };
    const refusals = await Promise.all(probes('abc', code, postId).map(answerTo));
    const differences: string[] = [];
    for (const written of numberLikeWritings(postId)) {
      const writtenProbes = probes(written, code, postId);
      for (const [index, probe] of writtenProbes.entries()) {
        const answer = await answerTo(probe);
        if (answer !== refusals[index]) differences.push(`${probe[0]} ${probe[1]} ${JSON.stringify(probe[2] ?? '')}: ${answer.slice(0, 120)}`);
      }
    }
    expect(differences).toEqual([]);
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
