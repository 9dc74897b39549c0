import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatMessageSchema, imageUpdateAnswerSchema } from '../../../src/contract';
import { openMediaBackend } from '../../../server/media/media-backend';
import { MediaPathRefused, MediaStore } from '../../../server/media/storage';
import { postFields, postForms, filePart } from '../http/marketplace/post-forms';
import { signedInUser } from '../http/accounts/update-data-bodies';
import { buyerVendorRoom, call, sendImage } from '../support/chat-fixtures';
import { get, useTestApp } from '../support/helpers';
import { minimalMp4, NOVEMBER_2026, solidJpeg } from '../support/media-fixtures';
import { multipartBody } from '../support/multipart-body';
import { storageBackends, useS3Server } from '../support/s3-server';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

const s3 = useS3Server();

// The same cases on the directory and on an S3-compatible server, through the calls production makes.
describe.each(storageBackends(s3))('media storage on $name', (backend) => {
  const t = useTestApp({ configure: (config) => ({ ...config, media: backend.target(config.mediaDir) }) });
  let store: MediaStore;
  const stored = () => store.backend.list('');

  beforeEach(async () => {
    store = new MediaStore(await openMediaBackend(t().config.media), NOVEMBER_2026);
    await store.remove(await stored());
  });
  afterEach(() => store.close());

  it('names objects by folder, year and month with 128 random bits', () => {
    const first = store.newBaseName('posts');
    expect(first).toMatch(/^posts\/2026\/11\/[0-9a-f]{32}$/);
    expect(store.newBaseName('posts')).not.toBe(first);
  });

  it('writes an object and serves it with its type, length, validators and a year of caching', async () => {
    const relativePath = `${store.newBaseName('posts')}-400.webp`;
    const url = await store.write(relativePath, Buffer.from('pixels'));
    expect(url).toBe(`/media/${relativePath}`);
    const response = await get(t().app, url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('pixels');
    expect(response.headers).toMatchObject({ 'content-type': 'image/webp', 'content-length': '6', 'cache-control': YEAR_IMMUTABLE, 'accept-ranges': 'bytes' });
    expect(response.headers.etag).toBeTruthy();
    expect(new Date(String(response.headers['last-modified'])).getTime()).not.toBeNaN();

    const again = await t().app.inject({ method: 'GET', url, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await t().app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({ 'content-type': 'image/webp', 'content-length': '6', 'cache-control': YEAR_IMMUTABLE });
    expect(head.body).toBe('');
  });

  it('never overwrites an object', async () => {
    await store.write('posts/2026/11/same-400.webp', Buffer.from('first'));
    await expect(store.write('posts/2026/11/same-400.webp', Buffer.from('second'))).rejects.toThrow();
    expect((await get(t().app, '/media/posts/2026/11/same-400.webp')).body).toBe('first');
  });

  it('takes a finished upload file in and serves byte ranges of it', async () => {
    const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-upload-'));
    const upload = path.join(temporary, 'file-0');
    const video = minimalMp4();
    fs.writeFileSync(upload, video);
    const url = await store.adopt('posts/2026/11/clip.mp4', upload);
    fs.rmSync(temporary, { recursive: true, force: true });
    expect(url).toBe('/media/posts/2026/11/clip.mp4');

    const whole = await get(t().app, url);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(Buffer.from(video))).toBe(true);
    const part = await t().app.inject({ method: 'GET', url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({ 'content-range': `bytes 4-11/${video.length}`, 'content-length': '8', 'cache-control': YEAR_IMMUTABLE });
    expect(part.rawPayload.equals(Buffer.from(video.subarray(4, 12)))).toBe(true);
    const tail = await t().app.inject({ method: 'GET', url, headers: { range: 'bytes=-4' } });
    expect(tail.rawPayload.equals(Buffer.from(video.subarray(video.length - 4)))).toBe(true);
  });

  it('removes objects by path or URL, ignores missing ones, and removes every variant of a picture', async () => {
    await store.write('posts/2026/11/a-400.webp', Buffer.from('a'));
    await store.write('posts/2026/11/b.mp4', Buffer.from('b'));
    await store.remove(['posts/2026/11/a-400.webp', '/media/posts/2026/11/b.mp4', 'posts/2026/11/never-written.webp']);
    expect(await stored()).toEqual([]);

    const base = store.newBaseName('profiles');
    for (const width of [400, 900]) await store.write(`${base}-${width}.webp`, Buffer.from(String(width)));
    await store.write(`${store.newBaseName('profiles')}-400.webp`, Buffer.from('another picture'));
    await store.removeVariants(base);
    expect(await stored()).toHaveLength(1);
    expect((await stored())[0]).not.toContain(base);
  });

  it('answers 404 through the route for a missing object or a path that is not a media path', async () => {
    const tooLong = [`/media/posts/${'x'.repeat(300)}.webp`, `/media/${'abc/'.repeat(300)}x.webp`];
    for (const url of ['/media/posts/2026/11/never-written-400.webp', '/media/posts/%2e%2e/secret.webp', '/media/.hidden', ...tooLong]) {
      const response = await get(t().app, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).not.toBe(YEAR_IMMUTABLE);
    }
  });

  it('refuses any path that escapes the media root or is not a plain media path', async () => {
    for (const escaping of ['../outside.txt', 'posts/../../outside.txt', '/media/../outside.txt', '/etc/passwd', 'posts\\..\\x', 'posts//double.webp', '.hidden', 'posts/nul\0.webp', '']) {
      await expect(store.write(escaping, Buffer.from('x')), escaping).rejects.toThrow(MediaPathRefused);
    }
    await expect(store.remove(['posts/fine.webp', '../outside.txt'])).rejects.toThrow(MediaPathRefused);
    expect(() => store.newBaseName('../up')).toThrow(MediaPathRefused);
    expect(await stored()).toEqual([]);
  });

  it('stores a picture uploaded through the route, serves it, and deletes the one it replaces', async () => {
    const { token } = await signedInUser(t());
    const upload = async (bytes: Uint8Array) => {
      const { payload, headers } = await multipartBody([{ name: 'profileimg', filename: 'me.jpg', bytes, type: 'image/jpeg' }]);
      const response = await t().app.inject({ method: 'POST', url: '/api/updatedata', payload, headers: { ...headers, authorization: `Token ${token}` } });
      return imageUpdateAnswerSchema.parse(response.json()).url;
    };
    const first = await upload(await solidJpeg(500, 500));
    const served = await get(t().app, first);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const second = await upload(await solidJpeg(300, 300, '#123456'));
    expect((await get(t().app, first)).statusCode).toBe(404);
    expect(await stored()).toEqual([second.replace('/media/', '')]);
  });

  it('deletes a post’s objects with the post', async () => {
    const { vendorWithToken, sendForm, remove, created } = postForms(t);
    const { token } = await vendorWithToken();
    const post = created(await sendForm([{ name: 'post', value: JSON.stringify(postFields()) }, filePart(0, 'a.jpg', await solidJpeg(900, 600))], token));
    const urls = post.images.flatMap((item) => [item.url, ...item.variants.map((variant) => variant.url)]);
    expect(await stored()).toEqual([...new Set(urls)].map((url) => url.replace('/media/', '')).sort());
    for (const url of urls) expect((await get(t().app, url)).statusCode).toBe(200);
    expect((await remove({ postid: post.id }, token)).statusCode).toBe(200);
    expect(await stored()).toEqual([]);
  });

  it('deletes a chat picture’s objects with its message', async () => {
    const { buyer, code } = await buyerVendorRoom(t());
    const sent = await sendImage(t(), buyer, code, { filename: 'shoes.jpg', bytes: await solidJpeg(640, 480), type: 'image/jpeg' });
    const message = chatMessageSchema.parse(sent.json());
    expect((await get(t().app, message.image ?? '')).headers['content-type']).toBe('image/webp');
    expect(await stored()).not.toEqual([]);
    expect((await call(t(), 'DELETE', `/api/v2/chats/${code}/messages/${message.id}/`, buyer.token)).statusCode).toBe(204);
    expect(await stored()).toEqual([]);
  });
});
