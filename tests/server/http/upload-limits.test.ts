import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fillTemplate, MESSAGES, waitWords } from '../../../src/contract';
import { newVendor } from '../support/factories';
import { buildTestApp, json, newUser, useTestApp } from '../support/helpers';
import { filesUnder, solidJpeg } from '../support/media-fixtures';
import { holdUpload, type HeldUpload, type StreamedPart } from './streamed-upload';
import { openTestDatabase } from '../support/test-database';

const MB = 1024 * 1024;
const NO_HEAD = new Uint8Array(0);

/** The signature and header chunk of a real PNG: what the first bytes of any PNG look like. */
async function pngHead(): Promise<Buffer> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
  return png.subarray(0, 33);
}

/** A real picture larger than the first bytes the server reads to know its kind, so it is on disk while it arrives. */
function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 1) pixels[at] = (at * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

/** Resolves with the answer, or fails when none comes in time (the server is still waiting for the body). */
async function answeredWithin(held: HeldUpload, milliseconds: number): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${milliseconds} ms: the server waited for the rest of the body`)), milliseconds);
  });
  try {
    return await Promise.race([held.response, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function expectRetryLater(response: LightMyRequestResponse, template: string, values: Record<string, number> = {}): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = String(response.headers['retry-after']);
  expect(retryAfter).toMatch(/^\d+$/);
  expect(json(response)).toEqual({ message: fillTemplate(template, { ...values, wait: waitWords(Number(retryAfter)) }) });
}

describe('uploads are checked as their bytes arrive', () => {
  const t = useTestApp();
  const temporaryFiles = () => filesUnder(path.join(t().config.dataDir, 'tmp'));

  async function token(): Promise<string> {
    const user = await newVendor(t().stores, { market: { allow_multi_image: 1 } });
    return t().stores.tokens.issue(user.id, 'vitest device');
  }

  const file = (name: string, head: Uint8Array, bytes: number): StreamedPart => ({ name, filename: `${name}.jpg`, head, bytes });
  const postField: StreamedPart = { name: 'post', value: '{}' };

  /** Status and body of the answer to a form held open after its last byte sent: it must come without the rest. */
  async function answerWhileOpen(url: string, parts: StreamedPart[]): Promise<[number, unknown]> {
    const held = holdUpload(t().app, url, await token(), parts);
    const answer = await answeredWithin(held, 3000);
    held.finish();
    return [answer.statusCode, json(answer)];
  }

  it('refuses a file whose first bytes are no picture at once, without waiting for the rest', async () => {
    const garbage = file('file', NO_HEAD, 64 * 1024);
    expect(await answerWhileOpen('/api/upload/', [garbage])).toEqual([415, { message: MESSAGES.notAnImage }]);
    const garbagePost = [postField, file('image_0', NO_HEAD, 64 * 1024)];
    expect(await answerWhileOpen('/api/', garbagePost)).toEqual([415, { message: 'image_0.jpg is not a valid image or video file' }]);
  });

  it('refuses a picture as soon as its bytes pass the limit', async () => {
    const avatar = file('file', await pngHead(), MB + 128 * 1024);
    expect(await answerWhileOpen('/api/upload/', [avatar])).toEqual([413, { message: MESSAGES.imageOver1MB }]);
    const photo = file('image_0', (await solidJpeg(64, 64)).subarray(0, 600), 10 * MB + 128 * 1024);
    expect(await answerWhileOpen('/api/', [postField, photo])).toEqual([413, { message: 'image_0.jpg exceeds 10MB limit' }]);
  });

  it('leaves no temporary file after a success, a refusal or a client that hangs up', async () => {
    const key = await token();
    const jpeg = await noisyJpeg(300, 200);
    const stored = holdUpload(t().app, '/api/upload/', key, [file('file', jpeg, jpeg.length)]);
    await until(() => temporaryFiles().length === 1, 'the upload is on disk');
    stored.finish();
    expect((await stored.response).statusCode).toBe(201);
    expect(temporaryFiles()).toEqual([]);

    const refused = holdUpload(t().app, '/api/upload/', key, [file('file', await pngHead(), 2 * MB)]);
    expect((await answeredWithin(refused, 3000)).statusCode).toBe(413);
    expect(temporaryFiles()).toEqual([]);
    refused.finish();

    // A real connection that stops half way through its file.
    const address = await t().app.listen({ port: 0, host: '127.0.0.1' });
    const boundary = 'hangs-up';
    const request = http.request(`${address}/api/upload/`, {
      method: 'POST',
      headers: { authorization: `Token ${key}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    request.on('error', () => undefined);
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`);
    request.write(await pngHead());
    request.write(Buffer.alloc(200 * 1024));
    await until(() => temporaryFiles().length === 1, 'the half-sent upload is on disk');
    request.destroy();
    await until(() => temporaryFiles().length === 0, 'the half-sent upload is removed');
  });
});

describe('concurrent uploads are capped', () => {
  const t = useTestApp();
  const temporaryFiles = () => filesUnder(path.join(t().config.dataDir, 'tmp'));

  async function tokens(count: number): Promise<string[]> {
    const users = await Promise.all(Array.from({ length: count }, () => newUser(t().stores)));
    return Promise.all(users.map((user) => t().stores.tokens.issue(user.id, 'vitest device')));
  }

  async function pictureUpload(key: string): Promise<HeldUpload> {
    const jpeg = await noisyJpeg(120, 80);
    return holdUpload(t().app, '/api/upload/', key, [{ name: 'file', filename: 'stall.jpg', head: jpeg, bytes: jpeg.length }]);
  }

  it('takes two uploads of one user at a time and refuses a third with 429 and Retry-After before reading it', async () => {
    const [uploader = '', other = ''] = await tokens(2);
    const first = await pictureUpload(uploader);
    const second = await pictureUpload(uploader);
    await until(() => temporaryFiles().length === 2, 'both uploads are on disk');

    // Garbage that would be a 415 if it were read: the 429 comes before any of it is.
    const third = holdUpload(t().app, '/api/upload/', uploader, [{ name: 'file', filename: 'x.jpg', head: NO_HEAD, bytes: 64 * 1024 }]);
    expectRetryLater(await answeredWithin(third, 3000), MESSAGES.uploadsInProgress, { count: 2 });
    third.finish();

    const someoneElse = await pictureUpload(other);
    someoneElse.finish();
    expect((await someoneElse.response).statusCode).toBe(201);

    first.finish();
    second.finish();
    expect([(await first.response).statusCode, (await second.response).statusCode]).toEqual([201, 201]);
    const again = await pictureUpload(uploader);
    again.finish();
    expect((await again.response).statusCode).toBe(201);
  });

  it('takes eight uploads at a time in the whole process and refuses the ninth with 429 and Retry-After', async () => {
    const keys = await tokens(9);
    const [late = ''] = keys.splice(8);
    const held = await Promise.all(keys.map((key) => pictureUpload(key)));
    await until(() => temporaryFiles().length === 8, 'eight uploads are on disk');

    const ninth = await pictureUpload(late);
    expectRetryLater(await answeredWithin(ninth, 3000), MESSAGES.uploadsBusy);
    ninth.finish();

    for (const upload of held) upload.finish();
    expect(await Promise.all(held.map(async (upload) => (await upload.response).statusCode))).toEqual(Array(8).fill(201));
    const retried = await pictureUpload(late);
    retried.finish();
    expect((await retried.response).statusCode).toBe(201);
  });
});

describe('temporary upload folders', () => {
  it('are cleared at start of what a killed process left (over an hour old), and of nothing newer', async () => {
    const database = await openTestDatabase();
    const folders = { killed: '', live: '' };
    const { app, config } = await buildTestApp(database.db, {
      configure: (config) => {
        const root = path.join(config.dataDir, 'tmp');
        for (const name of ['killed', 'live'] as const) {
          folders[name] = path.join(root, `upload-${name}`);
          fs.mkdirSync(folders[name], { recursive: true });
          fs.writeFileSync(path.join(folders[name], 'file-0'), 'half a video');
        }
        const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
        fs.utimesSync(folders.killed, twoHoursAgo, twoHoursAgo);
        return config;
      },
    });
    try {
      expect(fs.existsSync(folders.killed)).toBe(false);
      expect(fs.existsSync(path.join(folders.live, 'file-0'))).toBe(true);
    } finally {
      await app.close();
      await database.dispose();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
