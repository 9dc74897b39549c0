import fs from 'node:fs/promises';
import { MediaRejected } from './errors';
import { encodeImage, UnusableImage, type EncodedImage, type ImageInput } from './images';
import { MEDIA_LIMITS } from './limits';
import { MEDIA_MESSAGES } from './messages';
import type { FileRule, ReceivedFile } from './received-file';
import type { MediaStore } from './storage';

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

/** A post's files: an image (at most 10MB) or a video (at most 50MB) by their first bytes. */
export const POST_FILE_RULE: FileRule = (sniffed, filename) => {
  if (!sniffed) throw new MediaRejected(415, MEDIA_MESSAGES.notImageOrVideo(filename));
  return sniffed.kind === 'image'
    ? { sniffed, maxBytes: MEDIA_LIMITS.postImageBytes, tooLarge: MEDIA_MESSAGES.imageOver10MB(filename) }
    : { sniffed, maxBytes: MEDIA_LIMITS.postVideoBytes, tooLarge: MEDIA_MESSAGES.videoOver50MB(filename) };
};

/** One image by its first bytes, at most `rules.maxBytes`, in the texts of `rules`. */
export function imageFileRule(rules: ImageRules): FileRule {
  return (sniffed, filename) => {
    if (sniffed?.kind !== 'image') throw new MediaRejected(415, rules.notAnImage(filename));
    return { sniffed, maxBytes: rules.maxBytes, tooLarge: rules.tooLarge(filename) };
  };
}

/** Every path a stored item wrote, for deleting it later (MediaStore.remove). */
export function storedPaths(media: readonly StoredMedia[]): string[] {
  return media.flatMap((item) => (item.kind === 'image' ? item.variants.map((variant) => variant.path) : [item.path]));
}

/** sharp reads a picture from its file; a BMP is read whole (at most 10MB), as it is decoded in JavaScript. */
async function imageInput(file: ReceivedFile): Promise<ImageInput> {
  return file.sniffed.ext === 'bmp' ? fs.readFile(file.path) : file.path;
}

async function encodeOrRefuse(file: ReceivedFile, rules: ImageRules): Promise<EncodedImage> {
  try {
    return await encodeImage(await imageInput(file), { maxPixels: rules.maxPixels });
  } catch (error) {
    if (!(error instanceof UnusableImage)) throw error;
    if (error.reason === 'tooManyPixels') throw new MediaRejected(400, rules.tooManyPixels(file.filename));
    throw new MediaRejected(415, rules.notAnImage(file.filename));
  }
}

/** Writes the variants; on a failed write the ones already written are removed. */
async function writeImage(store: MediaStore, file: ReceivedFile, encoded: EncodedImage, folder: string): Promise<StoredImage> {
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

async function writeVideo(store: MediaStore, file: ReceivedFile, folder: string): Promise<StoredVideo> {
  const relativePath = `${store.newBaseName(folder)}.${file.sniffed.ext}`;
  const url = await store.adopt(relativePath, file.path);
  const { filename, sniffed, bytes } = file;
  return { kind: 'video', filename, mime: sniffed.mime, path: relativePath, url, bytes };
}

async function storeReceived(store: MediaStore, file: ReceivedFile, folder: string, rules: ImageRules): Promise<StoredMedia> {
  if (file.sniffed.kind === 'video') return writeVideo(store, file, folder);
  return writeImage(store, file, await encodeOrRefuse(file, rules), folder);
}

/**
 * Stores a post's files, received under POST_FILE_RULE, in order: images re-encoded, videos as they are.
 * If one fails (an image that cannot be decoded or declares too many pixels), nothing stays on disk.
 * Throws MediaRejected.
 */
export async function storePostMedia(
  store: MediaStore,
  files: readonly ReceivedFile[],
  options: PostMediaOptions = {},
): Promise<StoredMedia[]> {
  if (files.length > MEDIA_LIMITS.maxPostFiles) throw new MediaRejected(400, MEDIA_MESSAGES.tooManyFiles);
  const folder = options.folder ?? 'posts';
  const rules = { ...POST_IMAGE_RULES, maxPixels: options.maxPixels ?? POST_IMAGE_RULES.maxPixels };
  const stored: StoredMedia[] = [];
  try {
    for (const file of files) stored.push(await storeReceived(store, file, folder, rules));
  } catch (error) {
    await store.remove(storedPaths(stored));
    throw error;
  }
  return stored;
}

/**
 * Stores one image (chat image, profile or cover picture, wallpaper), received under an image rule,
 * re-encoded like a post's pictures. Throws MediaRejected.
 */
export async function storeImage(
  store: MediaStore,
  file: ReceivedFile,
  folder: string,
  rules: ImageRules = SINGLE_IMAGE_RULES,
): Promise<StoredImage> {
  if (file.sniffed.kind !== 'image') throw new MediaRejected(415, rules.notAnImage(file.filename));
  return writeImage(store, file, await encodeOrRefuse(file, rules), folder);
}
