import { describe, expect, it } from 'vitest';
import { deletePostAnswerSchema, MESSAGES, postAnswerSchema } from '../../../../src/contract';
import { newPost, newVendor } from '../../support/factories';
import { get, json, newUser, post, signIn, useTestApp } from '../../support/helpers';
import { minimalMp4, solidJpeg } from '../../support/media-fixtures';
import { filePart, postFields, postForms } from './post-forms';

describe('reading and deleting posts', () => {
  const t = useTestApp();
  const { vendorWithToken, sendForm, remove, postCount, mediaFiles, created } = postForms(t);

  it('reads one post by id, with the caller’s own marks, and 404 for an unknown one', async () => {
    const vendor = await newVendor(t().stores);
    const id = await newPost(t().stores, vendor, { title: 'Gele' });
    const buyer = await newUser(t().stores);
    await t().db.kysely.insertInto('likes').values({ post_id: id, user_id: buyer.id, created_at: t().clock.now().toISOString() }).execute();

    const visitor = postAnswerSchema.parse((await get(t().app, `/api/post/${id}`)).json());
    expect(visitor.post).toMatchObject({ id, title: 'Gele', liked: false });
    const mine = postAnswerSchema.parse((await get(t().app, `/api/post/${id}/`, await signIn(t().app, buyer))).json());
    expect(mine.post.liked).toBe(true);

    for (const path of [`/api/post/${id + 1000}`, '/api/post/abc', '/api/post/0', '/api/post/99999999999999']) {
      const missing = await get(t().app, path);
      expect(missing.statusCode, path).toBe(404);
      expect(json(missing), path).toEqual({ message: MESSAGES.postNotFound });
    }
  });

  it('lets the owner delete a post: the row goes, then its files', async () => {
    const { token } = await vendorWithToken({ market: { allow_multi_image: 1 } });
    const form = [{ name: 'post', value: JSON.stringify(postFields()) }, filePart(0, 'a.jpg', await solidJpeg(900, 600)), filePart(1, 'clip.mp4', minimalMp4(), 'video/mp4')];
    const made = created(await sendForm(form, token));
    expect(made.images[1]).toMatchObject({ kind: 'video', width: null, height: null, variants: [] });
    expect(made.images[1]?.url).toMatch(/^\/media\/posts\/.+\.mp4$/);
    expect((await t().app.inject({ method: 'GET', url: made.images[1]?.url ?? '' })).statusCode).toBe(200);
    const kept = created(await post(t().app, '/api/', postFields({ title: 'Kept' }), token));
    expect(mediaFiles()).toHaveLength(4);
    expect((await get(t().app, '/api/')).json()).toMatchObject({ pagination: { count: 2 } });

    const deleted = await remove({ postid: made.id }, token);
    expect(deleted.statusCode).toBe(200);
    expect(deletePostAnswerSchema.parse(deleted.json())).toEqual({ success: true, message: MESSAGES.postDeleted });
    expect((await get(t().app, `/api/post/${made.id}`)).statusCode).toBe(404);
    expect(mediaFiles()).toEqual([]);
    const url = made.images[0]?.url ?? '';
    expect((await t().app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await get(t().app, '/api/')).json()).toMatchObject({ results: [{ id: kept.id }], pagination: { count: 1 } });

    const again = await remove({ postid: made.id }, token);
    expect(again.statusCode).toBe(404);
    expect(json(again)).toEqual({ message: MESSAGES.postNotFound });
  });

  it('refuses deleting another vendor’s post (403) and deleting without login (401), changing nothing', async () => {
    const owner = await vendorWithToken();
    const made = created(await sendForm([{ name: 'post', value: JSON.stringify(postFields()) }, filePart(0, 'a.jpg', await solidJpeg(500, 500))], owner.token));
    const intruder = await vendorWithToken();
    const before = { count: await postCount(), files: mediaFiles() };

    const refused = await remove({ postid: made.id }, intruder.token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: MESSAGES.notYourPost });
    const anonymous = await remove({ postid: made.id });
    expect(anonymous.statusCode).toBe(401);
    const bad = await remove({ postid: 'abc' }, owner.token);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe(MESSAGES.missingPostId);

    expect({ count: await postCount(), files: mediaFiles() }).toEqual(before);
    expect((await get(t().app, `/api/post/${made.id}`)).statusCode).toBe(200);
  });
});
