import { describe, expect, it, vi } from 'vitest';
import { notificationsAnswerSchema, POST_LIFE_MESSAGES } from '../../../../src/contract';
import { watchAnswerSchema, watchedPostsAnswerSchema } from '../../../../src/contract/postLife';
import { newPost, newVendor } from '../../support/factories';
import { get, json, newUser, signIn, useTestApp } from '../../support/helpers';
import { connect, socketRoot } from '../../support/realtime-clients';
import { postChanges } from './post-changes';
import { postFields } from './post-forms';

describe('watching a post price', () => {
  const t = useTestApp();
  const { editJson, changed } = postChanges(t);
  const call = (method: 'POST' | 'DELETE' | 'GET', url: string, token?: string) =>
    t().app.inject({ method, url, headers: token ? { authorization: `Token ${token}` } : {} });

  async function seller() {
    const vendor = await newVendor(t().stores, { username: 'ada_fabrics' });
    const id = await newPost(t().stores, vendor, { title: 'Ankara bale', price: 15_000 });
    return { vendor, id, token: await signIn(t().app, vendor) };
  }

  const reprice = async (id: number, price: number, token: string) =>
    changed(await editJson(id, postFields({ title: 'Ankara bale', price: String(price), photos: [] }), token));

  async function notices(token: string): Promise<string[]> {
    const response = await get(t().app, '/api/notifications', token);
    expect(response.statusCode, response.body).toBe(200);
    return notificationsAnswerSchema.parse(response.json()).filter((item) => item.type === 'price_drop').map((item) => item.message);
  }

  it('tells every watcher of a lowered price, live and in the notification centre, never of a raise', async () => {
    const { vendor, id, token } = await seller();
    const watcher = await signIn(t().app, await newUser(t().stores, { username: 'bola' }));
    const other = await signIn(t().app, await newUser(t().stores, { username: 'chidi' }));
    for (const caller of [watcher, other]) {
      const started = await call('POST', `/api/post/${id}/watch`, caller);
      expect(watchAnswerSchema.parse(started.json())).toEqual({ post_id: id, watching: true });
    }
    expect(watchAnswerSchema.parse((await call('GET', `/api/post/${id}/watch`, watcher)).json()).watching).toBe(true);
    const socket = connect(`${await socketRoot(t().app)}/notifications/?token=${watcher}`);
    await socket.next('connection_established');

    await reprice(id, 12_000, token);
    const text = 'Price drop: Ankara bale is now ₦12,000 (was ₦15,000)';
    const frame = await socket.next('notification', (each) => each.notification_type === 'price_drop');
    expect(frame).toMatchObject({ message: text, data: { post_id: id, actor: vendor.username } });
    await vi.waitFor(async () => expect(await notices(other)).toEqual([text]));
    expect(await notices(watcher)).toEqual([text]);
    expect(await notices(token)).toEqual([]);

    await reprice(id, 13_000, token);
    await reprice(id, 13_000, token);
    expect(await notices(watcher)).toEqual([text]);
    await socket.close();
  });

  it('stops telling a user who unwatched, and lists what a user watches', async () => {
    const { id, token } = await seller();
    const watcher = await signIn(t().app, await newUser(t().stores));
    const vendor2 = await newVendor(t().stores, { username: 'kemi_shoes' });
    const shoes = await newPost(t().stores, vendor2, { title: 'Sneakers' });
    await call('POST', `/api/post/${id}/watch`, watcher);
    await call('POST', `/api/post/${shoes}/watch`, watcher);
    await call('POST', `/api/post/${shoes}/watch`, watcher);
    const listed = watchedPostsAnswerSchema.parse((await call('GET', '/api/watches', watcher)).json());
    expect(listed.results.map((each) => each.title).sort()).toEqual(['Ankara bale', 'Sneakers']);

    const stopped = await call('DELETE', `/api/post/${id}/watch`, watcher);
    expect(watchAnswerSchema.parse(stopped.json())).toEqual({ post_id: id, watching: false });
    expect(watchedPostsAnswerSchema.parse((await call('GET', '/api/watches', watcher)).json()).results.map((each) => each.title)).toEqual(['Sneakers']);
    await reprice(id, 9_000, token);
    await reprice(id, 8_000, token);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await notices(watcher)).toEqual([]);
  });

  it('tells nobody a block stands between, either way', async () => {
    const { vendor, id, token } = await seller();
    const blocked = await newUser(t().stores, { username: 'blocked_one' });
    const blocker = await newUser(t().stores, { username: 'blocker_one' });
    const friend = await signIn(t().app, await newUser(t().stores, { username: 'friend' }));
    const blockedToken = await signIn(t().app, blocked);
    const blockerToken = await signIn(t().app, blocker);
    for (const caller of [blockedToken, blockerToken, friend]) await call('POST', `/api/post/${id}/watch`, caller);
    await t().stores.blocks.set(vendor.id, blocked.id, true);
    await t().stores.blocks.set(blocker.id, vendor.id, true);

    await reprice(id, 10_000, token);
    await vi.waitFor(async () => expect(await notices(friend)).toHaveLength(1));
    expect(await notices(blockedToken)).toEqual([]);
    expect(await notices(blockerToken)).toEqual([]);
  });

  it('refuses a watch of one’s own post (403), a visitor (401) and a missing post (404)', async () => {
    const { id, token } = await seller();
    const own = await call('POST', `/api/post/${id}/watch`, token);
    expect(own.statusCode).toBe(403);
    expect(json(own)).toEqual({ message: POST_LIFE_MESSAGES.notYourOwnWatch });
    for (const method of ['GET', 'POST', 'DELETE'] as const) expect((await call(method, `/api/post/${id}/watch`)).statusCode).toBe(401);
    expect((await call('GET', '/api/watches')).statusCode).toBe(401);
    const buyer = await signIn(t().app, await newUser(t().stores));
    expect((await call('POST', `/api/post/${id + 1000}/watch`, buyer)).statusCode).toBe(404);
    expect((await call('POST', '/api/post/abc/watch', buyer)).statusCode).toBe(404);
  });
});
