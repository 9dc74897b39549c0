import { describe, expect, it } from 'vitest';
import { createChatAnswerSchema, MESSAGES, postAnswerSchema } from '../../../../src/contract';
import { newPost, newVendor } from '../../support/factories';
import { get, json, newUser, post, signIn, useTestApp } from '../../support/helpers';
import { feedReads, titles } from './feed-reads';
import { postChanges } from './post-changes';

describe('marking a post sold and available again', () => {
  const t = useTestApp();
  const { feed } = feedReads(t);
  const { markSold, changed } = postChanges(t);

  it('takes a sold post out of the default feed (pages, counts, filters), keeps it under Show sold and brings it back', async () => {
    const vendor = await newVendor(t().stores, { market: { city: 'Ikeja', state: 'Lagos', business_latitude: 6.6018, business_longitude: 3.3515 } });
    const token = await signIn(t().app, vendor);
    const shirt = await newPost(t().stores, vendor, { title: 'Shirt', category_id: 2 });
    await newPost(t().stores, vendor, { title: 'Phone', category_id: 1 });
    await newPost(t().stores, vendor, { title: 'Gown', category_id: 2 });
    expect(titles(await feed())).toEqual(['Gown', 'Phone', 'Shirt']);

    const sold = changed(await markSold(shirt, { sold: true }, token), MESSAGES.postMarkedSold);
    expect(sold).toMatchObject({ id: shirt, sold: true });
    expect(postAnswerSchema.parse((await get(t().app, `/api/post/${shirt}`)).json()).post.sold).toBe(true);

    const near = 'lat=6.6018&lng=3.3515&radius=5';
    for (const query of ['', 'category=2', 'city=ikeja', 'state=lagos&category_type=product', near, `${near}&category=2`, 'per_page=1&page=2']) {
      const page = await feed(query);
      expect(titles(page), query).not.toContain('Shirt');
    }
    expect((await feed()).pagination.count).toBe(2);
    expect((await feed(`${near}&per_page=1`)).pagination.count).toBe(2);
    expect((await feed('category=2&per_page=1')).pagination).toMatchObject({ count: 1, has_next: false });
    const buyer = await signIn(t().app, await newUser(t().stores));
    expect(titles(await feed('', buyer))).toEqual(['Gown', 'Phone']);

    expect(titles(await feed('show_sold=true'))).toEqual(['Gown', 'Phone', 'Shirt']);
    expect(titles(await feed('show_sold=true&category=2'))).toEqual(['Gown', 'Shirt']);
    expect(titles(await feed(`show_sold=1&${near}`))).toEqual(['Gown', 'Phone', 'Shirt']);
    expect((await feed('show_sold=true&per_page=1')).pagination.count).toBe(3);
    expect(titles(await feed('show_sold=true', buyer))).toEqual(['Gown', 'Phone', 'Shirt']);

    const available = changed(await markSold(shirt, { sold: false }, token), MESSAGES.postMarkedAvailable);
    expect(available.sold).toBe(false);
    expect(titles(await feed())).toEqual(['Gown', 'Phone', 'Shirt']);
  });

  it('starts no chat from a sold post (409) while the seller can still be messaged from elsewhere', async () => {
    const vendor = await newVendor(t().stores);
    const id = await newPost(t().stores, vendor);
    const buyer = await signIn(t().app, await newUser(t().stores));
    changed(await markSold(id, { sold: true }, await signIn(t().app, vendor)), MESSAGES.postMarkedSold);

    const refused = await post(t().app, '/api/v2/chats/', { receiver: vendor.username, post: id }, buyer);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({ message: MESSAGES.postSoldNoChat });
    const fromProfile = await post(t().app, '/api/v2/chats/', { receiver: vendor.username }, buyer);
    expect(fromProfile.statusCode).toBe(201);
    expect(createChatAnswerSchema.parse(fromProfile.json()).created).toBe(true);

    changed(await markSold(id, { sold: false }, await signIn(t().app, vendor)), MESSAGES.postMarkedAvailable);
    expect((await post(t().app, '/api/v2/chats/', { receiver: vendor.username, post: id }, buyer)).statusCode).toBe(200);
  });

  it('lets only the owner mark a post (403 for others, 401 without login, 404 for no post) and checks the body', async () => {
    const vendor = await newVendor(t().stores);
    const id = await newPost(t().stores, vendor, { title: 'Shirt' });
    const intruder = await signIn(t().app, await newVendor(t().stores));

    const refused = await markSold(id, { sold: true }, intruder);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: MESSAGES.notYourPostToMark });
    expect((await markSold(id, { sold: true })).statusCode).toBe(401);
    const owner = await signIn(t().app, vendor);
    const missing = await markSold(id + 1000, { sold: true }, owner);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: MESSAGES.postNotFound });
    const bad = await markSold(id, { sold: 'yes' }, owner);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe(MESSAGES.markSoldFailed);

    expect(titles(await feed())).toEqual(['Shirt']);
  });
});
