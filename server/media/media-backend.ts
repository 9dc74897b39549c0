import type { MediaTarget } from '../config';
import { directoryBackend } from './directory-backend';
import { s3Backend } from './s3-backend';
import type { MediaBackend } from './storage';

/** The backend the configuration names, chosen once at start; nothing below asks which one it got. */
export function openMediaBackend(target: MediaTarget): MediaBackend {
  return target.kind === 's3' ? s3Backend(target.target) : directoryBackend(target.directory);
}
