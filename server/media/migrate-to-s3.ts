import path from 'node:path';
import { mapConcurrently } from '../seed/demo-pictures';
import { directoryBackend } from './directory-backend';
import { MediaObjectExists } from './s3-backend';
import { mediaKeyOf, type MediaBackend } from './storage';

/** What a copy did with each file of the directory. */
export type CopyCounts = { copied: number; alreadyThere: number; notMedia: number; failed: number };

/** Files uploaded at once: a few keep the link busy without a burst of connections. */
const COPIES_AT_ONCE = 4;

type Outcome = keyof CopyCounts;

/**
 * Copies every media file of a directory (DATA_DIR/media) into a bucket under the same key, so every URL the
 * database holds keeps working once the server runs with S3_URL. Idempotent: a key already in the bucket is left
 * as it is (names are random and never rewritten, so the same key is the same file), a second run copies nothing.
 * Files that are no media path (`.DS_Store`, a stray temp name) are counted and left.
 */
export async function copyDirectoryToBucket(directory: string, bucket: MediaBackend, onFailure?: (key: string, error: unknown) => void): Promise<CopyCounts> {
  const source = directoryBackend(directory);
  const [files, stored] = await Promise.all([source.list(''), bucket.list('')]);
  const inBucket = new Set(stored);
  const copy = async (key: string): Promise<Outcome> => {
    try {
      mediaKeyOf(key);
    } catch {
      return 'notMedia';
    }
    if (inBucket.has(key)) return 'alreadyThere';
    try {
      await bucket.putFile(key, path.join(source.root, ...key.split('/')));
      return 'copied';
    } catch (error) {
      if (error instanceof MediaObjectExists) return 'alreadyThere';
      onFailure?.(key, error);
      return 'failed';
    }
  };
  const outcomes = await mapConcurrently(files, COPIES_AT_ONCE, copy);
  const counts: CopyCounts = { copied: 0, alreadyThere: 0, notMedia: 0, failed: 0 };
  for (const outcome of outcomes) counts[outcome] += 1;
  return counts;
}
