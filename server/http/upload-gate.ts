import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fillTemplate, MESSAGES } from '../../src/contract';
import { UPLOAD_CAPS } from '../media/limits';
import { readMultipart, type MultipartForm, type ReadMultipartOptions } from '../media/multipart';
import { callerOf } from './authenticate';
import { tooManyRequests } from './http-error';

export type UploadOptions = Omit<ReadMultipartOptions, 'folder'>;

/** Receives the multipart uploads of signed-in callers, a few at a time. */
export type UploadGate = {
  /**
   * Takes one of the caller's upload slots (429 with Retry-After when the caller or the process has none
   * left, before any of the body is read), reads the form into a temporary folder of its own, runs `use`
   * with it, then removes the folder and gives the slot back, whether `use` succeeded, failed, or the
   * client hung up.
   */
  receive<T>(request: FastifyRequest, options: UploadOptions, use: (form: MultipartForm) => Promise<T>): Promise<T>;
  /** Uploads being received now (the metrics' queue depth, out of UPLOAD_CAPS.perProcess). */
  inProgress(): number;
};

const FOLDER_PREFIX = 'upload-';
/** No upload lasts this long (a request gets 30 s): an older folder was left by a process killed mid-upload. */
const STALE_AFTER_MS = 60 * 60 * 1000;

async function removeStaleFolders(root: string): Promise<void> {
  const names = (await fs.readdir(root)).filter((name) => name.startsWith(FOLDER_PREFIX));
  const cutoff = Date.now() - STALE_AFTER_MS;
  for (const name of names) {
    const folder = path.join(root, name);
    const { mtimeMs } = await fs.stat(folder);
    if (mtimeMs < cutoff) await fs.rm(folder, { recursive: true, force: true });
  }
}

/** The process's upload gate over `root` (DATA_DIR/tmp), cleared of what a killed process left there. */
export async function openUploadGate(root: string): Promise<UploadGate> {
  await fs.mkdir(root, { recursive: true });
  await removeStaleFolders(root);
  const perUser = new Map<number, number>();
  let inProcess = 0;

  /** Takes a slot or refuses; answers how to give it back. */
  function takeSlot(userId: number): () => void {
    const mine = perUser.get(userId) ?? 0;
    const { perUser: userCap, perProcess: processCap, retryAfterSeconds } = UPLOAD_CAPS;
    if (mine >= userCap) throw tooManyRequests(retryAfterSeconds, fillTemplate(MESSAGES.uploadsInProgress, { count: userCap }));
    if (inProcess >= processCap) throw tooManyRequests(retryAfterSeconds, MESSAGES.uploadsBusy);
    perUser.set(userId, mine + 1);
    inProcess += 1;
    return () => {
      inProcess -= 1;
      const left = (perUser.get(userId) ?? 1) - 1;
      if (left > 0) perUser.set(userId, left);
      else perUser.delete(userId);
    };
  }

  return {
    inProgress: () => inProcess,
    async receive(request, options, use) {
      const giveBack = takeSlot(callerOf(request).userId);
      let folder: string | undefined;
      try {
        folder = await fs.mkdtemp(path.join(root, FOLDER_PREFIX));
        return await use(await readMultipart(request, { ...options, folder }));
      } finally {
        if (folder) {
          await fs
            .rm(folder, { recursive: true, force: true })
            .catch((error: unknown) => request.log.warn({ err: error, folder }, 'an upload’s temporary files stayed on disk'));
        }
        giveBack();
      }
    },
  };
}
