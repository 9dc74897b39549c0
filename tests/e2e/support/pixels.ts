import sharp from 'sharp';

type Rgb = readonly [number, number, number];

/** 'rgb(15, 20, 11)', as getComputedStyle gives a colour, as numbers. */
export function rgbOf(cssColour: string): Rgb {
  const [red = NaN, green = NaN, blue = NaN] = (cssColour.match(/\d+/g) ?? []).map(Number);
  if ([red, green, blue].some(Number.isNaN)) throw new Error(`not an rgb() colour: ${cssColour}`);
  return [red, green, blue];
}

/**
 * The share (0 to 1) of a PNG's pixels drawn in this colour, give or take a few levels of each channel:
 * how much of a photo's box shows the backdrop behind it (letterbox bars) rather than the photo.
 */
export async function colourShare(png: Buffer, colour: Rgb, tolerance = 8): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let matching = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const near = colour.every((level, channel) => Math.abs((data[offset + channel] ?? -1) - level) <= tolerance);
    if (near) matching += 1;
  }
  return matching / (info.width * info.height);
}
