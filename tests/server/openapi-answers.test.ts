import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerValidator, openApiDocument } from '../../server/http/openapi';
import { newUser, STRONG_PASSWORD, useTestApp, type TestApp } from './helpers';
import { signedInUser, vendorWithPost } from './social-fixtures';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const checkAnswer = answerValidator(openApiDocument());

/**
 * Calls the API and checks the answer against the document: its status must be documented for the
 * operation of `template`, and its body must match that answer's schema.
 */
async function documented(t: TestApp, method: Method, template: string, url: string, options: { token?: string; payload?: object } = {}) {
  const answer: LightMyRequestResponse = await t.app.inject({
    method,
    url,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: options.token ? { authorization: `Token ${options.token}` } : {},
  });
  const body: unknown = answer.body === '' ? undefined : answer.json();
  expect(checkAnswer(method, template, answer.statusCode, body), `${method} ${url} → ${answer.statusCode} ${answer.body.slice(0, 300)}`).toEqual([]);
  return answer;
}

describe('real answers match the OpenAPI document', () => {
  const t = useTestApp();

  it('the feed and a post, for a visitor and a signed-in user, and a missing post', async () => {
    const { vendor, postId } = await vendorWithPost(t());
    expect((await documented(t(), 'GET', '/api/', '/api/?per_page=5')).statusCode).toBe(200);
    expect((await documented(t(), 'GET', '/api/', '/api/', { token: vendor.token })).json()).toMatchObject({ results: [{ id: postId }] });
    expect((await documented(t(), 'GET', '/api/post/{id}', `/api/post/${postId}`, { token: vendor.token })).statusCode).toBe(200);
    expect((await documented(t(), 'GET', '/api/post/{id}', '/api/post/999999')).statusCode).toBe(404);
    expect((await documented(t(), 'GET', '/api/', '/api/?per_page=500')).statusCode).toBe(400);
  });

  it('signing in: a wrong password, an account not activated, a session, and signing out', async () => {
    const user = await newUser(t().stores);
    const waiting = await newUser(t().stores, { verified: false });
    const wrong = await documented(t(), 'POST', '/api/login', '/api/login', { payload: { username: user.username, password: 'Wrong2026Pass' } });
    expect(wrong.statusCode).toBe(400);
    const inactive = await documented(t(), 'POST', '/api/login', '/api/login', { payload: { username: waiting.username, password: STRONG_PASSWORD } });
    expect(inactive.statusCode).toBe(403);
    const signedIn = await documented(t(), 'POST', '/api/login', '/api/login', { payload: { username: user.username, password: STRONG_PASSWORD } });
    const token = String(signedIn.json<{ token: string }>().token);
    await documented(t(), 'GET', '/api/sessions', '/api/sessions', { token });
    await documented(t(), 'GET', '/api/fetchcurruserdetails', `/api/fetchcurruserdetails?username=${user.username}`, { token });
    await documented(t(), 'POST', '/api/logout', '/api/logout', { token });
    expect((await documented(t(), 'GET', '/api/sessions', '/api/sessions', { token })).statusCode).toBe(401);
  });

  it('likes, comments, follows, saves, hides, ratings and shares', async () => {
    const { vendor, postId } = await vendorWithPost(t());
    const { token } = await signedInUser(t());
    await documented(t(), 'POST', '/api/like', '/api/like', { token, payload: { post_id: postId } });
    await documented(t(), 'GET', '/api/checklike', `/api/checklike?posts=${postId}`, { token });
    expect((await documented(t(), 'POST', '/api/comment', '/api/comment', { token, payload: { post: postId, comment: 'Still in stock?' } })).statusCode).toBe(201);
    await documented(t(), 'GET', '/api/comment', `/api/comment?post=${postId}`);
    await documented(t(), 'POST', '/api/follow', '/api/follow', { token, payload: { user: vendor.username } });
    await documented(t(), 'GET', '/api/follow', '/api/follow', { token });
    await documented(t(), 'GET', '/api/get_users', '/api/get_users', { token });
    await documented(t(), 'GET', '/api/get_user/{username}', `/api/get_user/${vendor.username}`);
    await documented(t(), 'POST', '/api/saved', '/api/saved', { token, payload: { post_id: postId } });
    await documented(t(), 'GET', '/api/saved', '/api/saved', { token });
    await documented(t(), 'POST', '/api/hidden', '/api/hidden', { token, payload: { post_id: postId } });
    await documented(t(), 'GET', '/api/hidden/posts', '/api/hidden/posts', { token });
    await documented(t(), 'POST', '/api/rating', '/api/rating', { token, payload: { vendor: vendor.username, rating: 4 } });
    await documented(t(), 'GET', '/api/rating/{username}', `/api/rating/${vendor.username}`);
    await documented(t(), 'POST', '/api/post/{id}/share', `/api/post/${postId}/share`, { token, payload: { target: 'whatsapp' } });
    await documented(t(), 'GET', '/api/notifications', '/api/notifications', { token: vendor.token });
    await documented(t(), 'POST', '/api/notifications/read', '/api/notifications/read', { token: vendor.token, payload: {} });
    await documented(t(), 'GET', '/api/referral/stats', '/api/referral/stats', { token });
  });

  it('a chat: opening the room, sending, reading, reacting, deleting', async () => {
    const { vendor } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const opened = await documented(t(), 'POST', '/api/v2/chats', '/api/v2/chats/', { token: buyer.token, payload: { receiver: vendor.username } });
    const code = opened.json<{ uniquecode: string }>().uniquecode;
    const messages = `/api/v2/chats/{uniquecode}/messages`;
    const sent = await documented(t(), 'POST', messages, `/api/v2/chats/${code}/messages/`, { token: buyer.token, payload: { message: 'Hello', temp_id: 't-1' } });
    const id = sent.json<{ id: number }>().id;
    expect((await documented(t(), 'POST', messages, `/api/v2/chats/${code}/messages/`, { token: buyer.token, payload: { message: 'Hello', temp_id: 't-1' } })).statusCode).toBe(200);
    await documented(t(), 'GET', messages, `/api/v2/chats/${code}/messages/?after_seq=0`, { token: vendor.token });
    await documented(t(), 'GET', '/api/v2/chats', '/api/v2/chats/', { token: vendor.token });
    await documented(t(), 'POST', '/api/v2/chats/{uniquecode}/mark-read', `/api/v2/chats/${code}/mark-read/`, { token: vendor.token });
    await documented(t(), 'POST', `${messages}/{id}/react`, `/api/v2/chats/${code}/messages/${id}/react/`, { token: vendor.token, payload: { reaction: '👍' } });
    expect((await documented(t(), 'PATCH', `${messages}/{id}`, `/api/v2/chats/${code}/messages/${id}/`, { token: vendor.token, payload: { message: 'Hi' } })).statusCode).toBe(403);
    expect((await documented(t(), 'DELETE', `${messages}/{id}`, `/api/v2/chats/${code}/messages/${id}/`, { token: buyer.token })).statusCode).toBe(204);
    await documented(t(), 'GET', '/api/v2/stats', '/api/v2/stats/', { token: buyer.token });
  });

  it('settings, presence, places, search and the lookups', async () => {
    const user = await signedInUser(t());
    const profile = { first_name: 'Ada', last_name: 'Obi', email: user.email, profile: { city: 'Enugu' } };
    await documented(t(), 'POST', '/api/updatedata', '/api/updatedata', { token: user.token, payload: profile });
    await documented(t(), 'POST', '/api/location/update', '/api/location/update', { token: user.token, payload: { latitude: 6.5, longitude: 3.4 } });
    expect((await documented(t(), 'POST', '/api/track_event', '/api/track_event', { payload: { event: 'page_view' } })).statusCode).toBe(202);
    await documented(t(), 'POST', '/api/user/online-status', '/api/user/online-status', { token: user.token, payload: { is_online: true } });
    await documented(t(), 'GET', '/api/user/{username}/status', `/api/user/${user.username}/status`);
    await documented(t(), 'GET', '/api/geo/cities', '/api/geo/cities?country=NG&state=LA');
    await documented(t(), 'GET', '/api/geo/ip', '/api/geo/ip');
    await documented(t(), 'GET', '/api/search', `/api/search?q=${user.username}`);
    await documented(t(), 'GET', '/api/categories-and-delivery', '/api/categories-and-delivery');
    await documented(t(), 'GET', '/api/nearby/vendors', '/api/nearby/vendors?lat=6.5&lng=3.4');
  });
});
