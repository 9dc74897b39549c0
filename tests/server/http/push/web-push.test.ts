import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedSearchAnswerSchema } from '../../../../src/contract';
import { PUSH_MESSAGES, pushKeyAnswerSchema, pushPreferencesSchema } from '../../../../src/contract/push';
import { newPost } from '../../support/factories';
import { sentText, roomBetween } from '../../support/chat-fixtures';
import { get, post, useTestApp } from '../../support/helpers';
import { connect, socketRoot } from '../../support/realtime-clients';
import { newBrowser, startPushService, vapidClaims, type PushService } from '../../support/push-service';
import { signedInUser, signedInVendor, type Member } from '../../support/social-fixtures';
import { postChanges } from '../marketplace/post-changes';
import { postFields } from '../marketplace/post-forms';

describe('web push, end to end through a push service on this machine', () => {
  const t = useTestApp();
  const { editJson, changed } = postChanges(t);
  let service: PushService;

  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(async () => {
    await service.close();
  });
  beforeEach(() => {
    service.received.length = 0;
    service.answer(201);
  });

  const call = (method: 'POST' | 'DELETE' | 'GET' | 'PATCH', url: string, token?: string, payload?: Record<string, unknown>) =>
    t().app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Token ${token}` } : {} });

  async function subscribed(member: Member) {
    const browser = newBrowser(service, member.username);
    const answer = await call('POST', '/api/push/subscriptions', member.token, browser.subscription);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toEqual({ message: PUSH_MESSAGES.subscribed });
    return browser;
  }

  /** Every push asked for so far has been answered by the push service. */
  const settled = () => t().push.idle();

  it('pushes a new follower, encrypted for the browser and signed with the server’s VAPID key', async () => {
    const ada = await signedInUser(t(), { username: 'ada' });
    const bola = await signedInUser(t(), { username: 'bola' });
    const browser = await subscribed(ada);

    expect((await post(t().app, '/api/follow', { user: 'ada' }, bola.token)).statusCode).toBe(200);
    await settled();

    expect(browser.messages()).toEqual([{ title: 'New follower', body: 'bola started following you', url: '/profile/bola' }]);
    const [push] = service.received;
    if (!push) throw new Error('nothing was pushed');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const { public_key: publicKey } = pushKeyAnswerSchema.parse((await get(t().app, '/api/push/key')).json());
    expect(vapidClaims(push, publicKey)).toMatchObject({ aud: service.origin, sub: expect.stringMatching(/^mailto:/) });
  });

  it('pushes a reply to the author of the comment it answers, with the post to open', async () => {
    const ada = await signedInUser(t(), { username: 'ada' });
    const bola = await signedInUser(t(), { username: 'bola' });
    const vendor = await signedInVendor(t(), { username: 'kemi_shoes' });
    const postId = await newPost(t().stores, vendor, { title: 'Sneakers' });
    const comment = await post(t().app, '/api/comment', { post: postId, comment: 'Is size 42 left?' }, ada.token);
    expect(comment.statusCode, comment.body).toBe(201);
    const parent = (comment.json() as { comment: { id: number } }).comment.id;
    const browser = await subscribed(ada);

    expect((await post(t().app, '/api/comment', { post: postId, comment: 'Yes, I bought one yesterday', parent }, bola.token)).statusCode).toBe(201);
    await settled();

    expect(browser.messages()).toEqual([{ title: 'bola replied to you', body: 'Yes, I bought one yesterday', url: `/post/${postId}` }]);
  });

  it('pushes a chat message only while no tab of the recipient is open', async () => {
    const vendor = await signedInVendor(t(), { username: 'ada_fabrics' });
    const buyer = await signedInUser(t(), { username: 'tunde_b' });
    const code = await roomBetween(t(), buyer, vendor);
    const browser = await subscribed(vendor);

    await sentText(t(), buyer, code, 'Is the Ankara still available?');
    await settled();
    expect(browser.messages()).toEqual([{ title: 'New message from tunde_b', body: 'Is the Ankara still available?', url: `/chats/${code}` }]);

    const socket = connect(`${await socketRoot(t().app)}/notifications/?token=${vendor.token}`);
    await socket.next('connection_established');
    await vi.waitFor(async () => expect(await t().stores.presence.holdsAnySocket(vendor.id)).toBe(true));
    await sentText(t(), buyer, code, 'Hello?');
    await settled();
    expect(browser.messages()).toHaveLength(1);
    await socket.close();
  });

  it('pushes a price drop to a watcher, with the post to open', async () => {
    const vendor = await signedInVendor(t(), { username: 'ada_fabrics' });
    const watcher = await signedInUser(t(), { username: 'bola' });
    const postId = await newPost(t().stores, vendor, { title: 'Ankara bale', price: 15_000 });
    expect((await call('POST', `/api/post/${postId}/watch`, watcher.token)).statusCode).toBe(200);
    const browser = await subscribed(watcher);

    changed(await editJson(postId, postFields({ title: 'Ankara bale', price: '12000', photos: [] }), vendor.token));
    await vi.waitFor(() => expect(browser.messages()).toHaveLength(1));

    expect(browser.messages()).toEqual([{ title: 'Price drop', body: 'Price drop: Ankara bale is now ₦12,000 (was ₦15,000)', url: `/post/${postId}` }]);
  });

  it('pushes a saved-search alert, opening the marketplace on the saved search', async () => {
    const ada = await signedInUser(t(), { username: 'ada' });
    const vendor = await signedInVendor(t(), { username: 'kemi_shoes' });
    const saved = await post(t().app, '/api/saved-searches', { name: 'ankara', query: { q: 'ankara' } }, ada.token);
    expect(savedSearchAnswerSchema.parse(saved.json()).saved_search.name).toBe('ankara');
    const browser = await subscribed(ada);

    const gown = { title: 'Ankara gown', description: 'Wax print, size 12', category: 2, price: 15000, delivery_time: 'next_day' };
    expect((await post(t().app, '/api/', gown, vendor.token)).statusCode).toBe(201);
    await t().savedSearchAlerts.idle();
    await settled();

    expect(browser.messages()).toEqual([{ title: 'Saved search', body: "1 new match for 'ankara'", url: '/?q=ankara' }]);
  });

  it('pushes nothing of a kind the user turned off, and the others still', async () => {
    const ada = await signedInUser(t(), { username: 'ada' });
    const bola = await signedInUser(t(), { username: 'bola' });
    const browser = await subscribed(ada);
    expect(pushPreferencesSchema.parse((await call('GET', '/api/push/preferences', ada.token)).json())).toEqual({
      chat: true,
      saved_search: true,
      price_drop: true,
      reply: true,
      follow: true,
    });

    const changedKinds = await call('PATCH', '/api/push/preferences', ada.token, { follow: false });
    expect(changedKinds.statusCode, changedKinds.body).toBe(200);
    expect(pushPreferencesSchema.parse(changedKinds.json())).toMatchObject({ follow: false, chat: true });
    expect((await post(t().app, '/api/follow', { user: 'ada' }, bola.token)).statusCode).toBe(200);
    await settled();
    expect(service.received).toEqual([]);

    await call('PATCH', '/api/push/preferences', ada.token, { follow: true });
    const code = await roomBetween(t(), bola, ada);
    await sentText(t(), bola, code, 'Hi Ada');
    await settled();
    expect(browser.messages()).toEqual([expect.objectContaining({ title: 'New message from bola' })]);
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    const ada = await signedInUser(t(), { username: 'ada' });
    const bola = await signedInUser(t(), { username: 'bola' });
    const phone = await subscribed(ada);
    service.answer(410);

    expect((await post(t().app, '/api/follow', { user: 'ada' }, bola.token)).statusCode).toBe(200);
    await settled();
    expect(service.received).toHaveLength(1);

    const gone = await call('DELETE', '/api/push/subscriptions', ada.token, { endpoint: phone.endpoint });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: PUSH_MESSAGES.subscriptionNotFound });
  });

  it('lets only the subscriber unsubscribe a browser, and only a signed-in user subscribe', async () => {
    const ada = await signedInUser(t(), { username: 'ada' });
    const bola = await signedInUser(t(), { username: 'bola' });
    const chidi = await signedInUser(t(), { username: 'chidi' });
    const browser = await subscribed(ada);

    const theirs = await call('DELETE', '/api/push/subscriptions', bola.token, { endpoint: browser.endpoint });
    expect(theirs.statusCode).toBe(404);
    expect((await post(t().app, '/api/follow', { user: 'ada' }, chidi.token)).statusCode).toBe(200);
    await settled();
    expect(browser.messages()).toHaveLength(1);

    const own = await call('DELETE', '/api/push/subscriptions', ada.token, { endpoint: browser.endpoint });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: PUSH_MESSAGES.unsubscribed });
    expect((await post(t().app, '/api/follow', { user: 'ada' }, bola.token)).statusCode).toBe(200);
    await settled();
    expect(browser.messages()).toHaveLength(1);

    for (const [method, url] of [['POST', '/api/push/subscriptions'], ['DELETE', '/api/push/subscriptions'], ['GET', '/api/push/preferences'], ['PATCH', '/api/push/preferences']] as const) {
      expect((await call(method, url, undefined, browser.subscription)).statusCode).toBe(401);
    }
    expect((await get(t().app, '/api/push/key')).statusCode).toBe(200);
  });

  it('refuses a subscription that is not one, in clear words', async () => {
    const ada = await signedInUser(t(), { username: 'ada' });
    const browser = newBrowser(service, 'ada');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...browser.subscription, endpoint: 'http://push.example.com/send/1' }, PUSH_MESSAGES.endpointInvalid],
      [{ ...browser.subscription, endpoint: '' }, PUSH_MESSAGES.endpointRequired],
      [{ endpoint: browser.endpoint }, PUSH_MESSAGES.keysRequired],
      [{ ...browser.subscription, keys: { p256dh: 'not base64!', auth: 'x' } }, PUSH_MESSAGES.keyInvalid],
    ];
    for (const [payload, message] of cases) {
      const refused = await call('POST', '/api/push/subscriptions', ada.token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect((refused.json() as { message: string }).message).toBe(message);
    }
    const badKind = await call('PATCH', '/api/push/preferences', ada.token, { follow: 'yes' });
    expect(badKind.statusCode).toBe(400);
    expect((badKind.json() as { message: string }).message).toBe(PUSH_MESSAGES.mustBeTrueOrFalse);
  });
});
