import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { MediaTarget } from '../../../server/config';
import type { S3Target } from '../../../server/media/s3-url';

export const TEST_BUCKET = 'naija-market-media';
/** s3rver's own credentials: it checks signatures made with them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The S3_URL a server process would be given for this bucket. */
export function s3UrlOf(target: S3Target): string {
  return `s3://${target.accessKeyId}:${target.secretAccessKey}@${new URL(target.endpoint).host}/${target.bucket}?region=${target.region}&tls=false`;
}

/** An S3-compatible server (s3rver) on loopback, a random port and a temp folder, for this test file. */
export function useS3Server(): () => S3Target {
  let server: S3rver | undefined;
  let directory: string | undefined;
  let target: S3Target | undefined;
  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET, configs: [] }] });
    const { port } = await server.run();
    target = { endpoint: `http://127.0.0.1:${port}`, bucket: TEST_BUCKET, region: 'us-east-1', ...CREDENTIALS };
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });
  return () => {
    if (!target) throw new Error('useS3Server() is read inside a test only');
    return target;
  };
}

/** The app's media target for a backend under test: the app's own DATA_DIR/media, or the s3rver bucket. */
export type BackendCase = { name: 'directory' | 's3'; target: (mediaDir: string) => MediaTarget };

/** The two backends every storage case runs against (describe.each), the bucket served by `s3`. */
export function storageBackends(s3: () => S3Target): BackendCase[] {
  return [
    { name: 'directory', target: (directory) => ({ kind: 'directory', directory }) },
    { name: 's3', target: () => ({ kind: 's3', target: s3() }) },
  ];
}
