import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { imageUpdateAnswerSchema, MESSAGES } from '../../../../src/contract';
import { json, useTestApp } from '../../support/helpers';
import { filesUnder, minimalMp4, noisyPng, solidJpeg } from '../../support/media-fixtures';
import { multipartBody, type Part } from '../../support/multipart-body';
import { signedInUser } from './update-data-bodies';

describe('POST /api/updatedata (profile, cover and wallpaper pictures)', () => {
  const t = useTestApp();

  async function sendForm(parts: readonly Part[], token?: string): Promise<LightMyRequestResponse> {
    const { payload, headers } = await multipartBody(parts);
    return t().app.inject({
      method: 'POST',
      url: '/api/updatedata',
      payload,
      headers: { ...headers, ...(token ? { authorization: `Token ${token}` } : {}) },
    });
  }

  it('stores profile, cover and wallpaper pictures by their content, replacing the old files', async () => {
    const { user, token } = await signedInUser(t());
    const mediaDir = t().config.mediaDir;
    const first = await sendForm([{ name: 'profileimg', filename: 'me.jpg', bytes: await solidJpeg(900, 900), type: 'image/jpeg' }], token);
    expect(first.statusCode).toBe(200);
    const answer = imageUpdateAnswerSchema.parse(first.json());
    expect(answer).toMatchObject({ response: 'successful', message: MESSAGES.pictureUpdated, field: 'profileimg' });
    expect(answer.url).toMatch(/^\/media\/profiles\/\d{4}\/\d{2}\/[0-9a-f]{32}-900\.webp$/);
    expect((await t().stores.accounts.findById(user.id))?.profileimg).toBe(answer.url);
    expect(filesUnder(mediaDir).filter((file) => file.startsWith('profiles/'))).toHaveLength(3);

    const second = await sendForm([{ name: 'profileimg', filename: 'me2.png', bytes: await solidJpeg(300, 300, '#123456') }], token);
    const replaced = imageUpdateAnswerSchema.parse(second.json());
    expect(filesUnder(mediaDir).filter((file) => file.startsWith('profiles/'))).toEqual([replaced.url.replace('/media/', '')]);

    const cover = await sendForm([{ name: 'coverimg', filename: 'cover.jpg', bytes: await solidJpeg(1200, 400) }], token);
    expect(imageUpdateAnswerSchema.parse(cover.json())).toMatchObject({ field: 'coverimg', message: MESSAGES.pictureUpdated });
    const wallpaper = await sendForm([{ name: 'wallpaper', filename: 'wall.jpg', bytes: await solidJpeg(1080, 1920) }], token);
    const wall = imageUpdateAnswerSchema.parse(wallpaper.json());
    expect(wall).toMatchObject({ field: 'wallpaper', message: MESSAGES.wallpaperUpdated });
    expect(await t().stores.accounts.findById(user.id)).toMatchObject({ coverimg: expect.stringMatching(/^\/media\/covers\//), wallpaper: wall.url });
  });

  it('refuses oversize, fake and missing pictures and mixed forms, keeping the picture before', async () => {
    const { user, token } = await signedInUser(t());
    const mediaDir = t().config.mediaDir;
    const oversize = await noisyPng(700, 700);
    expect(oversize.length).toBeGreaterThan(1024 * 1024);
    const cases: [Part[], number, string][] = [
      [[{ name: 'profileimg', filename: 'big.png', bytes: oversize, type: 'image/png' }], 413, MESSAGES.imageOver1MB],
      [[{ name: 'wallpaper', filename: 'big.png', bytes: oversize, type: 'image/png' }], 413, MESSAGES.imageOver1MB],
      [[{ name: 'coverimg', filename: 'fake.jpg', bytes: Buffer.from('<?php echo "hi"; ?>'), type: 'image/jpeg' }], 415, MESSAGES.notAnImage],
      [[{ name: 'profileimg', filename: 'clip.mp4', bytes: minimalMp4(), type: 'video/mp4' }], 415, MESSAGES.notAnImage],
      [[{ name: 'profileimg', filename: 'broken.png', bytes: (await solidJpeg(50, 50)).subarray(0, 200), type: 'image/png' }], 415, MESSAGES.notAnImage],
      [[], 400, MESSAGES.noImageSelected],
      [[{ name: 'avatar', filename: 'me.jpg', bytes: await solidJpeg(50, 50) }], 400, MESSAGES.unknownUpdateAction],
      [[{ name: 'profileimg', filename: 'me.jpg', bytes: await solidJpeg(50, 50) }, { name: 'username', value: 'other_vendor' }], 400, MESSAGES.unknownUpdateAction],
      [[{ name: 'profileimg', filename: 'a.jpg', bytes: await solidJpeg(50, 50) }, { name: 'coverimg', filename: 'b.jpg', bytes: await solidJpeg(50, 50) }], 400, MESSAGES.unknownUpdateAction],
    ];
    for (const [parts, status, message] of cases) {
      const response = await sendForm(parts, token);
      const label = parts.map((part) => part.name).join(',');
      expect(response.statusCode, label).toBe(status);
      expect(json(response).message, label).toBe(message);
    }
    expect(await t().stores.accounts.findById(user.id)).toMatchObject({ profileimg: '', coverimg: '', wallpaper: '' });
    expect(filesUnder(mediaDir)).toEqual([]);
    const visitor = await sendForm([{ name: 'profileimg', filename: 'me.jpg', bytes: await solidJpeg(50, 50) }]);
    expect(visitor.statusCode).toBe(401);
  });
});
