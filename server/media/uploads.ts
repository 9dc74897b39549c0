import { MediaRejected } from './errors';
import { encodeImage, UnusableImage, type EncodedImage } from './images';
import { MEDIA_LIMITS } from './limits';
import { MEDIA_MESSAGES } from './messages';
import { sniffMedia, type SniffedMedia } from './sniff';
import type { MediaStore } from './storage';

export type UploadedFile = { filename: string; buffer: Buffer };

export type StoredVariant = { width: number; height: number; path: string; url: string };

/** A re-encoded image: `path`/`url` name the main (largest) variant. */
export type StoredImage = {
  kind: 'image';
  filename: string;
  mime: 'image/webp';
  path: string;
  url: string;
  width: number;
  height: number;
  variants: StoredVariant[];
};

/** A video, stored byte for byte under the extension its content shows. */
export type StoredVideo = { kind: 'video'; filename: string; mime: string; path: string; url: string; bytes: number };

export type StoredMedia = StoredImage | StoredVideo;

/** The rules and texts for one kind of image upload. */
export type ImageRules = {
  maxBytes: number;
  maxPixels: number;
  notAnImage: (filename: string) => string;
  tooLarge: (filename: string) => string;
  tooManyPixels: (filename: string) => string;
};

/** Pictures on a post: 10MB, the post's texts. */
export const POST_IMAGE_RULES: ImageRules = {
  maxBytes: MEDIA_LIMITS.postImageBytes,
  maxPixels: MEDIA_LIMITS.maxImagePixels,
  notAnImage: MEDIA_MESSAGES.notImageOrVideo,
  tooLarge: MEDIA_MESSAGES.imageOver10MB,
  tooManyPixels: MEDIA_MESSAGES.tooManyPixels,
};

/** Chat images, profile and cover pictures, chat wallpaper: 1 MB, the settings texts. */
export const SINGLE_IMAGE_RULES: ImageRules = {
  maxBytes: MEDIA_LIMITS.singleImageBytes,
  maxPixels: MEDIA_LIMITS.maxImagePixels,
  notAnImage: () => MEDIA_MESSAGES.notAnImage,
  tooLarge: () => MEDIA_MESSAGES.imageOver1MB,
  tooManyPixels: MEDIA_MESSAGES.tooManyPixels,
};

export type PostMediaOptions = { folder?: string; maxPixels?: number };

type CheckedFile = UploadedFile & { sniffed: SniffedMedia };

/** Every path a stored item wrote, for deleting it later (MediaStore.remove). */
export function storedPaths(media: readonly StoredMedia[]): string[] {
  return media.flatMap((item) => (item.kind === 'image' ? item.variants.map((variant) => variant.path) : [item.path]));
}

async function checkPostFile(file: UploadedFile): Promise<CheckedFile> {
  const sniffed = await sniffMedia(file.buffer);
  if (!sniffed) throw new MediaRejected(415, MEDIA_MESSAGES.notImageOrVideo(file.filename));
  const isImage = sniffed.kind === 'image';
  const limit = isImage ? MEDIA_LIMITS.postImageBytes : MEDIA_LIMITS.postVideoBytes;
  if (file.buffer.length > limit) {
    const message = isImage ? MEDIA_MESSAGES.imageOver10MB : MEDIA_MESSAGES.videoOver50MB;
    throw new MediaRejected(413, message(file.filename));
  }
  return { ...file, sniffed };
}

async function encodeOrRefuse(file: UploadedFile, rules: ImageRules): Promise<EncodedImage> {
  try {
    return await encodeImage(file.buffer, { maxPixels: rules.maxPixels });
  } catch (error) {
    if (!(error instanceof UnusableImage)) throw error;
    if (error.reason === 'tooManyPixels') throw new MediaRejected(400, rules.tooManyPixels(file.filename));
    throw new MediaRejected(415, rules.notAnImage(file.filename));
  }
}

/** Writes the variants; on a failed write the ones already written are removed. */
async function writeImage(store: MediaStore, file: UploadedFile, encoded: EncodedImage, folder: string): Promise<StoredImage> {
  const base = store.newBaseName(folder);
  const variants: StoredVariant[] = [];
  try {
    for (const variant of encoded.variants) {
      const relativePath = `${base}-${variant.width}.webp`;
      const url = await store.write(relativePath, variant.data);
      variants.push({ width: variant.width, height: variant.height, path: relativePath, url });
    }
  } catch (error) {
    await store.remove(variants.map((variant) => variant.path));
    throw error;
  }
  const main = variants[variants.length - 1];
  if (!main) throw new Error('an encoded image has at least one variant');
  const { path, url, width, height } = main;
  return { kind: 'image', filename: file.filename, mime: 'image/webp', path, url, width, height, variants };
}

async function writeVideo(store: MediaStore, file: CheckedFile, folder: string): Promise<StoredVideo> {
  const relativePath = `${store.newBaseName(folder)}.${file.sniffed.ext}`;
  const url = await store.write(relativePath, file.buffer);
  const { filename, sniffed, buffer } = file;
  return { kind: 'video', filename, mime: sniffed.mime, path: relativePath, url, bytes: buffer.length };
}

async function storeChecked(store: MediaStore, file: CheckedFile, folder: string, rules: ImageRules): Promise<StoredMedia> {
  if (file.sniffed.kind === 'video') return writeVideo(store, file, folder);
  return writeImage(store, file, await encodeOrRefuse(file, rules), folder);
}

/**
 * Checks and stores a post's files, in order: at most 5, each an image or a video by its
 * content, images ≤ 10MB (re-encoded), videos ≤ 50MB (as they are). Every file is checked
 * before any is written, and if one fails later nothing stays on disk. Throws MediaRejected.
 */
export async function storePostMedia(
  store: MediaStore,
  files: readonly UploadedFile[],
  options: PostMediaOptions = {},
): Promise<StoredMedia[]> {
  if (files.length > MEDIA_LIMITS.maxPostFiles) throw new MediaRejected(400, MEDIA_MESSAGES.tooManyFiles);
  const checked: CheckedFile[] = [];
  for (const file of files) checked.push(await checkPostFile(file));
  const folder = options.folder ?? 'posts';
  const rules = { ...POST_IMAGE_RULES, maxPixels: options.maxPixels ?? POST_IMAGE_RULES.maxPixels };
  const stored: StoredMedia[] = [];
  try {
    for (const file of checked) stored.push(await storeChecked(store, file, folder, rules));
  } catch (error) {
    await store.remove(storedPaths(stored));
    throw error;
  }
  return stored;
}

/**
 * Checks and stores one image (chat image, profile or cover picture, wallpaper): an image by
 * its content, at most `rules.maxBytes`, re-encoded like a post's pictures. Throws MediaRejected.
 */
export async function storeImage(
  store: MediaStore,
  file: UploadedFile,
  folder: string,
  rules: ImageRules = SINGLE_IMAGE_RULES,
): Promise<StoredImage> {
  const sniffed = await sniffMedia(file.buffer);
  if (sniffed?.kind !== 'image') throw new MediaRejected(415, rules.notAnImage(file.filename));
  if (file.buffer.length > rules.maxBytes) throw new MediaRejected(413, rules.tooLarge(file.filename));
  return writeImage(store, file, await encodeOrRefuse(file, rules), folder);
}
