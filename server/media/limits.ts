import { LIMITS } from '../../src/contract';

/** The contract's media limits under the names the media code uses. */
export const MEDIA_LIMITS = {
  maxPostFiles: LIMITS.mediaFilesMax,
  postImageBytes: LIMITS.imageMaxBytes,
  postVideoBytes: LIMITS.videoMaxBytes,
  /** Chat images, profile and cover pictures, chat wallpaper. */
  singleImageBytes: LIMITS.uploadMaxBytes,
  maxImagePixels: LIMITS.imageMaxPixels,
  /** Responsive widths of a stored image, smallest first; the largest is the main picture. */
  imageWidths: LIMITS.imageWidths,
  imageQuality: LIMITS.imageQuality,
} as const;

/** What @fastify/multipart is registered with; a sixth file is read so it can be refused by name. */
export const MULTIPART_LIMITS = {
  fileSize: LIMITS.videoMaxBytes,
  files: LIMITS.mediaFilesMax + 1,
  fields: 20,
  fieldSize: 64 * 1024,
} as const;

/**
 * Uploads received at once, per signed-in user and in the whole process; one more is answered 429 with
 * Retry-After before its body is read. Together with the file limits they bound the temporary files on
 * disk (at most 8 × 5 × 50MB) and keep memory flat, as no file is ever held whole.
 */
export const UPLOAD_CAPS = { perUser: 2, perProcess: 8, retryAfterSeconds: 5 } as const;
