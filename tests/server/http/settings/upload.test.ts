import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES, uploadAnswerSchema } from '../../../../src/contract';
import { get, json, newUser, signIn, useTestApp } from '../../support/helpers';
import { filesUnder, minimalMp4, noisyPng, phonePhotoWithGps, solidJpeg } from '../../support/media-fixtures';
import { multipartBody, type Part } from '../../support/multipart-body';

describe('POST /api/upload/', () => {
  const t = useTestApp();

  async function upload(parts: readonly Part[], token?: string): Promise<LightMyRequestResponse> {
    const { payload, headers } = await multipartBody(parts);
    return t().app.inject({ method: 'POST', url: '/api/upload/', payload, headers: { ...headers, ...(token ? { authorization: `Token ${token}` } : {}) } });
  }

  async function token(): Promise<string> {
    return signIn(t().app, await newUser(t().stores, { username: 'uploader' }));
  }

  it('stores an image by its content, without metadata, and answers its path and URL', async () => {
    const key = await token();
    const response = await upload([{ name: 'file', filename: 'photo.jpg', bytes: await phonePhotoWithGps(640, 480), type: 'image/jpeg' }], key);
    expect(response.statusCode).toBe(201);
    const answer = uploadAnswerSchema.parse(response.json());
    expect(answer.path).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}-480\.webp$/);
    expect(answer.url).toBe(`/media/${answer.path}`);
    const stored = path.join(t().config.mediaDir, answer.path);
    const metadata = await sharp(fs.readFileSync(stored)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 480, height: 640 });
    expect(metadata.exif).toBeUndefined();
    const served = await get(t().app, answer.url);
    expect(served.statusCode).toBe(200);

    const named = uploadAnswerSchema.parse((await upload([{ name: 'folder', value: 'receipts' }, { name: 'file', filename: 'a.png', bytes: await solidJpeg(100, 100) }], key)).json());
    expect(named.path).toMatch(/^uploads\/receipts\/\d{4}\/\d{2}\/[0-9a-f]{32}-100\.webp$/);
  });

  it('refuses fakes, oversize files, bad folders, a missing file and visitors, storing nothing', async () => {
    const key = await token();
    const cases: [Part[], number, string][] = [
      [[{ name: 'file', filename: 'fake.jpg', bytes: Buffer.from('GIF89a but not really'), type: 'image/jpeg' }], 415, MESSAGES.notAnImage],
      [[{ name: 'file', filename: 'clip.mp4', bytes: minimalMp4() }], 415, MESSAGES.notAnImage],
      [[{ name: 'file', filename: 'big.png', bytes: await noisyPng(700, 700) }], 413, MESSAGES.imageOver1MB],
      [[{ name: 'folder', value: '../etc' }, { name: 'file', filename: 'a.jpg', bytes: await solidJpeg(10, 10) }], 400, 'Folder may use letters, digits, dashes and underscores only.'],
      [[{ name: 'folder', value: 'avatars' }], 400, MESSAGES.noImageSelected],
      [[{ name: 'file', filename: 'a.jpg', bytes: await solidJpeg(10, 10) }, { name: 'file2', filename: 'b.jpg', bytes: await solidJpeg(10, 10) }], 400, MESSAGES.oneImageAtATime],
    ];
    for (const [parts, status, message] of cases) {
      const response = await upload(parts, key);
      const label = parts.map((part) => ('filename' in part ? part.filename : part.value)).join(',');
      expect(response.statusCode, label).toBe(status);
      expect(json(response).message, label).toBe(message);
    }
    const notMultipart = await t().app.inject({ method: 'POST', url: '/api/upload/', payload: { file: 'x' }, headers: { authorization: `Token ${key}` } });
    expect(notMultipart.statusCode).toBe(400);
    const visitor = await upload([{ name: 'file', filename: 'a.jpg', bytes: await solidJpeg(10, 10) }]);
    expect(visitor.statusCode).toBe(401);
    expect(filesUnder(t().config.mediaDir)).toEqual([]);
  });
});
