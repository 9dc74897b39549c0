import fs from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  createPostAnswerSchema,
  deletePostAnswerSchema,
  MESSAGES,
  postAnswerSchema,
  type Post,
} from '../../src/contract';
import { newPost, newVendor, type TestVendor } from './factories';
import { buildTestApp, get, json, newUser, post, signIn, useTestApp } from './helpers';
import { filesUnder, minimalMp4, pngDeclaring, phonePhotoWithGps, solidJpeg } from './media/media-fixtures';
import { multipartBody, type Part } from './multipart-body';

const MB = 1024 * 1024;

function filePart(n: number, filename: string, bytes: Uint8Array, type = 'image/jpeg'): Part {
  return { name: `image_${n}_${filename}`, filename, bytes, type };
}

function postFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Ankara fabric, 6 yards',
    description: 'Bright wax print, 100% cotton, from Balogun market.',
    caption: 'Delivery within Lagos',
    category: 2,
    category_type: 'product',
    price: '15000',
    delivery_time: 'next_day',
    user: 'ignored',
    ...overrides,
  };
}

/** Random pixels: a PNG that stays about as large as its raw size. */
async function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 1) pixels[at] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

describe('posts', () => {
  const t = useTestApp();

  async function vendorWithToken(overrides: Parameters<typeof newVendor>[1] = {}): Promise<{ vendor: TestVendor; token: string }> {
    const vendor = await newVendor(t().stores, overrides);
    return { vendor, token: await signIn(t().app, vendor) };
  }

  async function sendForm(parts: readonly Part[], token?: string): Promise<LightMyRequestResponse> {
    const { payload, headers } = await multipartBody(parts);
    return t().app.inject({ method: 'POST', url: '/api/', payload, headers: { ...headers, ...(token ? { authorization: `Token ${token}` } : {}) } });
  }

  function remove(body: unknown, token?: string): Promise<LightMyRequestResponse> {
    return t().app.inject({
      method: 'DELETE',
      url: '/api/',
      payload: body as Record<string, unknown>,
      headers: token ? { authorization: `Token ${token}` } : {},
    });
  }

  async function postCount(): Promise<number> {
    const row = await t().db.kysely.selectFrom('posts').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    const media = await t().db.kysely.selectFrom('post_media').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    return Number(row.count) + Number(media.count);
  }

  const mediaFiles = () => filesUnder(t().config.mediaDir);

  function created(response: LightMyRequestResponse): Post {
    expect(response.statusCode, response.body).toBe(201);
    const answer = createPostAnswerSchema.parse(response.json());
    expect(answer.message).toBe(MESSAGES.postCreated);
    return answer.post;
  }

  it('creates a text-only post from JSON, located where the store is', async () => {
    const { vendor, token } = await vendorWithToken({
      market: { city: ' Ikeja ', state: 'LAGOS', business_latitude: 6.6, business_longitude: 3.35 },
    });
    const made = created(await post(t().app, '/api/', postFields({ price: 0, delivery_radius: 15 }), token));
    expect(made).toMatchObject({
      title: 'Ankara fabric, 6 yards',
      caption: 'Delivery within Lagos',
      price: 0,
      delivery_radius: 15,
      category: { id: 2, category_type: 'product' },
      delivery_time: { value: 'next_day', label: 'Next day' },
      images: [],
      liked: false,
      saved: false,
      user: { username: vendor.username, vendor: { marketname: vendor.market.marketname } },
    });
    const row = await t().db.kysely.selectFrom('posts').selectAll().where('id', '=', made.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: vendor.id, city_key: 'ikeja', state_key: 'lagos', latitude: 6.6, longitude: 3.35, category_type: 'product' });

    const read = await get(t().app, `/api/post/${made.id}`);
    expect(postAnswerSchema.parse(read.json()).post).toEqual(made);
    const listed = await get(t().app, '/api/?city=IKEJA');
    expect(json(listed).results).toEqual([made]);
  });

  it('creates a post from a multipart form with two real images, re-encoded without metadata and served under /media', async () => {
    const { token } = await vendorWithToken({ market: { allow_multi_image: 1 } });
    const phonePhoto = await phonePhotoWithGps(2400, 1800);
    const small = await solidJpeg(640, 480, '#27ae60');
    const made = created(
      await sendForm(
        [
          { name: 'post', value: JSON.stringify(postFields({ category: 17, category_type: 'service', price: 25000 })) },
          filePart(0, 'phone.jpg', phonePhoto),
          filePart(1, 'small.jpg', small),
        ],
        token,
      ),
    );
    expect(made.category?.name).toBe('Graphic Design');
    expect(made.images).toHaveLength(2);
    const [big, little] = made.images;
    // The phone photo is upright (orientation 6: 1800 wide) and its largest variant is 1800 wide.
    expect(big).toMatchObject({ kind: 'image', width: 1800, height: 2400 });
    expect(big?.variants.map((variant) => variant.width)).toEqual([400, 800, 1200, 1800]);
    expect(big?.url).toBe(big?.variants.at(-1)?.url);
    expect(little?.variants.map((variant) => variant.width)).toEqual([400, 640]);

    for (const image of made.images) {
      for (const variant of image.variants) {
        expect(variant.url).toMatch(/^\/media\/posts\/\d{4}\/\d{2}\/[0-9a-f]{32}-\d+\.webp$/);
        const served = await t().app.inject({ method: 'GET', url: variant.url });
        expect(served.statusCode, variant.url).toBe(200);
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.width).toBe(variant.width);
        expect(metadata.exif).toBeUndefined();
        expect(served.rawPayload.toString('latin1')).not.toContain('Tecno');
      }
    }
    expect(mediaFiles()).toHaveLength(6);
    expect(postAnswerSchema.parse((await get(t().app, `/api/post/${made.id}`)).json()).post.images).toEqual(made.images);
  });

  it('takes a multipart form of more than the 1 MiB JSON limit', async () => {
    const { token } = await vendorWithToken();
    const large = await noisyPng(1000, 1000);
    expect(large.length).toBeGreaterThan(2 * MB);
    const made = created(await sendForm([{ name: 'post', value: JSON.stringify(postFields()) }, filePart(0, 'noise.png', large, 'image/png')], token));
    expect(made.images[0]?.width).toBe(1000);
  });

  it('refuses visitors (401) and users without a store (403), creating nothing', async () => {
    const anonymous = await post(t().app, '/api/', postFields());
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous).message).toBe(MESSAGES.authenticationRequired);

    const buyer = await newUser(t().stores);
    const buyerToken = await signIn(t().app, buyer);
    const refused = await sendForm([{ name: 'post', value: JSON.stringify(postFields()) }, filePart(0, 'a.jpg', await solidJpeg(50, 50))], buyerToken);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: MESSAGES.vendorProfileRequired });

    const blankStore = await vendorWithToken({ market: { marketname: '   ' } });
    expect((await post(t().app, '/api/', postFields(), blankStore.token)).statusCode).toBe(403);
    expect(await postCount()).toBe(0);
    expect(mediaFiles()).toEqual([]);
  });

  it('refuses bad fields with 400, the invalid-post message and per-field errors', async () => {
    const { token } = await vendorWithToken();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [postFields({ title: '  ' }), { title: [MESSAGES.titleRequired] }],
      [postFields({ title: 'x'.repeat(101) }), { title: [MESSAGES.titleTooLong] }],
      [postFields({ caption: 'x'.repeat(151) }), { caption: [MESSAGES.captionTooLong] }],
      [postFields({ description: 'x'.repeat(501) }), { description: [MESSAGES.descriptionTooLong] }],
      [postFields({ price: '' }), { price: [MESSAGES.priceRequired] }],
      [postFields({ price: '-5' }), { price: [MESSAGES.priceInvalid] }],
      [postFields({ category: 99 }), { category: [MESSAGES.unknownCategory] }],
      [postFields({ category: 9007199254740991 }), { category: [MESSAGES.unknownCategory] }],
      [postFields({ category: 17, category_type: 'product' }), { category: [MESSAGES.unknownCategory] }],
      [postFields({ delivery_time: 'yesterday' }), { delivery_time: [MESSAGES.unknownDeliveryTime] }],
      [postFields({ delivery_time: undefined }), { delivery_time: [MESSAGES.deliveryTimeRequired] }],
    ];
    for (const [body, errors] of cases) {
      const response = await post(t().app, '/api/', body, token);
      expect(response.statusCode, JSON.stringify(errors)).toBe(400);
      expect(json(response), JSON.stringify(errors)).toMatchObject({ message: MESSAGES.invalidPostData, errors });
    }
    const notJson = await sendForm([{ name: 'post', value: '{"title": ' }, filePart(0, 'a.jpg', await solidJpeg(40, 40))], token);
    expect(notJson.statusCode).toBe(400);
    expect(json(notJson).message).toBe(MESSAGES.invalidPostData);
    const missingFields = await sendForm([filePart(0, 'a.jpg', await solidJpeg(40, 40))], token);
    expect(json(missingFields)).toMatchObject({ message: MESSAGES.invalidPostData, errors: { title: [MESSAGES.titleRequired] } });
    expect(await postCount()).toBe(0);
    expect(mediaFiles()).toEqual([]);
  });

  it('refuses files that break the media rules with 4xx, storing nothing', async () => {
    const { token } = await vendorWithToken({ market: { allow_multi_image: 1 } });
    const photo = await solidJpeg(800, 600);
    const fields = { name: 'post', value: JSON.stringify(postFields()) };
    const oversized = Buffer.concat([photo, Buffer.alloc(10 * MB + 1 - photo.length)]);
    const cases: [Part[], number, string][] = [
      [[filePart(0, 'ok.jpg', photo), filePart(1, 'notes.jpg', Buffer.from('just some text, not a picture'))], 415, 'notes.jpg is not a valid image or video file'],
      [[filePart(0, 'ok.jpg', photo), filePart(1, 'huge.jpg', oversized)], 413, 'huge.jpg exceeds 10MB limit'],
      [Array.from({ length: 6 }, (_, n) => filePart(n, `p${n}.jpg`, photo)), 400, 'Maximum 5 files allowed'],
      [[filePart(0, 'ok.jpg', photo), filePart(1, 'bomb.png', await pngDeclaring(20_000, 20_000), 'image/png')], 400, 'bomb.png is too large to process (at most 40 megapixels)'],
    ];
    for (const [files, status, message] of cases) {
      const response = await sendForm([fields, ...files], token);
      expect(response.statusCode, message).toBe(status);
      expect(json(response), message).toEqual({ message });
      expect(await postCount(), message).toBe(0);
      expect(mediaFiles(), message).toEqual([]);
    }
  });

  it('gives a store without Allow multiple images one image per post (400), storing nothing', async () => {
    const { token } = await vendorWithToken();
    const photo = await solidJpeg(320, 240);
    const fields = { name: 'post', value: JSON.stringify(postFields()) };
    const refused = await sendForm([fields, filePart(0, 'a.jpg', photo), filePart(1, 'b.jpg', photo)], token);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ message: MESSAGES.oneImagePerPost });
    expect(await postCount()).toBe(0);
    expect(mediaFiles()).toEqual([]);

    expect(created(await sendForm([fields, filePart(0, 'a.jpg', photo)], token)).images).toHaveLength(1);
  });

  it('limits how many posts one vendor creates in a while', async () => {
    const limited = await buildTestApp(t().db, { rateLimits: { createPost: { max: 2, windowMs: 60_000 } } });
    const vendor = await newVendor(limited.stores);
    const token = await signIn(limited.app, vendor);
    for (let n = 0; n < 2; n += 1) expect((await post(limited.app, '/api/', postFields(), token)).statusCode).toBe(201);
    const third = await post(limited.app, '/api/', postFields(), token);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    const other = await newVendor(limited.stores);
    expect((await post(limited.app, '/api/', postFields(), await signIn(limited.app, other))).statusCode).toBe(201);
    await limited.app.close();
    fs.rmSync(limited.config.dataDir, { recursive: true, force: true });
  });

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
