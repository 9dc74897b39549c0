import sharp, { type Channels, type Sharp } from 'sharp';
import { decodeBmp, readBmpSize } from './bmp';
import { MEDIA_LIMITS } from './limits';

export type ImageVariant = { width: number; height: number; data: Buffer };

/** WebP variants, smallest first; `width`/`height` are the main (largest) variant's. */
export type EncodedImage = { width: number; height: number; variants: ImageVariant[] };

export type EncodeImageOptions = {
  /** Declared width × height above this is refused before decoding. */
  maxPixels?: number;
  widths?: readonly number[];
  quality?: number;
};

export type UnusableImageReason = 'unreadable' | 'tooManyPixels';

/** The bytes looked like an image but cannot be used: undecodable, or an image bomb. */
export class UnusableImage extends Error {
  constructor(readonly reason: UnusableImageReason) {
    super(reason === 'tooManyPixels' ? 'image declares too many pixels' : 'image cannot be decoded');
    this.name = 'UnusableImage';
  }
}

type OpenedImage = { pipeline: Sharp; width: number; height: number };

/** A picture's bytes, or the path of the (temporary) file holding them; a BMP comes as bytes, as it is decoded here. */
export type ImageInput = Buffer | string;

// Uploads are read from temporary files deleted right after encoding: sharp keeping them open would hold their disk space.
sharp.cache({ files: 0 });

/** BMP is decoded in JavaScript, on the event loop, so it gets a lower pixel limit. */
const BMP_MAX_PIXELS = 16_000_000;

/** WebP cannot be taller (or wider) than this; a very tall picture is narrowed to fit. */
const WEBP_MAX_SIDE = 16383;
type RawPixels = { data: Buffer; width: number; height: number; channels: Channels };

function refuseBomb(width: number, height: number, maxPixels: number): void {
  if (width * height > maxPixels) throw new UnusableImage('tooManyPixels');
}

function openBmp(buffer: Buffer, maxPixels: number): OpenedImage {
  const size = readBmpSize(buffer);
  if (!size) throw new UnusableImage('unreadable');
  refuseBomb(size.width, size.height, Math.min(maxPixels, BMP_MAX_PIXELS));
  const decoded = decodeBmp(buffer);
  if (!decoded) throw new UnusableImage('unreadable');
  const { data, width, height, channels } = decoded;
  return { pipeline: sharp(data, { raw: { width, height, channels } }), width, height };
}

/**
 * Reads the header only, refuses a bomb, then opens the pixels upright (EXIF orientation applied).
 * Only the first frame of an animated GIF or WebP is kept: sharp reads one page unless asked for
 * all, and a still WebP keeps every stored picture small and shaped the same for the carousel.
 */
async function openImage(input: ImageInput, maxPixels: number): Promise<OpenedImage> {
  if (Buffer.isBuffer(input) && readBmpSize(input)) return openBmp(input, maxPixels);
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new UnusableImage('unreadable');
    });
  refuseBomb(metadata.width, metadata.height, maxPixels);
  const pipeline = sharp(input, { limitInputPixels: maxPixels, failOn: 'error' }).autoOrient();
  return { pipeline, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

/** The responsive widths not above the original, ending with the original when it is narrower than the widest. */
export function variantWidths(originalWidth: number, widths: readonly number[] = MEDIA_LIMITS.imageWidths): number[] {
  const widest = Math.max(...widths);
  const largest = Math.min(originalWidth, widest);
  return [...widths.filter((width) => width < largest), largest];
}

function widthThatFitsWebp({ width, height }: OpenedImage): number {
  return height <= WEBP_MAX_SIDE ? width : Math.max(1, Math.floor((width * WEBP_MAX_SIDE) / height));
}

/** One decode of the original, down to the largest variant, as raw pixels for the smaller ones. */
async function decodeLargest(image: OpenedImage, width: number): Promise<RawPixels> {
  const { data, info } = await image.pipeline
    .resize({ width, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new UnusableImage('unreadable');
    });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** A WebP from raw pixels: no EXIF, GPS, XMP or ICC can survive, as raw pixels carry none. */
async function encodeVariant(pixels: RawPixels, width: number, quality: number): Promise<ImageVariant> {
  const { data, width: rawWidth, height, channels } = pixels;
  const resized = sharp(data, { raw: { width: rawWidth, height, channels } });
  if (width < rawWidth) resized.resize({ width });
  const { data: webp, info } = await resized
    .webp({ quality })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new UnusableImage('unreadable');
    });
  return { width: info.width, height: info.height, data: webp };
}

/**
 * Re-encodes an image as WebP at the responsive widths (never upscaled), upright and without any
 * metadata. Throws UnusableImage for an undecodable image or one declaring more than `maxPixels`.
 */
export async function encodeImage(input: ImageInput, options: EncodeImageOptions = {}): Promise<EncodedImage> {
  const maxPixels = options.maxPixels ?? MEDIA_LIMITS.maxImagePixels;
  const quality = options.quality ?? MEDIA_LIMITS.imageQuality;
  const image = await openImage(input, maxPixels);
  const widths = variantWidths(widthThatFitsWebp(image), options.widths);
  const largest = await decodeLargest(image, Math.max(...widths));
  const variants = await Promise.all(widths.map((width) => encodeVariant(largest, width, quality)));
  const main = variants[variants.length - 1];
  if (!main) throw new UnusableImage('unreadable');
  return { width: main.width, height: main.height, variants };
}
