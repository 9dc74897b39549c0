import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Target } from './s3-url';
import { contentTypeOf, resolveRange, type MediaBackend, type MediaObject } from './storage';

/** DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1000;

/** A key already stored: objects are never overwritten, as files are not. */
export class MediaObjectExists extends Error {
  constructor(readonly key: string) {
    super(`A media object is already stored under ${key}`);
    this.name = 'MediaObjectExists';
  }
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function rangeHeader(range: { start: number; end?: number }): string {
  return `bytes=${range.start}-${range.end ?? ''}`;
}

/** `bytes 0-9/100` as the served range and the whole object's size. */
function servedRange(contentRange: string | undefined): { range: { start: number; end: number }; size: number } | undefined {
  const match = contentRange ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange) : null;
  if (!match) return undefined;
  return { range: { start: Number(match[1]), end: Number(match[2]) }, size: Number(match[3]) };
}

/**
 * One client for the process. Path-style addresses (`host/bucket/key`) work with every S3-compatible store
 * (MinIO, Ceph, R2, s3rver) as with AWS. Checksums only where an operation requires them: the SDK's newer
 * default (CRC32 with aws-chunked bodies) is not understood by many S3-compatible stores.
 */
export function s3Client(target: S3Target): S3Client {
  return new S3Client({
    endpoint: target.endpoint,
    region: target.region,
    forcePathStyle: true,
    credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Media as objects in an S3-compatible bucket (S3_URL): every server process sees every upload. */
export function s3Backend(target: S3Target, client: S3Client = s3Client(target)): MediaBackend {
  const Bucket = target.bucket;

  // Not every S3-compatible store honours If-None-Match on a put, so a stored key is looked for first.
  const refuseExisting = async (Key: string): Promise<void> => {
    const found = await client.send(new HeadObjectCommand({ Bucket, Key })).then(
      () => true,
      (error: unknown) => {
        if (statusOf(error) === 404) return false;
        throw error;
      },
    );
    if (found) throw new MediaObjectExists(Key);
  };

  // The last n bytes, as a plain range: not every S3-compatible store reads `bytes=-n`. Players seldom ask it.
  const suffixRange = async (Key: string, suffix: number) => {
    const head = await client.send(new HeadObjectCommand({ Bucket, Key })).catch(() => undefined);
    return head?.ContentLength === undefined ? undefined : resolveRange({ suffix }, head.ContentLength);
  };

  return {
    async put(Key, data) {
      await refuseExisting(Key);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentType: contentTypeOf(Key), IfNoneMatch: '*' }));
    },
    async putFile(Key, file) {
      await refuseExisting(Key);
      const { size } = await fs.stat(file);
      const Body = createReadStream(file);
      await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentLength: size, ContentType: contentTypeOf(Key), IfNoneMatch: '*' }));
    },
    async read(Key, requested): Promise<MediaObject | undefined> {
      const range = requested && 'suffix' in requested ? await suffixRange(Key, requested.suffix) : requested;
      const answer = await client.send(new GetObjectCommand({ Bucket, Key, ...(range ? { Range: rangeHeader(range) } : {}) })).catch((error: unknown) => {
        if (statusOf(error) === 404) return undefined;
        // 416: a range past the end; the whole object is served instead, as a server may.
        if (range && statusOf(error) === 416) return client.send(new GetObjectCommand({ Bucket, Key }));
        throw error;
      });
      if (!answer?.Body) return undefined;
      const partial = servedRange(answer.ContentRange);
      return {
        body: answer.Body instanceof Readable ? answer.Body : Readable.from(await answer.Body.transformToByteArray()),
        size: partial?.size ?? answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? contentTypeOf(Key),
        etag: answer.ETag ?? '',
        lastModified: answer.LastModified ?? new Date(0),
        ...(partial ? { range: partial.range } : {}),
      };
    },
    async remove(keys) {
      for (let from = 0; from < keys.length; from += DELETE_BATCH) {
        const Objects = keys.slice(from, from + DELETE_BATCH).map((Key) => ({ Key }));
        const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        const failed = answer.Errors?.filter((error) => error.Code !== 'NoSuchKey') ?? [];
        if (failed.length > 0) throw new Error(`Could not delete ${failed.length} media objects: ${failed[0]?.Code ?? 'unknown'}`);
      }
    },
    async list(Prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}
