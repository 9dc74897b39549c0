import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { answerError } from '../../../server/http/error-handler';
import { registerMultipart, readMultipart, type MultipartForm, type ReadMultipartOptions } from '../../../server/media/multipart';
import { imageFileRule, POST_FILE_RULE, SINGLE_IMAGE_RULES, storePostMedia } from '../../../server/media/uploads';
import { filesUnder, minimalMp4, solidJpeg, useTempMediaStore } from '../support/media-fixtures';
import { multipartBody, type Part } from '../support/multipart-body';

const MB = 1024 * 1024;

function photoPart(n: number, bytes: Uint8Array): Part {
  return { name: `image_${n}_photo${n}.jpg`, filename: `photo${n}.jpg`, bytes, type: 'image/jpeg' };
}

/** The signature and header chunk of a real PNG, padded with zeros to `bytes`. */
async function pngOf(bytes: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
  return Buffer.concat([png.subarray(0, 33), Buffer.alloc(bytes - 33)]);
}

describe('readMultipart and registerMultipart', () => {
  const store = useTempMediaStore();
  let app: FastifyInstance | undefined;
  const folders: string[] = [];

  afterEach(async () => {
    await app?.close();
    app = undefined;
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  /** Reads the form into a temp folder of the request's own, as the upload gate does. */
  function read(request: FastifyRequest, options: Omit<ReadMultipartOptions, 'folder'>): Promise<MultipartForm> {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-multipart-'));
    folders.push(folder);
    return readMultipart(request, { ...options, folder });
  }

  /** A post-like route in its own plugin (multipart registered there only), plus a route outside. */
  async function testApp(): Promise<FastifyInstance> {
    // The real-connection test keeps a connection alive; closing must not wait for it.
    const instance = Fastify({ logger: false, forceCloseConnections: true });
    instance.setErrorHandler(answerError);
    await instance.register(async (posts) => {
      await registerMultipart(posts);
      posts.post('/posts', async (request) => {
        const form = await read(request, { rule: POST_FILE_RULE });
        const media = await storePostMedia(store(), form.files);
        return { fields: form.fields, names: form.files.map((file) => file.filename), fieldnames: form.files.map((file) => file.fieldname), media };
      });
      posts.post('/avatar', async (request) => {
        const rule = imageFileRule({ ...SINGLE_IMAGE_RULES, tooLarge: () => 'Image size must be less than 1MB' });
        const form = await read(request, { maxFiles: 1, tooManyFiles: 'One picture only', rule });
        return { bytes: form.files.map((file) => file.bytes) };
      });
    });
    instance.post('/elsewhere', async () => ({ ok: true }));
    app = instance;
    return instance;
  }

  it('reads text fields and files from a real multipart body', async () => {
    const server = await testApp();
    const jpeg = await solidJpeg(900, 600);
    const mp4 = minimalMp4();
    const body = await multipartBody([
      { name: 'post', value: JSON.stringify({ title: 'Ankara fabric', price: 4500 }) },
      photoPart(0, jpeg),
      { name: 'image_1_tour.mp4', filename: 'tour.mp4', bytes: mp4, type: 'video/mp4' },
    ]);
    const response = await server.inject({ method: 'POST', url: '/posts', ...body });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ fields: Record<string, string>; names: string[]; fieldnames: string[]; media: { kind: string; url: string }[] }>();
    expect(JSON.parse(answer.fields.post ?? '')).toEqual({ title: 'Ankara fabric', price: 4500 });
    expect(answer.names).toEqual(['photo0.jpg', 'tour.mp4']);
    expect(answer.fieldnames).toEqual(['image_0_photo0.jpg', 'image_1_tour.mp4']);
    expect(answer.media.map((item) => item.kind)).toEqual(['image', 'video']);
    expect(answer.media[0]?.url).toMatch(/^\/media\/posts\/\d{4}\/\d{2}\/[0-9a-f]{32}-900\.webp$/);
  });

  it('refuses a sixth file with the spec text', async () => {
    const server = await testApp();
    const jpeg = await solidJpeg(20, 20);
    const body = await multipartBody([1, 2, 3, 4, 5, 6].map((n) => photoPart(n, jpeg)));
    const response = await server.inject({ method: 'POST', url: '/posts', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Maximum 5 files allowed' });
    expect(filesUnder(store().root)).toEqual([]);
  });

  it('refuses a renamed text file with the spec text', async () => {
    const server = await testApp();
    const body = await multipartBody([{ name: 'image_0_photo.jpg', filename: 'photo.jpg', bytes: new TextEncoder().encode('hello'), type: 'image/jpeg' }]);
    const response = await server.inject({ method: 'POST', url: '/posts', ...body });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'photo.jpg is not a valid image or video file' });
  });

  it('refuses a file over 50MB while reading, with the spec text', async () => {
    const server = await testApp();
    const tooLong = Buffer.concat([minimalMp4(), Buffer.alloc(50 * MB)]);
    const body = await multipartBody([{ name: 'image_0_long.mp4', filename: 'long.mp4', bytes: tooLong, type: 'video/mp4' }]);
    const response = await server.inject({ method: 'POST', url: '/posts', ...body });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'long.mp4 exceeds 50MB limit' });
  });

  it('takes a route’s own file count, size limit and texts', async () => {
    const server = await testApp();
    const big = await multipartBody([{ name: 'file', filename: 'me.png', bytes: await pngOf(MB + 1) }]);
    const tooBig = await server.inject({ method: 'POST', url: '/avatar', ...big });
    expect([tooBig.statusCode, tooBig.json()]).toEqual([413, { message: 'Image size must be less than 1MB' }]);

    const two = await multipartBody([
      { name: 'file', filename: 'a.png', bytes: await pngOf(100) },
      { name: 'file', filename: 'b.png', bytes: await pngOf(100) },
    ]);
    const tooMany = await server.inject({ method: 'POST', url: '/avatar', ...two });
    expect([tooMany.statusCode, tooMany.json()]).toEqual([400, { message: 'One picture only' }]);

    const one = await multipartBody([{ name: 'file', filename: 'a.png', bytes: await pngOf(MB) }]);
    const fits = await server.inject({ method: 'POST', url: '/avatar', ...one });
    expect([fits.statusCode, fits.json()]).toEqual([200, { bytes: [MB] }]);
  });

  it('refuses too many or too long text fields', async () => {
    const server = await testApp();
    const long = await multipartBody([{ name: 'post', value: 'x'.repeat(64 * 1024 + 1) }]);
    const tooLong = await server.inject({ method: 'POST', url: '/posts', ...long });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([413, { message: 'The form is too large' }]);

    const many = await multipartBody(Array.from({ length: 21 }, (_, n) => ({ name: `field${n}`, value: 'v' })));
    const tooMany = await server.inject({ method: 'POST', url: '/posts', ...many });
    expect([tooMany.statusCode, tooMany.json()]).toEqual([413, { message: 'The form is too large' }]);
  });

  it('is registered for the plugin’s routes only', async () => {
    const server = await testApp();
    const body = await multipartBody([{ name: 'post', value: '{}' }]);
    const response = await server.inject({ method: 'POST', url: '/elsewhere', ...body });
    expect(response.statusCode).toBe(415);
  });

  it('answers a refused sixth file over a real connection without hanging', async () => {
    const server = await testApp();
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    const jpeg = await solidJpeg(20, 20);
    for (let n = 0; n < 6; n += 1) form.append(`image_${n}`, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `p${n}.jpg`);
    form.append('after', new Blob([new Uint8Array(2 * MB)]), 'padding.bin');
    const response = await fetch(`${address}/posts`, { method: 'POST', body: form, signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Maximum 5 files allowed' });
  });
});
