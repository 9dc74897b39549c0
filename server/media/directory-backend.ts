import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, MediaPathRefused, resolveRange, type MediaBackend, type MediaObject } from './storage';

const codeOf = (error: unknown): unknown => (error instanceof Error && 'code' in error ? error.code : undefined);

/** Another disk (a temporary folder elsewhere), or a file system without hard links. */
function cannotLink(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS';
}

const isMissing = (error: unknown): boolean => codeOf(error) === 'ENOENT' || codeOf(error) === 'ENOTDIR';
const isDirectory = (error: unknown): boolean => codeOf(error) === 'EISDIR';

/** Every file under `directory`, as keys relative to `root` with `/` between segments. */
async function filesUnder(root: string, directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, { withFileTypes: true, recursive: true }).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Media as files under one directory (DATA_DIR/media): the default, nothing but the disk. */
export function directoryBackend(directory: string): MediaBackend & { root: string } {
  const root = path.resolve(directory);
  const fileOf = (key: string): string => {
    const file = path.resolve(root, ...key.split('/'));
    if (!file.startsWith(root + path.sep)) throw new MediaPathRefused(key);
    return file;
  };
  const makeFolder = (file: string) => fs.mkdir(path.dirname(file), { recursive: true });

  return {
    root,
    async put(key, data) {
      const file = fileOf(key);
      await makeFolder(file);
      await fs.writeFile(file, data, { flag: 'wx' });
    },
    async putFile(key, source) {
      const file = fileOf(key);
      await makeFolder(file);
      // A hard link when both are on one disk: no copy of a 50 MB video.
      await fs.link(source, file).catch(async (error: unknown) => {
        if (!cannotLink(error)) throw error;
        await fs.copyFile(source, file, constants.COPYFILE_EXCL);
      });
    },
    async read(key, requested): Promise<MediaObject | undefined> {
      // Opened first, so the file read is the file measured, and nothing is left to fail after the answer began.
      const handle = await fs.open(fileOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error) || isDirectory(error)) return undefined;
        throw error;
      });
      if (!handle) return undefined;
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      const range = requested && resolveRange(requested, stat.size);
      const body = handle.createReadStream(range ?? {});
      // The weak validator @fastify/static (send) gave these files: size and modification time.
      const etag = `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;
      return { body, size: stat.size, contentType: contentTypeOf(key), etag, lastModified: stat.mtime, ...(range ? { range } : {}) };
    },
    async remove(keys) {
      const files = keys.map(fileOf);
      await Promise.all(files.map((file) => fs.rm(file, { force: true })));
    },
    async list(prefix) {
      // Only the folder the prefix names is walked: a picture's variants share one month's folder.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const keys = await filesUnder(root, folder ? fileOf(folder) : root);
      return keys.filter((key) => key.startsWith(prefix)).sort();
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, constants.R_OK | constants.W_OK);
    },
    close() {},
  };
}
