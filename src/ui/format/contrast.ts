/** WCAG 2 contrast of sRGB colours written as hex codes (#RGB or #RRGGBB). */

export type Rgb = readonly [red: number, green: number, blue: number];

/** The channels (0-255) of a hex colour, or null when the text is not one. */
export function parseHex(hex: string): Rgb | null {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (at: number) => Number.parseInt(full.slice(at, at + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** From 1 (the same) to 21 (black on white); text needs 4.5, large text and controls 3. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [one, other] = [relativeLuminance(first), relativeLuminance(second)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

/** The colour mixed with black (0 keeps it, 1 is black), in whole channels as a hex code can write it. */
export function darken([red, green, blue]: Rgb, amount: number): Rgb {
  const keep = 1 - amount;
  return [Math.round(red * keep), Math.round(green * keep), Math.round(blue * keep)];
}
