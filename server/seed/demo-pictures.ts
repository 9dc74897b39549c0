import type { EncodedImage, ImageVariant } from '../media/images';
import type { MediaStore } from '../media/storage';
import { drawAvatar, drawCover, drawProductPicture } from './pictures';

/**
 * The demo's pictures as stored media: drawn (server/seed/pictures.ts) straight to WebP at each
 * responsive width, stored through the MediaStore the way uploads are (`<folder>/<yyyy>/<mm>/<hex>-<width>.webp`).
 *
 * The drawings are vectors, so each width is drawn rather than decoded and resized: the same
 * pictures as encodeImage would give, in about half the time, which matters because the seed runs
 * on every fresh start. Demo pictures keep two widths (400 and the drawing's own), not four.
 */

type Size = { width: number; height: number };

/** Smallest first; the last is the main picture. */
const PRODUCT_SIZES: readonly Size[] = [
  { width: 400, height: 300 },
  { width: 800, height: 600 },
];
const AVATAR_SIZES: readonly Size[] = [{ width: 400, height: 400 }];
const COVER_SIZES: readonly Size[] = [
  { width: 400, height: 133 },
  { width: 1200, height: 400 },
];

async function drawnImage(sizes: readonly Size[], draw: (size: Size) => Promise<Buffer>): Promise<EncodedImage> {
  const variants: ImageVariant[] = [];
  for (const size of sizes) variants.push({ ...size, data: await draw(size) });
  const main = variants.at(-1);
  if (!main) throw new Error('a drawn image has at least one size');
  return { width: main.width, height: main.height, variants };
}

export function drawProductImage(picture: { key: string; title: string; categoryName: string }): Promise<EncodedImage> {
  return drawnImage(PRODUCT_SIZES, (size) =>
    drawProductPicture({ seed: picture.key, title: picture.title, category: picture.categoryName, ...size, format: 'webp' }),
  );
}

export function drawAvatarImage(seed: string, initials: string): Promise<EncodedImage> {
  return drawnImage(AVATAR_SIZES, (size) => drawAvatar({ seed, initials, size: size.width, format: 'webp' }));
}

export function drawCoverImage(seed: string): Promise<EncodedImage> {
  return drawnImage(COVER_SIZES, (size) => drawCover({ seed, ...size, format: 'webp' }));
}

/** A stored picture: the main variant's URL and size, every variant's {width, url}, and the files written. */
export type StoredPicture = {
  url: string;
  width: number;
  height: number;
  variants: { width: number; url: string }[];
  paths: string[];
};

/**
 * Writes the variants as new files (never shared: deleting one post's pictures leaves another's
 * alone). `written` collects every path as soon as it exists, for cleaning up after a failure.
 */
export async function storePicture(media: MediaStore, folder: string, image: EncodedImage, written: string[]): Promise<StoredPicture> {
  const base = media.newBaseName(folder);
  const variants: StoredPicture['variants'] = [];
  const paths: string[] = [];
  for (const variant of image.variants) {
    const relativePath = `${base}-${variant.width}.webp`;
    const url = await media.write(relativePath, variant.data);
    written.push(relativePath);
    paths.push(relativePath);
    variants.push({ width: variant.width, url });
  }
  const main = variants.at(-1);
  if (!main) throw new Error('a stored picture has at least one variant');
  return { url: main.url, width: image.width, height: image.height, variants, paths };
}

/** Runs `work` over the items with at most `limit` at a time; answers in the items' order. */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
