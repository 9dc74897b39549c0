import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerValidator, matchOperation, openApiDocument } from '../../../../server/http/openapi';
import { newUser, STRONG_PASSWORD, useTestApp, type TestApp } from '../../support/helpers';
import { solidJpeg } from '../../support/media-fixtures';
import { multipartBody, type Part } from '../../support/multipart-body';
import { signedInUser, vendorWithPost } from '../../support/social-fixtures';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const document = openApiDocument();
const checkAnswer = answerValidator(document);

/**
 * Calls the API and checks the answer against the document: the request must reach a documented operation,
 * the status must be documented for it, and the body must match that answer's schema.
 */
type CallOptions = { token?: string; payload?: object | string | Buffer; headers?: Record<string, string> };

async function documented(t: TestApp, method: Method, url: string, options: CallOptions = {}) {
  const reached = matchOperation(document, method, url);
  if (!reached) throw new Error(`${method} ${url} reaches no documented operation`);
  const answer: LightMyRequestResponse = await t.app.inject({
    method,
    url,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: { ...options.headers, ...(options.token ? { authorization: `Token ${options.token}` } : {}) },
  });
  const body: unknown = answer.body === '' ? undefined : answer.json();
  expect(checkAnswer(method, reached.pathTemplate, answer.statusCode, body), `${method} ${url} → ${answer.statusCode} ${answer.body.slice(0, 300)}`).toEqual([]);
  return answer;
}

describe('real answers match the OpenAPI document', () => {
  const t = useTestApp();

  it('the feed and a post, for a visitor and a signed-in user, and a missing post', async () => {
    const { vendor, postId } = await vendorWithPost(t());
    expect((await documented(t(), 'GET', '/api/?per_page=5')).statusCode).toBe(200);
    expect((await documented(t(), 'GET', '/api/', { token: vendor.token })).json()).toMatchObject({ results: [{ id: postId }] });
    expect((await documented(t(), 'GET', `/api/post/${postId}`, { token: vendor.token })).statusCode).toBe(200);
    expect((await documented(t(), 'GET', '/api/post/999999')).statusCode).toBe(404);
    expect((await documented(t(), 'GET', '/api/?per_page=500')).statusCode).toBe(400);
  });

  it('signing in: a wrong password, an account not activated, a session, and signing out', async () => {
    const user = await newUser(t().stores);
    const waiting = await newUser(t().stores, { verified: false });
    const wrong = await documented(t(), 'POST', '/api/login', { payload: { username: user.username, password: 'Wrong2026Pass' } });
    expect(wrong.statusCode).toBe(400);
    const inactive = await documented(t(), 'POST', '/api/login', { payload: { username: waiting.username, password: STRONG_PASSWORD } });
    expect(inactive.statusCode).toBe(403);
    const signedIn = await documented(t(), 'POST', '/api/login', { payload: { username: user.username, password: STRONG_PASSWORD } });
    const token = String(signedIn.json<{ token: string }>().token);
    await documented(t(), 'GET', '/api/sessions', { token });
    await documented(t(), 'GET', `/api/fetchcurruserdetails?username=${user.username}`, { token });
    await documented(t(), 'POST', '/api/logout', { token });
    expect((await documented(t(), 'GET', '/api/sessions', { token })).statusCode).toBe(401);
  });

  it('likes, comments, follows, saves, hides, ratings and shares', async () => {
    const { vendor, postId } = await vendorWithPost(t());
    const { token } = await signedInUser(t());
    await documented(t(), 'POST', '/api/like', { token, payload: { post_id: postId } });
    await documented(t(), 'GET', `/api/checklike?posts=${postId}`, { token });
    expect((await documented(t(), 'POST', '/api/comment', { token, payload: { post: postId, comment: 'Still in stock?' } })).statusCode).toBe(201);
    await documented(t(), 'GET', `/api/comment?post=${postId}`);
    await documented(t(), 'POST', '/api/follow', { token, payload: { user: vendor.username } });
    await documented(t(), 'GET', '/api/follow', { token });
    await documented(t(), 'GET', '/api/get_users', { token });
    await documented(t(), 'GET', `/api/get_user/${vendor.username}`);
    await documented(t(), 'POST', '/api/saved', { token, payload: { post_id: postId } });
    await documented(t(), 'GET', '/api/saved', { token });
    await documented(t(), 'POST', '/api/hidden', { token, payload: { post_id: postId } });
    await documented(t(), 'GET', '/api/hidden/posts', { token });
    await documented(t(), 'POST', '/api/rating', { token, payload: { vendor: vendor.username, rating: 4 } });
    await documented(t(), 'GET', `/api/rating/${vendor.username}`);
    await documented(t(), 'POST', `/api/post/${postId}/share`, { token, payload: { target: 'whatsapp' } });
    await documented(t(), 'GET', '/api/notifications', { token: vendor.token });
    await documented(t(), 'POST', '/api/notifications/read', { token: vendor.token, payload: {} });
    await documented(t(), 'GET', '/api/referral/stats', { token });
  });

  it('a chat: opening the room, sending, reading, reacting, deleting', async () => {
    const { vendor } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const opened = await documented(t(), 'POST', '/api/v2/chats/', { token: buyer.token, payload: { receiver: vendor.username } });
    const code = opened.json<{ uniquecode: string }>().uniquecode;
    const sent = await documented(t(), 'POST', `/api/v2/chats/${code}/messages/`, { token: buyer.token, payload: { message: 'Hello', temp_id: 't-1' } });
    const id = sent.json<{ id: number }>().id;
    expect((await documented(t(), 'POST', `/api/v2/chats/${code}/messages/`, { token: buyer.token, payload: { message: 'Hello', temp_id: 't-1' } })).statusCode).toBe(200);
    await documented(t(), 'GET', `/api/v2/chats/${code}/messages/?after_seq=0`, { token: vendor.token });
    await documented(t(), 'GET', '/api/v2/chats/', { token: vendor.token });
    await documented(t(), 'POST', `/api/v2/chats/${code}/mark-read/`, { token: vendor.token });
    await documented(t(), 'POST', `/api/v2/chats/${code}/messages/${id}/react/`, { token: vendor.token, payload: { reaction: '👍' } });
    expect((await documented(t(), 'PATCH', `/api/v2/chats/${code}/messages/${id}/`, { token: vendor.token, payload: { message: 'Hi' } })).statusCode).toBe(403);
    expect((await documented(t(), 'DELETE', `/api/v2/chats/${code}/messages/${id}/`, { token: buyer.token })).statusCode).toBe(204);
    await documented(t(), 'GET', '/api/v2/stats/', { token: buyer.token });
  });

  it('settings, presence, places, search and the lookups', async () => {
    const user = await signedInUser(t());
    const profile = { first_name: 'Ada', last_name: 'Obi', email: user.email, profile: { city: 'Enugu' } };
    await documented(t(), 'POST', '/api/updatedata', { token: user.token, payload: profile });
    const wrongCurrent = { current_password: 'Not2026TheOne', password: 'Abuja2027Market' };
    expect((await documented(t(), 'POST', '/api/updatedata', { token: user.token, payload: wrongCurrent })).statusCode).toBe(400);
    const passwordChange = { current_password: STRONG_PASSWORD, password: 'Abuja2027Market' };
    expect((await documented(t(), 'POST', '/api/updatedata', { token: user.token, payload: passwordChange })).statusCode).toBe(200);
    await documented(t(), 'POST', '/api/location/update', { token: user.token, payload: { latitude: 6.5, longitude: 3.4 } });
    expect((await documented(t(), 'POST', '/api/track_event', { payload: { event: 'page_view' } })).statusCode).toBe(202);
    await documented(t(), 'POST', '/api/user/online-status', { token: user.token, payload: { is_online: true } });
    await documented(t(), 'GET', `/api/user/${user.username}/status`);
    await documented(t(), 'GET', '/api/geo/cities?country=NG&state=LA');
    await documented(t(), 'GET', '/api/geo/ip');
    await documented(t(), 'GET', `/api/search?q=${user.username}`);
    await documented(t(), 'GET', '/api/categories-and-delivery');
    await documented(t(), 'GET', '/api/nearby/vendors?lat=6.5&lng=3.4');
  });

  it('multipart uploads, and bodies refused before any route runs', async () => {
    const { vendor } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const form = (parts: Part[]) => multipartBody(parts);
    const photo = { filename: 'photo.jpg', bytes: await solidJpeg(64, 48), type: 'image/jpeg' };
    expect((await documented(t(), 'POST', '/api/upload', { token: buyer.token, ...(await form([{ name: 'file', ...photo }])) })).statusCode).toBe(201);
    await documented(t(), 'POST', '/api/updatedata', { token: buyer.token, ...(await form([{ name: 'profileimg', ...photo }])) });
    const post = JSON.stringify({ title: 'Sandals', description: 'Leather', category: 2, price: 5000, delivery_time: 'next_day' });
    const created = await documented(t(), 'POST', '/api/', { token: vendor.token, ...(await form([{ name: 'post', value: post }, { name: 'image_1_photo.jpg', ...photo }])) });
    expect(created.statusCode).toBe(201);
    const code = (await documented(t(), 'POST', '/api/chats', { token: buyer.token, payload: { receiver: vendor.username } })).json<{ uniquecode: string }>().uniquecode;
    const image = await documented(t(), 'POST', `/api/chat/${code}/messages/`, { token: buyer.token, ...(await form([{ name: 'image_file', ...photo }])) });
    expect(image.statusCode).toBe(201);
    const notAnImage = { filename: 'fake.jpg', bytes: Buffer.from('not an image at all'), type: 'image/jpeg' };
    expect((await documented(t(), 'POST', '/api/upload', { token: buyer.token, ...(await form([{ name: 'file', ...notAnImage }])) })).statusCode).toBe(415);
    const xml = { token: buyer.token, payload: '<logout/>', headers: { 'content-type': 'application/xml' } };
    expect((await documented(t(), 'POST', '/api/logout', xml)).statusCode).toBe(415);
    const tooLarge = { token: buyer.token, payload: { event: 'x'.repeat(2 * 1024 * 1024) } };
    expect((await documented(t(), 'POST', '/api/track_event', tooLarge)).statusCode).toBe(413);
    expect((await documented(t(), 'PATCH', `/api/v2/chats/${code}/settings`, { token: buyer.token, payload: '{"is_muted":', headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
  });
});
