import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { systemClock, type Clock } from '../clock';
import { MEDIA_ROOT } from '../../src/contract/addresses';

/** A stored-media path that would leave the media directory or is not a plain media path. */
export class MediaPathRefused extends Error {
  constructor(readonly mediaPath: string) {
    super(`Refused media path: ${JSON.stringify(mediaPath)}`);
    this.name = 'MediaPathRefused';
  }
}

/** Where the app serves the media directory (server/http/static-files.ts). */
export const MEDIA_URL_PREFIX = `${MEDIA_ROOT}/`;

/** A folder segment or file name: letters, digits, `_`, `-`, and dots only between them. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
const NAME_BYTES = 16;

function checkedSegments(mediaPath: string): string[] {
  const relative = mediaPath.startsWith(MEDIA_URL_PREFIX) ? mediaPath.slice(MEDIA_URL_PREFIX.length) : mediaPath;
  const segments = relative.split('/');
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment))) throw new MediaPathRefused(mediaPath);
  return segments;
}

/** Another disk (a temporary folder elsewhere), or a file system without hard links. */
function cannotLink(error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS';
}

/**
 * Files under the media directory, by relative path (`posts/2026/11/<hex>-800.webp`), served at
 * `/media/<relative path>`. Names are random (128 bits), so a URL cannot be guessed; every path
 * is checked, so none can leave the directory.
 */
export class MediaStore {
  readonly root: string;

  constructor(
    root: string,
    private readonly clock: Clock = systemClock,
  ) {
    this.root = path.resolve(root);
  }

  /** A fresh, unguessable base name in `folder/<year>/<month>/`, without an extension. */
  newBaseName(folder: string): string {
    const now = this.clock.now();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const relative = `${folder}/${now.getUTCFullYear()}/${month}/${randomBytes(NAME_BYTES).toString('hex')}`;
    checkedSegments(relative);
    return relative;
  }

  /** The absolute file of a relative path or a `/media/...` URL; throws MediaPathRefused when it would escape. */
  fileOf(mediaPath: string): string {
    const file = path.resolve(this.root, ...checkedSegments(mediaPath));
    if (!file.startsWith(this.root + path.sep)) throw new MediaPathRefused(mediaPath);
    return file;
  }

  urlOf(relativePath: string): string {
    checkedSegments(relativePath);
    return MEDIA_URL_PREFIX + relativePath;
  }

  /** Writes a new file (never overwrites one) and answers its URL path. */
  async write(relativePath: string, data: Uint8Array): Promise<string> {
    const file = this.fileOf(relativePath);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data, { flag: 'wx' });
    return this.urlOf(relativePath);
  }

  /**
   * Takes a finished file (an upload's temporary file) in under a new path, without copying it when both are
   * on one disk (a hard link; the caller removes the temporary name), never over an existing file. Answers its URL path.
   */
  async adopt(relativePath: string, source: string): Promise<string> {
    const file = this.fileOf(relativePath);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.link(source, file).catch(async (error: unknown) => {
      if (!cannotLink(error)) throw error;
      await fs.copyFile(source, file, constants.COPYFILE_EXCL);
    });
    return this.urlOf(relativePath);
  }

  /** Deletes files by relative path or URL; missing ones are fine. All paths are checked before any is deleted. */
  async remove(mediaPaths: readonly string[]): Promise<void> {
    const files = mediaPaths.map((mediaPath) => this.fileOf(mediaPath));
    await Promise.all(files.map((file) => fs.rm(file, { force: true })));
  }
}
