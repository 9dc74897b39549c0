import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaRejected } from '../../../server/media/errors';
import { receiveFile } from '../../../server/media/received-file';
import { imageFileRule, POST_FILE_RULE, SINGLE_IMAGE_RULES } from '../../../server/media/uploads';
import { chunked, minimalMp4, rejectionOf, solidJpeg } from '../support/media-fixtures';

const CHUNK = 64 * 1024;
const MB = 1024 * 1024;

/** A file of `head` then `chunks` chunks of garbage, counting how many chunks the reader has pulled. */
function countedFile(head: Uint8Array, chunks: number): { file: Readable; pulled: () => number } {
  let pulled = 0;
  function* bytes(): Generator<Buffer> {
    pulled += 1;
    yield Buffer.from(head);
    for (let n = 0; n < chunks; n += 1) {
      pulled += 1;
      yield Buffer.alloc(CHUNK, 7);
    }
  }
  // One chunk at a time, as a socket gives them: nothing is read ahead.
  return { file: Readable.from(bytes(), { objectMode: false, highWaterMark: 1 }), pulled: () => pulled };
}

const refusal = (promise: Promise<unknown>) => rejectionOf(promise, MediaRejected);

describe('receiveFile', () => {
  let folder = '';
  const target = () => {
    folder ||= fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-receive-'));
    return path.join(folder, 'file-0');
  };
  const names = (filename: string) => ({ fieldname: 'image_0', filename });

  afterEach(() => {
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
    folder = '';
  });

  it('refuses a file from its first bytes, reading none of the rest', async () => {
    const { file, pulled } = countedFile(Buffer.from('MZ, a program renamed photo.jpg'), 1000);
    const error = await refusal(receiveFile(file, names('photo.jpg'), POST_FILE_RULE, target()));
    expect([error.status, error.message]).toEqual([415, 'photo.jpg is not a valid image or video file']);
    expect(pulled()).toBeLessThanOrEqual(2);
    expect(file.destroyed).toBe(true);
  });

  it('refuses a picture at the chunk that takes it past its limit, reading no further', async () => {
    const head = (await solidJpeg(64, 64)).subarray(0, 600);
    const { file, pulled } = countedFile(head, 1000);
    const error = await refusal(receiveFile(file, names('me.jpg'), imageFileRule(SINGLE_IMAGE_RULES), target()));
    expect([error.status, error.message]).toEqual([413, 'Image size must be less than 1MB']);
    expect(pulled()).toBeLessThanOrEqual(MB / CHUNK + 3);
  });

  it('writes a file it takes byte for byte, with its size and its kind by content', async () => {
    const video = Buffer.concat([minimalMp4(), Buffer.alloc(3 * CHUNK + 5, 9)]);
    const received = await receiveFile(chunked(video), names('tour.avi'), POST_FILE_RULE, target());
    expect(received).toEqual({ fieldname: 'image_0', filename: 'tour.avi', path: target(), bytes: video.length, sniffed: { kind: 'video', mime: 'video/mp4', ext: 'mp4' } });
    expect(fs.readFileSync(received.path).equals(video)).toBe(true);
  });
});
