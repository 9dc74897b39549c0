/**
 * A small BMP reader, because sharp's prebuilt libvips cannot read BMP. It handles what phones,
 * Paint and screenshot tools write: uncompressed 1/4/8-bit palettes and 16/24/32-bit pixels, with
 * or without bit-field masks, bottom-up or top-down. RLE and embedded JPEG/PNG are refused.
 */

export type BmpSize = { width: number; height: number };
export type DecodedBmp = BmpSize & { data: Buffer; channels: 3 | 4 };

type Masks = { red: number; green: number; blue: number; alpha: number };

type BmpLayout = BmpSize & {
  topDown: boolean;
  bitsPerPixel: number;
  compression: number;
  headerSize: number;
  pixelOffset: number;
  colorsUsed: number;
};

const FILE_HEADER_BYTES = 14;
const CORE_HEADER_BYTES = 12;
const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;
const DEFAULT_16_BIT: Masks = { red: 0x7c00, green: 0x03e0, blue: 0x001f, alpha: 0 };
const DEFAULT_32_BIT: Masks = { red: 0xff0000, green: 0xff00, blue: 0xff, alpha: 0 };

function readLayout(buffer: Buffer): BmpLayout | null {
  if (buffer.length < FILE_HEADER_BYTES + CORE_HEADER_BYTES || buffer.toString('latin1', 0, 2) !== 'BM') return null;
  const headerSize = buffer.readUInt32LE(14);
  const pixelOffset = buffer.readUInt32LE(10);
  if (headerSize === CORE_HEADER_BYTES) {
    const bitsPerPixel = buffer.readUInt16LE(24);
    const size = { width: buffer.readUInt16LE(18), height: buffer.readUInt16LE(20) };
    return { ...size, topDown: false, bitsPerPixel, compression: BI_RGB, headerSize, pixelOffset, colorsUsed: 0 };
  }
  if (headerSize < 40 || buffer.length < FILE_HEADER_BYTES + 40) return null;
  const signedHeight = buffer.readInt32LE(22);
  return {
    width: buffer.readInt32LE(18),
    height: Math.abs(signedHeight),
    topDown: signedHeight < 0,
    bitsPerPixel: buffer.readUInt16LE(28),
    compression: buffer.readUInt32LE(30),
    headerSize,
    pixelOffset,
    colorsUsed: buffer.readUInt32LE(46),
  };
}

/** The declared size, read from the header alone (so a bomb is refused before decoding). */
export function readBmpSize(buffer: Buffer): BmpSize | null {
  const layout = readLayout(buffer);
  return layout && layout.width > 0 && layout.height > 0 ? { width: layout.width, height: layout.height } : null;
}

function readMasks(buffer: Buffer, layout: BmpLayout): Masks | null {
  if (layout.compression === BI_RGB) return layout.bitsPerPixel === 16 ? DEFAULT_16_BIT : DEFAULT_32_BIT;
  const start = FILE_HEADER_BYTES + 40;
  const count = layout.compression === BI_ALPHABITFIELDS || layout.headerSize >= 56 ? 4 : 3;
  if (buffer.length < start + count * 4) return null;
  const mask = (index: number) => (index < count ? buffer.readUInt32LE(start + index * 4) : 0);
  return { red: mask(0), green: mask(1), blue: mask(2), alpha: mask(3) };
}

/** Where a channel sits in a packed pixel and how to scale it to 0-255. */
type ChannelField = { mask: number; shift: number; scale: number };

function channelField(mask: number): ChannelField {
  if (mask === 0) return { mask: 0, shift: 0, scale: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift += 1;
  return { mask: mask >>> 0, shift, scale: 255 / (mask >>> shift) };
}

function readPalette(buffer: Buffer, layout: BmpLayout): Uint8Array | null {
  const entryBytes = layout.headerSize === CORE_HEADER_BYTES ? 3 : 4;
  const count = layout.colorsUsed || 2 ** layout.bitsPerPixel;
  const start = FILE_HEADER_BYTES + layout.headerSize;
  if (count > 256 || buffer.length < start + count * entryBytes) return null;
  const palette = new Uint8Array(256 * 3);
  for (let index = 0; index < count; index += 1) {
    const at = start + index * entryBytes;
    palette.set([buffer[at + 2] ?? 0, buffer[at + 1] ?? 0, buffer[at] ?? 0], index * 3);
  }
  return palette;
}

/** Decodes one row of `width` pixels from `source` (at `from`) into `out` (at `to`). */
type RowDecoder = (source: Buffer, from: number, out: Buffer, to: number, width: number) => void;

function paletteRows(palette: Uint8Array, bitsPerPixel: number): RowDecoder {
  const mask = 2 ** bitsPerPixel - 1;
  return (source, from, out, to, width) => {
    for (let x = 0; x < width; x += 1) {
      const bit = x * bitsPerPixel;
      const index = ((source[from + (bit >> 3)] ?? 0) >> (8 - bitsPerPixel - (bit & 7))) & mask;
      const colour = index * 3;
      const at = to + x * 3;
      out[at] = palette[colour] ?? 0;
      out[at + 1] = palette[colour + 1] ?? 0;
      out[at + 2] = palette[colour + 2] ?? 0;
    }
  };
}

const bgrRows: RowDecoder = (source, from, out, to, width) => {
  for (let x = 0; x < width; x += 1) {
    const at = from + x * 3;
    const into = to + x * 3;
    out[into] = source[at + 2] ?? 0;
    out[into + 1] = source[at + 1] ?? 0;
    out[into + 2] = source[at] ?? 0;
  }
};

function scaled(pixel: number, field: ChannelField): number {
  return (((pixel & field.mask) >>> field.shift) * field.scale + 0.5) | 0;
}

function packedRows(masks: Masks, bytesPerPixel: 2 | 4, channels: 3 | 4): RowDecoder {
  const red = channelField(masks.red);
  const green = channelField(masks.green);
  const blue = channelField(masks.blue);
  const alpha = channelField(masks.alpha);
  return (source, from, out, to, width) => {
    for (let x = 0; x < width; x += 1) {
      const at = from + x * bytesPerPixel;
      const pixel = bytesPerPixel === 2 ? source.readUInt16LE(at) : source.readUInt32LE(at);
      const into = to + x * channels;
      out[into] = scaled(pixel, red);
      out[into + 1] = scaled(pixel, green);
      out[into + 2] = scaled(pixel, blue);
      if (channels === 4) out[into + 3] = scaled(pixel, alpha);
    }
  };
}

function rowDecoder(buffer: Buffer, layout: BmpLayout): { decode: RowDecoder; channels: 3 | 4 } | null {
  const bits = layout.bitsPerPixel;
  const known = [BI_RGB, BI_BITFIELDS, BI_ALPHABITFIELDS].includes(layout.compression);
  if (!known) return null;
  if (bits === 1 || bits === 4 || bits === 8) {
    const palette = layout.compression === BI_RGB ? readPalette(buffer, layout) : null;
    return palette ? { decode: paletteRows(palette, bits), channels: 3 } : null;
  }
  if (bits === 24 && layout.compression === BI_RGB) return { decode: bgrRows, channels: 3 };
  if (bits !== 16 && bits !== 32) return null;
  const masks = readMasks(buffer, layout);
  if (!masks || !masks.red || !masks.green || !masks.blue) return null;
  const channels = masks.alpha ? 4 : 3;
  return { decode: packedRows(masks, bits === 16 ? 2 : 4, channels), channels };
}

/** Decodes to raw RGB(A) rows, top row first; null when the file is not a BMP this reader handles. */
export function decodeBmp(buffer: Buffer): DecodedBmp | null {
  const layout = readLayout(buffer);
  if (!layout || layout.width <= 0 || layout.height <= 0) return null;
  const decoder = rowDecoder(buffer, layout);
  const stride = Math.floor((layout.bitsPerPixel * layout.width + 31) / 32) * 4;
  if (!decoder || layout.pixelOffset + stride * layout.height > buffer.length) return null;
  const { width, height } = layout;
  const { decode, channels } = decoder;
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    const sourceRow = layout.topDown ? y : height - 1 - y;
    decode(buffer, layout.pixelOffset + sourceRow * stride, data, y * width * channels, width);
  }
  if (channels === 4) makeOpaqueWhenAlphaIsBlank(data);
  return { data, width, height, channels };
}

/** Many writers declare an alpha mask and leave it all zero: such a picture is meant opaque. */
function makeOpaqueWhenAlphaIsBlank(rgba: Buffer): void {
  for (let at = 3; at < rgba.length; at += 4) if (rgba[at] !== 0) return;
  for (let at = 3; at < rgba.length; at += 4) rgba[at] = 255;
}
