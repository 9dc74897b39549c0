import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterEach } from 'vitest';
import type { Clock } from '../../../server/clock';
import { receiveFile, type FileRule, type ReceivedFile } from '../../../server/media/received-file';
import { directoryBackend } from '../../../server/media/directory-backend';
import { MediaStore } from '../../../server/media/storage';
import { POST_FILE_RULE } from '../../../server/media/uploads';

export const NOVEMBER_2026: Clock = { now: () => new Date('2026-11-14T10:00:00.000Z') };

/** A MediaStore over a directory, which tests read as files. */
export class DirectoryMediaStore extends MediaStore {
  constructor(
    readonly root: string,
    clock: Clock,
  ) {
    super(directoryBackend(root), clock);
  }
}

/** A MediaStore over a fresh temp directory, removed after each test. */
export function useTempMediaStore(): () => DirectoryMediaStore {
  let directory: string | undefined;
  afterEach(() => {
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
    directory = undefined;
  });
  return () => {
    directory ??= fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-media-'));
    return new DirectoryMediaStore(directory, NOVEMBER_2026);
  };
}

const CHUNK_BYTES = 64 * 1024;

/** Bytes as a stream of 64 KiB chunks, as the multipart parser hands a file over. */
export function chunked(bytes: Uint8Array): Readable {
  return Readable.from(Array.from({ length: Math.ceil(bytes.length / CHUNK_BYTES) }, (_, n) => Buffer.from(bytes.subarray(n * CHUNK_BYTES, (n + 1) * CHUNK_BYTES))));
}

/** Receives bytes as an upload's file (POST_FILE_RULE unless said), into a temp folder removed after each test. */
export function useReceivedFiles(): (filename: string, bytes: Uint8Array, rule?: FileRule) => Promise<ReceivedFile> {
  let folder: string | undefined;
  let count = 0;
  afterEach(() => {
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });
  return (filename, bytes, rule = POST_FILE_RULE) => {
    folder ??= fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-received-'));
    count += 1;
    return receiveFile(chunked(bytes), { fieldname: `image_${count}`, filename }, rule, path.join(folder, `file-${count}`));
  };
}

/** The error a promise is rejected with, failing unless it is one of `kind`. */
export async function rejectionOf<E extends Error>(promise: Promise<unknown>, kind: abstract new (...args: never[]) => E): Promise<E> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof kind)) throw new Error(`expected ${kind.name}, got ${String(error)}`);
  return error;
}

/** Random pixels: a PNG that stays about as large as its raw size (an image over a size limit). */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 1) pixels[at] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

/** Every file (not folder) under a directory, relative and with forward slashes. */
export function filesUnder(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

export function solidJpeg(width: number, height: number, colour = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
}

/** A phone photo: EXIF with the camera, the owner and GPS coordinates, shot sideways (orientation 6). */
export function phonePhotoWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2e86de' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Tecno', Model: 'Camon 20', Artist: 'Ada Okafor' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 23/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A real, tiny PNG whose IHDR is rewritten (with a valid CRC) to declare width × height. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer());
  // Signature (8), IHDR length (4), "IHDR" at 12, width at 16, height at 20, ... CRC at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The start of an MP4: an `ftyp` box (brand isom) and a small `mdat` box. */
export function minimalMp4(brand = 'isom'): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftyp', 'latin1'),
    Buffer.from(brand.padEnd(4, ' '), 'latin1'),
    Buffer.from([0, 0, 0x02, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  const payload = Buffer.alloc(64, 7);
  const mdatHeader = Buffer.concat([Buffer.alloc(4), Buffer.from('mdat', 'latin1')]);
  mdatHeader.writeUInt32BE(8 + payload.length, 0);
  return Buffer.concat([ftyp, mdatHeader, payload]);
}

/** An uncompressed 24-bit BMP (bottom-up) of one colour. */
export function solidBmp(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + stride * height, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels.set([blue, green, red], y * stride + x * 3);
  }
  return Buffer.concat([header, pixels]);
}
