import type { MediaTarget } from '../config';
import { directoryBackend } from './directory-backend';
import type { MediaBackend } from './storage';

/**
 * The backend the configuration names, chosen once at start; nothing below asks which one it got. The AWS SDK is
 * loaded only for a bucket: a third of a second and some memory at every start that only the directory needs.
 */
export async function openMediaBackend(target: MediaTarget): Promise<MediaBackend> {
  if (target.kind === 'directory') return directoryBackend(target.directory);
  const { s3Backend } = await import('./s3-backend');
  return s3Backend(target.target);
}
