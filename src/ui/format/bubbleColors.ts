import { contrastRatio, darken, parseHex, toHex, type Rgb } from './contrast';

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** A message's text and its time are small text: WCAG AA asks 4.5:1. */
const TEXT_CONTRAST = 4.5;
/** How much darker, in hundredths, the chosen colour may get to carry white text; a lighter one keeps its shade with black text. */
const MAX_DARKENING = 35;

export type BubbleColors = { backgroundColor: string; color: string };

/**
 * The background and text of the user's own chat bubbles in their chosen chat colour, at AA contrast: white text
 * on the colour, or on a shade of it up to 35% darker (the brand green #6E9F2E becomes #5A8226); black text on
 * colours too light for that. Either way at least 4.5:1, in both colour schemes.
 */
export function ownBubbleColors(chosen: string): BubbleColors {
  const rgb = parseHex(chosen);
  if (!rgb) return { backgroundColor: 'var(--color-brand-fill)', color: 'var(--color-on-brand)' };
  for (let hundredths = 0; hundredths <= MAX_DARKENING; hundredths += 1) {
    const shade = darken(rgb, hundredths / 100);
    if (contrastRatio(shade, WHITE) >= TEXT_CONTRAST) return { backgroundColor: toHex(shade), color: toHex(WHITE) };
  }
  return { backgroundColor: toHex(rgb), color: toHex(BLACK) };
}
