import { describe, expect, it } from 'vitest';
import {
  feedAnswerSchema,
  hiddenPostListAnswerSchema,
  hiddenPostsAnswerSchema,
  LIMITS,
  MESSAGES,
  saveAnswerSchema,
  savedPostsAnswerSchema,
} from '../../../../src/contract';
import { newPost } from '../../support/factories';
import { get, json, post, useTestApp } from '../../support/helpers';
import { signedInUser, socialState, vendorWithPost } from '../../support/social-fixtures';

describe('POST /api/saved and GET /api/saved', () => {
  const t = useTestApp();

  it('saves and unsaves (toggle or action) with the messages', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const saved = await post(t().app, '/api/saved', { post_id: postId }, buyer.token);
    expect(saved.statusCode).toBe(200);
    expect(saveAnswerSchema.parse(saved.json())).toEqual({ post_id: postId, saved: true, message: MESSAGES.postSaved });
    const again = await post(t().app, '/api/saved', { post_id: postId, action: true }, buyer.token);
    expect(json(again)).toEqual({ post_id: postId, saved: true, message: MESSAGES.postSaved });
    const removed = await post(t().app, '/api/saved', { post_id: postId }, buyer.token);
    expect(json(removed)).toEqual({ post_id: postId, saved: false, message: MESSAGES.postUnsaved });
    expect((await socialState(t())).saved_posts).toBe(0);
  });

  it("lists the caller's own saved posts as full posts, newest saved first", async () => {
    const { vendor, postId: first } = await vendorWithPost(t());
    const second = await newPost(t().stores, vendor, { title: 'Second' });
    const buyer = await signedInUser(t());
    const other = await signedInUser(t());
    await post(t().app, '/api/saved', { post_id: second }, buyer.token);
    t().clock.advance(1000);
    await post(t().app, '/api/saved', { post_id: first }, buyer.token);
    await post(t().app, '/api/saved', { post_id: second }, other.token);

    const answer = await get(t().app, '/api/saved', buyer.token);
    expect(answer.statusCode).toBe(200);
    const { results } = savedPostsAnswerSchema.parse(answer.json());
    expect(results.map((saved) => saved.id)).toEqual([first, second]);
    expect(results[0]).toMatchObject({ saved: true, user: { username: vendor.username } });
    const others = savedPostsAnswerSchema.parse((await get(t().app, '/api/saved', other.token)).json());
    expect(others.results.map((saved) => saved.id)).toEqual([second]);
  });

  it('refuses visitors (401), missing posts (404) and bad ids (400), changing nothing', async () => {
    const { postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const before = await socialState(t());
    expect((await post(t().app, '/api/saved', { post_id: postId })).statusCode).toBe(401);
    expect((await get(t().app, '/api/saved')).statusCode).toBe(401);
    const missing = await post(t().app, '/api/saved', { post_id: 987_654 }, buyer.token);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: MESSAGES.postNotFound });
    for (const postId of ['x', LIMITS.rowIdMax + 1]) {
      const bad = await post(t().app, '/api/saved', { post_id: postId }, buyer.token);
      expect(bad.statusCode).toBe(400);
      expect(json(bad).message).toBe(MESSAGES.missingPostId);
    }
    expect(await socialState(t())).toEqual(before);
  });
});

describe('POST /api/hidden and GET /api/hidden', () => {
  const t = useTestApp();

  it("hides and unhides, answering the caller's hidden ids newest first", async () => {
    const { vendor, postId: first } = await vendorWithPost(t());
    const second = await newPost(t().stores, vendor);
    const buyer = await signedInUser(t());
    const hid = await post(t().app, '/api/hidden', { post_id: first }, buyer.token);
    expect(hid.statusCode).toBe(200);
    expect(hiddenPostsAnswerSchema.parse(hid.json())).toEqual({ post_ids: [first] });
    t().clock.advance(1000);
    await post(t().app, '/api/hidden', { post_id: second, action: true }, buyer.token);
    await post(t().app, '/api/hidden', { post_id: second, action: true }, buyer.token);
    expect(hiddenPostsAnswerSchema.parse((await get(t().app, '/api/hidden', buyer.token)).json())).toEqual({ post_ids: [second, first] });
    const unhid = await post(t().app, '/api/hidden', { post_id: first }, buyer.token);
    expect(json(unhid)).toEqual({ post_ids: [second] });
  });

  it('refuses hiding your own post (400), visitors (401) and missing posts (404), changing nothing', async () => {
    const { vendor, postId } = await vendorWithPost(t());
    const buyer = await signedInUser(t());
    const before = await socialState(t());
    const own = await post(t().app, '/api/hidden', { post_id: postId }, vendor.token);
    expect(own.statusCode).toBe(400);
    expect(json(own)).toEqual({ message: MESSAGES.cannotHideOwnPost, errors: { post_id: [MESSAGES.cannotHideOwnPost] } });
    expect((await post(t().app, '/api/hidden', { post_id: postId })).statusCode).toBe(401);
    expect((await get(t().app, '/api/hidden')).statusCode).toBe(401);
    expect((await post(t().app, '/api/hidden', { post_id: 987_654 }, buyer.token)).statusCode).toBe(404);
    expect(await socialState(t())).toEqual(before);
  });
});

describe('GET /api/hidden/posts and unhiding: hidden posts belong to the account', () => {
  const t = useTestApp();

  const hiddenTitles = async (token: string) =>
    hiddenPostListAnswerSchema.parse((await get(t().app, '/api/hidden/posts', token)).json()).results.map((hidden) => hidden.title);
  const feedIds = async (token?: string) => feedAnswerSchema.parse((await get(t().app, '/api/?per_page=50', token)).json()).results.map((shown) => shown.id);

  it("lists the caller's own hidden posts in full, newest hidden first; each account's feed leaves out only its own", async () => {
    const { vendor, postId: rice } = await vendorWithPost(t(), {}, { title: 'Ofada rice' });
    const yam = await newPost(t().stores, vendor, { title: 'Abuja yam' });
    const ada = await signedInUser(t());
    const bayo = await signedInUser(t());
    await post(t().app, '/api/hidden', { post_id: rice, action: true }, ada.token);
    t().clock.advance(1000);
    await post(t().app, '/api/hidden', { post_id: yam, action: true }, ada.token);
    await post(t().app, '/api/hidden', { post_id: rice, action: true }, bayo.token);

    const answer = await get(t().app, '/api/hidden/posts', ada.token);
    expect(answer.statusCode).toBe(200);
    const { results } = hiddenPostListAnswerSchema.parse(answer.json());
    expect(results.map((hidden) => hidden.id)).toEqual([yam, rice]);
    expect(results[0]).toMatchObject({ title: 'Abuja yam', user: { username: vendor.username } });
    expect(await hiddenTitles(bayo.token)).toEqual(['Ofada rice']);
    expect(await feedIds(ada.token)).toEqual([]);
    expect(await feedIds(bayo.token)).toEqual([yam]);
    expect(await feedIds()).toEqual([yam, rice]);
  });

  it("unhiding brings the post back to that account's feed only, and touches no one else's hidden posts", async () => {
    const { postId } = await vendorWithPost(t(), {}, { title: 'Ofada rice' });
    const ada = await signedInUser(t());
    const bayo = await signedInUser(t());
    await post(t().app, '/api/hidden', { post_id: postId, action: true }, ada.token);
    await post(t().app, '/api/hidden', { post_id: postId, action: true }, bayo.token);

    const unhid = await post(t().app, '/api/hidden', { post_id: postId, action: false }, ada.token);
    expect(unhid.statusCode).toBe(200);
    expect(json(unhid)).toEqual({ post_ids: [] });
    expect(await hiddenTitles(ada.token)).toEqual([]);
    expect(await feedIds(ada.token)).toEqual([postId]);
    expect(await hiddenTitles(bayo.token)).toEqual(['Ofada rice']);
    expect(await feedIds(bayo.token)).toEqual([]);

    // Unhiding what one never hid changes nothing, for anyone.
    const carol = await signedInUser(t());
    expect(json(await post(t().app, '/api/hidden', { post_id: postId, action: false }, carol.token))).toEqual({ post_ids: [] });
    expect(await hiddenTitles(bayo.token)).toEqual(['Ofada rice']);
  });

  it('refuses visitors (401)', async () => {
    expect((await get(t().app, '/api/hidden/posts')).statusCode).toBe(401);
  });
});
