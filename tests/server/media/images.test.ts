import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeImage, UnusableImage, variantWidths } from '../../../server/media/images';
import { phonePhotoWithGps, pngDeclaring, rejectionOf, solidBmp, solidJpeg } from '../support/media-fixtures';

const refusal = (promise: Promise<unknown>) => rejectionOf(promise, UnusableImage);

describe('variantWidths', () => {
  it('keeps the responsive widths up to the original and never upscales', () => {
    expect(variantWidths(4000)).toEqual([400, 800, 1200, 1920]);
    expect(variantWidths(1920)).toEqual([400, 800, 1200, 1920]);
    expect(variantWidths(1000)).toEqual([400, 800, 1000]);
    expect(variantWidths(800)).toEqual([400, 800]);
    expect(variantWidths(250)).toEqual([250]);
  });
});

describe('encodeImage', () => {
  it('makes WebP variants at 400, 800, 1200 and 1920 from a large photo; the main one is the largest', async () => {
    const encoded = await encodeImage(await solidJpeg(2400, 1600));
    expect(encoded.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [400, 267],
      [800, 533],
      [1200, 800],
      [1920, 1280],
    ]);
    expect([encoded.width, encoded.height]).toEqual([1920, 1280]);
    for (const variant of encoded.variants) {
      const metadata = await sharp(variant.data).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', variant.width, variant.height]);
    }
  });

  it('keeps a small picture at its own size (one variant)', async () => {
    const encoded = await encodeImage(await solidJpeg(320, 240));
    expect(encoded.variants.map((variant) => variant.width)).toEqual([320]);
    expect([encoded.width, encoded.height]).toEqual([320, 240]);
  });

  it('turns a sideways phone photo upright and strips EXIF, GPS, XMP and ICC', async () => {
    const photo = await phonePhotoWithGps(1600, 1200);
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('Tecno');

    const encoded = await encodeImage(photo);
    expect([encoded.width, encoded.height]).toEqual([1200, 1600]);
    for (const variant of encoded.variants) {
      const after = await sharp(variant.data).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(variant.data.includes('Tecno')).toBe(false);
    }
  });

  it('refuses an image bomb from its header', async () => {
    const bomb = await pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(200);
    const error = await refusal(encodeImage(bomb));
    expect(error.reason).toBe('tooManyPixels');
  });

  it('refuses a picture above a lowered pixel limit', async () => {
    const error = await refusal(encodeImage(await solidJpeg(1000, 1000), { maxPixels: 999_999 }));
    expect(error.reason).toBe('tooManyPixels');
  });

  it('refuses bytes that only start like an image', async () => {
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('no pixels here')]);
    expect((await refusal(encodeImage(fakeJpeg))).reason).toBe('unreadable');
    expect((await refusal(encodeImage(Buffer.from('BM is also how this text starts')))).reason).toBe('unreadable');
  });

  it('reads BMP (which sharp cannot) and refuses a BMP bomb from its header', async () => {
    const encoded = await encodeImage(solidBmp(500, 300, [200, 30, 60]));
    expect(encoded.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [400, 240],
      [500, 300],
    ]);
    const { data } = await sharp(encoded.variants[0]?.data).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs((data[0] ?? 0) - 200)).toBeLessThan(8);
    expect(Math.abs((data[1] ?? 0) - 30)).toBeLessThan(8);

    const bombHeader = solidBmp(2, 2, [0, 0, 0]);
    bombHeader.writeInt32LE(50_000, 18);
    bombHeader.writeInt32LE(50_000, 22);
    expect((await refusal(encodeImage(bombHeader))).reason).toBe('tooManyPixels');
  });

  it('keeps the first frame of an animated GIF as a still picture', async () => {
    const yellowThenBlue = Buffer.concat([Buffer.alloc(60 * 40 * 3, Buffer.from([241, 196, 15])), Buffer.alloc(60 * 40 * 3, Buffer.from([20, 60, 220]))]);
    const animated = await sharp(yellowThenBlue, { raw: { width: 60, height: 80, channels: 3, pageHeight: 40 } })
      .gif({ loop: 0, delay: [200, 200] })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);

    const encoded = await encodeImage(animated);
    expect([encoded.width, encoded.height]).toEqual([60, 40]);
    const still = encoded.variants[0]?.data;
    expect((await sharp(still).metadata()).pages ?? 1).toBe(1);
    const { data } = await sharp(still).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
  });
});

describe('encodeImage with a very tall picture', () => {
  it('narrows it so the WebP stays within 16383 pixels', async () => {
    const tall = await sharp({ create: { width: 200, height: 20_000, channels: 3, background: '#16a085' } }).png().toBuffer();
    const encoded = await encodeImage(tall);
    expect(encoded.height).toBeLessThanOrEqual(16383);
    expect(new Set(encoded.variants.map((variant) => variant.width)).size).toBe(encoded.variants.length);
    expect(encoded.width).toBe(163);
  });
});

/** A top-down BMP with a BITMAPINFOHEADER, optional bit-field masks and palette, and given pixel rows. */
function bmpFile(options: { width: number; height: number; bits: number; compression: number; extra: Buffer; row: Buffer }): Buffer {
  const stride = Math.floor((options.bits * options.width + 31) / 32) * 4;
  const header = Buffer.alloc(54);
  const pixelOffset = 54 + options.extra.length;
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(pixelOffset + stride * options.height, 2);
  header.writeUInt32LE(pixelOffset, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(options.width, 18);
  header.writeInt32LE(-options.height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(options.bits, 28);
  header.writeUInt32LE(options.compression, 30);
  const row = Buffer.alloc(stride);
  options.row.copy(row);
  return Buffer.concat([header, options.extra, ...Array.from({ length: options.height }, () => row)]);
}

async function firstPixel(image: Buffer): Promise<number[]> {
  const encoded = await encodeImage(image, { quality: 100 });
  const { data } = await sharp(encoded.variants[0]?.data).raw().toBuffer({ resolveWithObject: true });
  return [data[0] ?? -1, data[1] ?? -1, data[2] ?? -1];
}

function near(actual: number[], expected: number[]): boolean {
  return actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= 10);
}

describe('BMP variants', () => {
  it('reads an 8-bit palette BMP', async () => {
    const palette = Buffer.alloc(256 * 4);
    palette.set([40, 160, 230, 0], 7 * 4); // entry 7 is BGR(40,160,230) = orange
    const image = bmpFile({ width: 16, height: 8, bits: 8, compression: 0, extra: palette, row: Buffer.alloc(16, 7) });
    expect(near(await firstPixel(image), [230, 160, 40])).toBe(true);
  });

  it('reads a 16-bit 5-6-5 bit-field BMP', async () => {
    const masks = Buffer.alloc(12);
    masks.writeUInt32LE(0xf800, 0);
    masks.writeUInt32LE(0x07e0, 4);
    masks.writeUInt32LE(0x001f, 8);
    const pure = Buffer.alloc(32);
    for (let x = 0; x < 16; x += 1) pure.writeUInt16LE(0x07e0, x * 2); // full green
    const image = bmpFile({ width: 16, height: 8, bits: 16, compression: 3, extra: masks, row: pure });
    expect(near(await firstPixel(image), [0, 255, 0])).toBe(true);
  });

  it('refuses an RLE-compressed BMP as unreadable', async () => {
    const image = bmpFile({ width: 16, height: 8, bits: 8, compression: 1, extra: Buffer.alloc(1024), row: Buffer.alloc(16) });
    expect((await refusal(encodeImage(image))).reason).toBe('unreadable');
  });
});
