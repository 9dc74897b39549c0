import { describe, expect, it } from 'vitest';
import {
  currentUserAnswerSchema,
  feedAnswerSchema,
  nearbyProductsAnswerSchema,
  notificationsAnswerSchema,
  POST_LIFE,
  POST_LIFE_MESSAGES,
  postAnswerSchema,
} from '../../../../src/contract';
import { renewAnswerSchema } from '../../../../src/contract/postLife';
import { createExpirySweep } from '../../../../server/alerts/expiry-sweep';
import { newPost, newVendor } from '../../support/factories';
import { get, json, newUser, signIn, useTestApp } from '../../support/helpers';
import { feedReads, titles } from './feed-reads';

const DAY = 24 * 60 * 60 * 1000;
const silent = { warn: () => {}, error: () => {} };

describe('post expiry', () => {
  const t = useTestApp();
  const { feed } = feedReads(t);
  const renew = (id: number, token?: string) =>
    t().app.inject({ method: 'POST', url: `/api/post/${id}/renew`, headers: token ? { authorization: `Token ${token}` } : {} });
  const sweeper = () => createExpirySweep({ stores: t().stores, hub: t().hub, log: silent, sweepMs: 60 * 60 * 1000 });

  async function shop() {
    const vendor = await newVendor(t().stores, { username: 'ada_fabrics', market: { city: 'Ikeja', state: 'Lagos', business_latitude: 6.6018, business_longitude: 3.3515 } });
    const old = await newPost(t().stores, vendor, { title: 'Ankara bale', category_id: 2 });
    t().clock.advance(10 * DAY);
    await newPost(t().stores, vendor, { title: 'Gele', category_id: 2 });
    // Sessions end as days pass: each step signs in afresh.
    return { vendor, old, owner: () => signIn(t().app, vendor) };
  }

  const profileTitles = async (token?: string) =>
    currentUserAnswerSchema.parse((await get(t().app, '/api/fetchcurruserdetails?username=ada_fabrics', token)).json()).currentuser.posts.map((post) => post.title);
  const listingTitles = async (query: string) => feedAnswerSchema.parse((await get(t().app, `/api/listings?${query}`)).json()).results.map((post) => post.title);
  const nearbyIds = async () => nearbyProductsAnswerSchema.parse((await get(t().app, '/api/nearby/products?lat=6.6&lng=3.35&radius=10')).json()).results.map((found) => found.id);

  async function notices(token: string): Promise<string[]> {
    return notificationsAnswerSchema.parse((await get(t().app, '/api/notifications', token)).json()).map((item) => item.message);
  }

  it('hides a post 60 days after its renewal from the feed, search, nearby and other profiles; the owner renews it back', async () => {
    const { old, owner } = await shop();
    const someone = await newUser(t().stores);
    t().clock.advance(POST_LIFE.lifetime - 10 * DAY - 1000);
    expect(titles(await feed())).toEqual(['Gele', 'Ankara bale']);
    t().clock.advance(2000);
    const [viewer, token] = [await signIn(t().app, someone), await owner()];

    const near = 'lat=6.6018&lng=3.3515&radius=5';
    for (const query of ['', 'category=2', 'city=ikeja', 'state=lagos&category_type=product', near, `${near}&category=2`, 'per_page=1&page=2']) {
      expect(titles(await feed(query)), query).not.toContain('Ankara bale');
    }
    expect((await feed()).pagination.count).toBe(1);
    expect((await feed(`${near}&per_page=1`)).pagination.count).toBe(1);
    expect(titles(await feed('', viewer))).toEqual(['Gele']);
    expect(await listingTitles('q=ankara')).toEqual([]);
    expect(await listingTitles('q=gele')).toEqual(['Gele']);
    expect(await nearbyIds()).not.toContain(old);
    expect(await profileTitles(viewer)).toEqual(['Gele']);
    expect(await profileTitles()).toEqual(['Gele']);
    const own = currentUserAnswerSchema.parse((await get(t().app, '/api/fetchcurruserdetails?username=ada_fabrics', token)).json()).currentuser;
    expect(own.posts.map((post) => post.title)).toEqual(['Gele', 'Ankara bale']);
    expect(own.posts[1]?.renewed_at).toBe('2026-03-01T09:00:00.000Z');
    // A link to it still opens it.
    expect(postAnswerSchema.parse((await get(t().app, `/api/post/${old}`)).json()).post.title).toBe('Ankara bale');

    const renewed = await renew(old, token);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewAnswerSchema.parse(renewed.json())).toEqual({ post_id: old, renewed_at: t().clock.now().toISOString(), message: POST_LIFE_MESSAGES.renewed });
    expect(titles(await feed())).toEqual(['Gele', 'Ankara bale']);
    expect(await listingTitles('q=ankara')).toEqual(['Ankara bale']);
    expect(await nearbyIds()).toContain(old);
    expect(await profileTitles(viewer)).toEqual(['Gele', 'Ankara bale']);
  });

  it('lets only the owner renew: 403 for anyone else, 401 signed out, 404 for no post', async () => {
    const { old } = await shop();
    const other = await signIn(t().app, await newUser(t().stores));
    const refused = await renew(old, other);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: POST_LIFE_MESSAGES.notYourPostToRenew });
    expect((await renew(old)).statusCode).toBe(401);
    expect((await renew(old + 1000, other)).statusCode).toBe(404);
  });

  it('tells the owner a week before and on expiry, once each however often and however many processes sweep', async () => {
    const { old, owner } = await shop();
    const [first, second] = [sweeper(), sweeper()];
    t().clock.advance(POST_LIFE.lifetime - POST_LIFE.warningBefore - 10 * DAY + 1000);
    await Promise.all([first.sweep(), second.sweep(), first.sweep()]);
    expect(await notices(await owner())).toEqual(["Your post 'Ankara bale' expires in 7 days"]);

    t().clock.advance(POST_LIFE.warningBefore);
    await Promise.all([first.sweep(), second.sweep()]);
    await first.sweep();
    const token = await owner();
    expect(await notices(token)).toEqual(["Your post 'Ankara bale' has expired", "Your post 'Ankara bale' expires in 7 days"]);
    const expired = notificationsAnswerSchema.parse((await get(t().app, '/api/notifications', token)).json())[0];
    expect(expired).toMatchObject({ type: 'post_expired', post_id: old });

    // A renewal starts the notices again.
    expect((await renew(old, token)).statusCode).toBe(200);
    t().clock.advance(POST_LIFE.lifetime - POST_LIFE.warningBefore + 1000);
    await first.sweep();
    expect((await notices(await owner())).filter((text) => text.includes('Ankara bale'))).toHaveLength(3);
    await Promise.all([first.close(), second.close()]);
  });

  it('sends only the expiry notice for a post that expired before any sweep saw it', async () => {
    const { owner } = await shop();
    t().clock.advance(POST_LIFE.lifetime);
    const sweep = sweeper();
    await sweep.sweep();
    expect(await notices(await owner())).toEqual(["Your post 'Gele' expires in 7 days", "Your post 'Ankara bale' has expired"]);
    await sweep.close();
  });
});
