import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { systemClock, type Clock } from '../clock';
import { MEDIA_ROOT } from '../../src/contract/addresses';

/** A stored-media path that would leave the media directory or is not a plain media path. */
export class MediaPathRefused extends Error {
  constructor(readonly mediaPath: string) {
    super(`Refused media path: ${JSON.stringify(mediaPath)}`);
    this.name = 'MediaPathRefused';
  }
}

/** Where the app serves stored media (server/http/media/media.routes.ts). */
export const MEDIA_URL_PREFIX = `${MEDIA_ROOT}/`;

/** A folder segment or file name: letters, digits, `_`, `-`, and dots only between them. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
const NAME_BYTES = 16;
/** A file name's limit on common file systems, and an S3 key's: no path we write comes near either. */
const MAX_SEGMENT_LENGTH = 255;
const MAX_KEY_LENGTH = 1024;

/** The checked key (`posts/2026/11/<hex>-800.webp`) of a relative path or a `/media/...` URL; throws MediaPathRefused. */
export function mediaKeyOf(mediaPath: string): string {
  const relative = mediaPath.startsWith(MEDIA_URL_PREFIX) ? mediaPath.slice(MEDIA_URL_PREFIX.length) : mediaPath;
  const fits = relative.length <= MAX_KEY_LENGTH && relative.split('/').every((segment) => segment.length <= MAX_SEGMENT_LENGTH);
  if (!fits || !relative.split('/').every((segment) => SAFE_SEGMENT.test(segment))) throw new MediaPathRefused(mediaPath);
  return relative;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  ogv: 'video/ogg',
  avi: 'video/x-msvideo',
  flv: 'video/x-flv',
  wmv: 'video/x-ms-wmv',
};

/** The type a stored file is served as, by the extension its content earned it (server/media/sniff.ts). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

/** Bytes asked for with a Range header: from `start` (to `end`, inclusive), or the last `suffix` bytes. */
export type RequestedRange = { start: number; end?: number } | { suffix: number };

/** The inclusive byte range a request names within `size` bytes, or undefined when it names none there. */
export function resolveRange(range: RequestedRange, size: number): { start: number; end: number } | undefined {
  if ('suffix' in range) return range.suffix > 0 && size > 0 ? { start: Math.max(0, size - range.suffix), end: size - 1 } : undefined;
  if (range.start >= size) return undefined;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** A stored object being read: `size` is the whole object's, `range` the bytes `body` carries when not all. */
export type MediaObject = {
  body: Readable;
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
  range?: { start: number; end: number };
};

/**
 * Where stored media lives: a directory (directory-backend.ts) or an S3-compatible bucket (s3-backend.ts),
 * chosen once at start (media-backend.ts). Keys are checked before they reach a backend.
 */
export interface MediaBackend {
  /** Stores bytes under a new key; a key already stored is refused, never overwritten. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** Stores a finished file (an upload's temporary file) under a new key; the caller removes the file. */
  putFile(key: string, file: string): Promise<void>;
  /** The object, or undefined when none is stored under the key. A range it cannot serve is ignored (the whole object). */
  read(key: string, range?: RequestedRange): Promise<MediaObject | undefined>;
  /** Deletes objects; missing ones are fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every key that starts with `prefix`. */
  list(prefix: string): Promise<string[]>;
  /** Throws when the storage cannot be reached (readiness). */
  check(): Promise<void>;
  /** Lets go of connections (the app's close). */
  close(): void;
}

/**
 * Stored media by relative path (`posts/2026/11/<hex>-800.webp`), served at `/media/<relative path>`. Names are
 * random (128 bits), so a URL cannot be guessed; every path is checked, so none can leave the media root.
 */
export class MediaStore {
  constructor(
    readonly backend: MediaBackend,
    private readonly clock: Clock = systemClock,
  ) {}

  /** A fresh, unguessable base name in `folder/<year>/<month>/`, without an extension. */
  newBaseName(folder: string): string {
    const now = this.clock.now();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    return mediaKeyOf(`${folder}/${now.getUTCFullYear()}/${month}/${randomBytes(NAME_BYTES).toString('hex')}`);
  }

  urlOf(relativePath: string): string {
    return MEDIA_URL_PREFIX + mediaKeyOf(relativePath);
  }

  /** Writes a new object (never overwrites one) and answers its URL path. */
  async write(relativePath: string, data: Uint8Array): Promise<string> {
    await this.backend.put(mediaKeyOf(relativePath), data);
    return this.urlOf(relativePath);
  }

  /** Takes a finished file (an upload's temporary file) in under a new path; the caller removes the file. Answers its URL path. */
  async adopt(relativePath: string, source: string): Promise<string> {
    await this.backend.putFile(mediaKeyOf(relativePath), source);
    return this.urlOf(relativePath);
  }

  /** Reads an object by relative path or URL; undefined when it is missing or the path is not a media path. */
  async read(mediaPath: string, range?: RequestedRange): Promise<MediaObject | undefined> {
    let key: string;
    try {
      key = mediaKeyOf(mediaPath);
    } catch {
      return undefined;
    }
    return this.backend.read(key, range);
  }

  /** Deletes objects by relative path or URL; missing ones are fine. All paths are checked before any is deleted. */
  async remove(mediaPaths: readonly string[]): Promise<void> {
    const keys = mediaPaths.map(mediaKeyOf);
    if (keys.length > 0) await this.backend.remove(keys);
  }

  /**
   * Deletes every WebP variant of a stored picture (`<folder>/<yyyy>/<mm>/<hex>-<width>.webp`), given its base
   * (`<folder>/<yyyy>/<mm>/<hex>`): a replaced avatar, cover or wallpaper, a deleted message's picture.
   */
  async removeVariants(base: string): Promise<void> {
    const prefix = `${mediaKeyOf(base)}-`;
    const keys = await this.backend.list(prefix);
    await this.remove(keys.filter((key) => /^\d+\.webp$/.test(key.slice(prefix.length))));
  }

  /** Throws when the storage cannot be reached (GET /readyz). */
  check(): Promise<void> {
    return this.backend.check();
  }

  close(): void {
    this.backend.close();
  }
}
