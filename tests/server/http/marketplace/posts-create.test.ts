import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES, postAnswerSchema } from '../../../../src/contract';
import { newVendor } from '../../support/factories';
import { buildTestApp, get, json, newUser, post, signIn, useTestApp } from '../../support/helpers';
import { noisyPng, pngDeclaring, phonePhotoWithGps, solidJpeg } from '../../support/media-fixtures';
import type { Part } from '../../support/multipart-body';
import { filePart, postFields, postForms } from './post-forms';

const MB = 1024 * 1024;

describe('creating posts', () => {
  const t = useTestApp();
  const { vendorWithToken, sendForm, postCount, mediaFiles, created } = postForms(t);

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
});
