import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyDirectoryToBucket } from '../../../server/media/migrate-to-s3';
import { s3Backend } from '../../../server/media/s3-backend';
import type { MediaBackend } from '../../../server/media/storage';
import { s3UrlOf, useS3Server } from '../support/s3-server';

const run = promisify(execFile);
const s3 = useS3Server();

const FILES: Record<string, string> = {
  'posts/2026/03/0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f-400.webp': 'small picture',
  'posts/2026/03/0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f-1200.webp': 'large picture',
  'profiles/2026/11/abababababababababababababababab-400.webp': 'avatar',
  'posts/2026/11/cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd.mp4': 'video bytes',
  '.DS_Store': 'not media',
};

describe('npm run media -- migrate-to-s3', () => {
  let dataDir: string;
  let bucket: MediaBackend;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-migrate-'));
    for (const [key, body] of Object.entries(FILES)) {
      const file = path.join(dataDir, 'media', ...key.split('/'));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, body);
    }
    bucket = s3Backend(s3());
    await bucket.remove(await bucket.list(''));
  });
  afterEach(() => {
    bucket.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every media file under its key, leaves what is no media path, and copies nothing the second time', async () => {
    const media = path.join(dataDir, 'media');
    expect(await copyDirectoryToBucket(media, bucket)).toEqual({ copied: 4, alreadyThere: 0, notMedia: 1, failed: 0 });
    const keys = Object.keys(FILES).filter((key) => key !== '.DS_Store');
    expect(await bucket.list('')).toEqual([...keys].sort());
    for (const key of keys) {
      const object = await bucket.read(key);
      expect(object && (await text(object.body)), key).toBe(FILES[key]);
    }
    expect(await copyDirectoryToBucket(media, bucket)).toEqual({ copied: 0, alreadyThere: 4, notMedia: 1, failed: 0 });
  });

  it('runs as a command that prints its counts, and refuses to run without S3_URL', async () => {
    const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, S3_URL: s3UrlOf(s3()) };
    const first = await run('npx', ['tsx', 'scripts/media.ts', 'migrate-to-s3'], { env });
    expect(first.stdout).toContain('copied 4, already in the bucket 0, not media files (left) 1, failed 0');
    expect(first.stdout).not.toContain(s3().secretAccessKey);
    const second = await run('npx', ['tsx', 'scripts/media.ts', 'migrate-to-s3'], { env });
    expect(second.stdout).toContain('copied 0, already in the bucket 4');

    const withoutBucket = run('npx', ['tsx', 'scripts/media.ts', 'migrate-to-s3'], { env: { ...env, S3_URL: '' } });
    await expect(withoutBucket).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('S3_URL is not set') });
  }, 60_000); // three `npx tsx` starts: 7 s each on a loaded 2-core machine
});
