import { describe, expect, it } from 'vitest';
import { MESSAGES, postAnswerSchema } from '../../../../src/contract';
import { get, json, useTestApp } from '../../support/helpers';
import { solidJpeg } from '../../support/media-fixtures';
import { postChanges } from './post-changes';
import { filePart, postFields, postForms } from './post-forms';

describe('editing a post', () => {
  const t = useTestApp();
  const { vendorWithToken, sendForm, postCount, mediaFiles, created } = postForms(t);
  const { editForm, editJson, changed } = postChanges(t);

  async function twoPhotoPost(token: string) {
    const parts = [{ name: 'post', value: JSON.stringify(postFields()) }, filePart(0, 'a.jpg', await solidJpeg(600, 400)), filePart(1, 'b.jpg', await solidJpeg(500, 500))];
    return created(await sendForm(parts, token));
  }

  it('lets the owner change every field and add, remove and reorder photos; dropped photos lose their files', async () => {
    const { token } = await vendorWithToken({ market: { allow_multi_image: 1 } });
    const made = await twoPhotoPost(token);
    const [first, second] = made.images;
    expect((await get(t().app, '/api/')).json()).toMatchObject({ results: [{ title: made.title }] });

    const fields = postFields({ title: 'Ankara, 12 yards', description: 'Now a double bundle.', caption: '', price: '0', category: 17, category_type: 'service', delivery_time: 'same_day' });
    const order = [{ upload: 0 }, { keep: second?.url }];
    const edited = changed(await editForm(made.id, [{ name: 'post', value: JSON.stringify({ ...fields, photos: order }) }, filePart(0, 'c.jpg', await solidJpeg(700, 300))], token));

    expect(edited).toMatchObject({ id: made.id, title: 'Ankara, 12 yards', description: 'Now a double bundle.', caption: '', price: 0, sold: false });
    expect(edited.category?.id).toBe(17);
    expect(edited.delivery_time?.value).toBe('same_day');
    expect(edited.images).toHaveLength(2);
    expect(edited.images[0]?.url).not.toBe(first?.url);
    expect(edited.images[0]?.width).toBe(700);
    expect(edited.images[1]).toEqual(second);
    expect((await t().app.inject({ method: 'GET', url: first?.url ?? '' })).statusCode).toBe(404);
    expect((await t().app.inject({ method: 'GET', url: edited.images[0]?.url ?? '' })).statusCode).toBe(200);
    expect(mediaFiles()).toHaveLength(4);
    // The visitors' shared page of a second ago is gone: they see the edit at once.
    expect((await get(t().app, '/api/')).json()).toMatchObject({ results: [{ title: 'Ankara, 12 yards' }] });
    expect(postAnswerSchema.parse((await get(t().app, `/api/post/${made.id}`)).json()).post).toMatchObject({ title: 'Ankara, 12 yards' });

    const textOnly = changed(await editJson(made.id, { ...fields, photos: [] }, token));
    expect(textOnly.images).toEqual([]);
    expect(mediaFiles()).toEqual([]);
  });

  it('keeps the photos as they are when the edit names no order, new files after them', async () => {
    const { token } = await vendorWithToken({ market: { allow_multi_image: 1 } });
    const made = await twoPhotoPost(token);
    const kept = changed(await editJson(made.id, postFields({ title: 'Same photos' }), token));
    expect(kept.images).toEqual(made.images);
    const added = changed(await editForm(made.id, [{ name: 'post', value: JSON.stringify(postFields()) }, filePart(0, 'c.jpg', await solidJpeg(300, 300))], token));
    expect(added.images.slice(0, 2)).toEqual(made.images);
    expect(added.images).toHaveLength(3);
  });

  it('holds an edit to the create form’s limits and messages, changing nothing when it refuses', async () => {
    const { token } = await vendorWithToken({ market: { allow_multi_image: 1 } });
    const made = await twoPhotoPost(token);
    const keepBoth = made.images.map((image) => ({ keep: image.url }));
    const before = { count: await postCount(), files: mediaFiles() };
    const refusals: [Record<string, unknown>, string, string][] = [
      [postFields({ title: 'x'.repeat(101) }), 'title', MESSAGES.titleTooLong],
      [postFields({ title: '  ' }), 'title', MESSAGES.titleRequired],
      [postFields({ description: 'x'.repeat(501) }), 'description', MESSAGES.descriptionTooLong],
      [postFields({ caption: 'x'.repeat(151) }), 'caption', MESSAGES.captionTooLong],
      [postFields({ price: '' }), 'price', MESSAGES.priceRequired],
      [postFields({ category: 99 }), 'category', MESSAGES.unknownCategory],
      [postFields({ delivery_time: 'someday' }), 'delivery_time', MESSAGES.unknownDeliveryTime],
      [postFields({ photos: [{ keep: '/media/posts/elsewhere.jpg' }] }), 'photos', MESSAGES.photoNotInPost],
      [postFields({ photos: [...keepBoth, { upload: 0 }] }), 'photos', MESSAGES.photoNotPlaced],
      [postFields({ photos: [...keepBoth, ...keepBoth, ...keepBoth] }), 'photos', MESSAGES.maxFiles],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await editJson(made.id, body, token);
      expect(refused.statusCode, field).toBe(400);
      expect(json(refused), field).toMatchObject({ message: MESSAGES.invalidPostData, errors: { [field]: [message] } });
    }
    const sixth = [filePart(0, 'c.jpg', await solidJpeg(200, 200)), filePart(1, 'd.jpg', await solidJpeg(200, 200)), filePart(2, 'e.jpg', await solidJpeg(200, 200)), filePart(3, 'f.jpg', await solidJpeg(200, 200))];
    const tooMany = await editForm(made.id, [{ name: 'post', value: JSON.stringify(postFields()) }, ...sixth], token);
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany)).toMatchObject({ errors: { photos: [MESSAGES.maxFiles] } });
    expect({ count: await postCount(), files: mediaFiles() }).toEqual(before);
    expect(postAnswerSchema.parse((await get(t().app, `/api/post/${made.id}`)).json()).post).toEqual(made);
  });

  it('gives a one-image store one photo per post when editing too', async () => {
    const { token } = await vendorWithToken();
    const made = created(await sendForm([{ name: 'post', value: JSON.stringify(postFields()) }, filePart(0, 'a.jpg', await solidJpeg(400, 400))], token));
    const second = await editForm(made.id, [{ name: 'post', value: JSON.stringify(postFields()) }, filePart(0, 'b.jpg', await solidJpeg(400, 400))], token);
    expect(second.statusCode).toBe(400);
    expect(json(second)).toMatchObject({ errors: { photos: [MESSAGES.oneImagePerPost] } });
    const replaced = changed(await editForm(made.id, [{ name: 'post', value: JSON.stringify(postFields({ photos: [{ upload: 0 }] })) }, filePart(0, 'b.jpg', await solidJpeg(300, 300))], token));
    expect(replaced.images).toHaveLength(1);
    expect(replaced.images[0]?.url).not.toBe(made.images[0]?.url);
    expect((await t().app.inject({ method: 'GET', url: made.images[0]?.url ?? '' })).statusCode).toBe(404);
    expect(mediaFiles()).toHaveLength(1);
  });

  it('refuses an edit by anyone but the owner (403), without login (401) and of no post (404), changing nothing', async () => {
    const owner = await vendorWithToken({ market: { allow_multi_image: 1 } });
    const made = await twoPhotoPost(owner.token);
    const intruder = await vendorWithToken();
    const before = { count: await postCount(), files: mediaFiles() };

    const refused = await editForm(made.id, [{ name: 'post', value: JSON.stringify(postFields({ title: 'Mine now' })) }, filePart(0, 'c.jpg', await solidJpeg(200, 200))], intruder.token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: MESSAGES.notYourPostToEdit });
    expect((await editJson(made.id, postFields({ title: 'Mine now' }))).statusCode).toBe(401);
    const missing = await editJson(made.id + 1000, postFields(), owner.token);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: MESSAGES.postNotFound });
    expect((await editJson(0, postFields(), owner.token)).statusCode).toBe(404);

    expect({ count: await postCount(), files: mediaFiles() }).toEqual(before);
    expect(postAnswerSchema.parse((await get(t().app, `/api/post/${made.id}`)).json()).post.title).toBe(made.title);
  });
});
