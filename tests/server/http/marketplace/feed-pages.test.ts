import { describe, expect, it } from 'vitest';
import { feedReads, titles } from './feed-reads';
import { newPost, newVendor } from '../../support/factories';
import { signIn, useTestApp } from '../../support/helpers';

describe('feed pages and their snapshots', () => {
  const t = useTestApp();
  const { feed, postsBy } = feedReads(t);

  it('lists posts newest first with the pagination fields', async () => {
    const vendor = await newVendor(t().stores);
    const ids = await postsBy(vendor, 5);

    const first = await feed('page=1&per_page=2&paginate=true&refresh=1732240000000');
    expect(titles(first)).toEqual(['Post 5', 'Post 4']);
    expect(first.pagination).toEqual({
      current_page: 1,
      total_pages: 3,
      has_next: true,
      has_previous: false,
      count: 5,
      count_exact: true,
      snapshot: ids[4],
    });

    const last = await feed(`page=3&per_page=2&snapshot=${first.pagination.snapshot}`);
    expect(titles(last)).toEqual(['Post 1']);
    expect(last.pagination).toMatchObject({ current_page: 3, total_pages: 3, has_next: false, has_previous: true, count: 5 });

    const beyond = await feed(`page=9&per_page=2&snapshot=${first.pagination.snapshot}`);
    expect(beyond.results).toEqual([]);
    expect(beyond.pagination).toMatchObject({ has_next: false, has_previous: true, count: 5 });

    expect((await feed()).results).toHaveLength(5);
  });

  it('answers an empty feed with zero pages', async () => {
    const answer = await feed();
    expect(answer).toEqual({
      results: [],
      pagination: { current_page: 1, total_pages: 0, has_next: false, has_previous: false, count: 0, count_exact: true, snapshot: 0 },
    });
  });

  it('shares a visitor page for a second, never a signed-in one, and a new post through the API shows at once', async () => {
    const vendor = await newVendor(t().stores);
    const token = await signIn(t().app, vendor);
    await postsBy(vendor, 2);
    expect(titles(await feed('per_page=5'))).toEqual(['Post 2', 'Post 1']);

    await newPost(t().stores, vendor, { title: 'From another process' });
    expect(titles(await feed('per_page=5&refresh=123'))).toEqual(['Post 2', 'Post 1']);
    expect(titles(await feed('per_page=5', token))).toEqual(['From another process', 'Post 2', 'Post 1']);
    t().clock.advance(1000);
    expect(titles(await feed('per_page=5'))).toEqual(['From another process', 'Post 2', 'Post 1']);

    const created = await t().app.inject({
      method: 'POST',
      url: '/api/',
      headers: { authorization: `Token ${token}` },
      payload: { title: 'Through the API', description: 'Fresh', category: 1, price: 100, delivery_time: 'same_day' },
    });
    expect(created.statusCode).toBe(201);
    expect(titles(await feed('per_page=5'))[0]).toBe('Through the API');
  });

  it('keeps later pages stable when a post is created between two pages', async () => {
    const vendor = await newVendor(t().stores);
    await postsBy(vendor, 5);
    const first = await feed('per_page=2');
    expect(titles(first)).toEqual(['Post 5', 'Post 4']);

    await newPost(t().stores, vendor, { title: 'Fresh post' });
    // Made outside the routes (another process): visitors see it once their shared page is a second old.
    t().clock.advance(1000);

    const second = await feed(`page=2&per_page=2&snapshot=${first.pagination.snapshot}`);
    expect(titles(second)).toEqual(['Post 3', 'Post 2']);
    expect(second.pagination).toMatchObject({ count: 5, total_pages: 3, snapshot: first.pagination.snapshot });

    const refreshed = await feed('per_page=2');
    expect(titles(refreshed)).toEqual(['Fresh post', 'Post 5']);
    expect(refreshed.pagination.count).toBe(6);
    expect(refreshed.pagination.snapshot).toBeGreaterThan(first.pagination.snapshot);
  });

  it('continues the next page after the last post shown, even when an earlier one is deleted meanwhile', async () => {
    const vendor = await newVendor(t().stores);
    const token = await signIn(t().app, vendor);
    const ids = await postsBy(vendor, 5);
    const first = await feed('per_page=2');
    expect(titles(first)).toEqual(['Post 5', 'Post 4']);

    const removed = await t().app.inject({ method: 'DELETE', url: '/api/', payload: { postid: ids[4] }, headers: { authorization: `Token ${token}` } });
    expect(removed.statusCode).toBe(200);

    const second = await feed(`per_page=2&page=2&snapshot=${first.pagination.snapshot}`);
    expect(titles(second)).toEqual(['Post 3', 'Post 2']);
    expect(second.pagination).toMatchObject({ count: 4, has_next: true });
    const third = await feed(`per_page=2&page=3&snapshot=${first.pagination.snapshot}`);
    expect(titles(third)).toEqual(['Post 1']);
    expect(third.pagination.has_next).toBe(false);
    expect(titles(await feed(`per_page=2&page=2&snapshot=${first.pagination.snapshot}`))).toEqual(['Post 3', 'Post 2']);
  });

  it('keeps each snapshot’s count right as posts come and go', async () => {
    const vendor = await newVendor(t().stores);
    const token = await signIn(t().app, vendor);
    for (const category_id of [1, 1, 2]) await newPost(t().stores, vendor, { category_id });
    const before = await feed('category=1&per_page=1');
    expect(before.pagination).toMatchObject({ count: 2, total_pages: 2 });

    const added = [await newPost(t().stores, vendor, { category_id: 1 }), await newPost(t().stores, vendor, { category_id: 1 })];
    await newPost(t().stores, vendor, { category_id: 2 });
    t().clock.advance(1000);
    expect((await feed('category=1&per_page=1')).pagination).toMatchObject({ count: 4, snapshot: added[1] });
    expect((await feed(`category=1&per_page=1&page=2&snapshot=${before.pagination.snapshot}`)).pagination.count).toBe(2);
    expect((await feed()).pagination.count).toBe(6);

    const removed = await t().app.inject({ method: 'DELETE', url: '/api/', payload: { postid: added[0] }, headers: { authorization: `Token ${token}` } });
    expect(removed.statusCode).toBe(200);
    expect((await feed('category=1')).pagination.count).toBe(3);
    expect((await feed()).pagination.count).toBe(5);

    // Deleted by another server process: this one's total catches up within a minute.
    await t().db.kysely.deleteFrom('posts').where('id', '=', added[1] ?? 0).execute();
    t().clock.advance(1000);
    expect((await feed('category=1')).results).toHaveLength(2);
    t().clock.advance(60_000);
    expect((await feed('category=1')).pagination.count).toBe(2);
  });
});
