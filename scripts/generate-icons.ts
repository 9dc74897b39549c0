/**
 * Draws the app's PNG icons from the brand mark (public/favicon.svg) with sharp:
 * `npx tsx scripts/generate-icons.ts` after the mark changes, then commit public/icons.
 * - icon-192.png, icon-512.png: the mark as it is (rounded square, clear corners), for the manifest;
 * - icon-maskable-512.png: the brand green edge to edge with the shop inside the safe zone (the central
 *   circle of 80% diameter), so any mask a launcher applies (circle, squircle) keeps all of it;
 * - apple-touch-icon.png (180 px): edge to edge too, as iOS rounds the corners itself and paints clear pixels black.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BRAND_COLOR } from '../src/contract/constants';

const PUBLIC = path.resolve(import.meta.dirname, '..', 'public');
const MARK = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
/** The mark's drawing space (viewBox 0 0 32 32); the shop spans its central half. */
const MARK_SIZE = 32;
const SHOP_SHARE = 0.5;

/** The shop drawn in the mark, without its rounded background. */
function shopOf(mark: string): string {
  const shop = /<path[^>]*\/>/.exec(mark)?.[0];
  if (!shop) throw new Error('public/favicon.svg has no <path> to draw the icons from');
  return shop;
}

/** The shop on a full square of brand green, scaled to `share` of the side, centred. */
function fullBleed(share: number): string {
  const scale = share / SHOP_SHARE;
  const offset = (MARK_SIZE * (1 - scale)) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK_SIZE} ${MARK_SIZE}">` +
    `<rect width="${MARK_SIZE}" height="${MARK_SIZE}" fill="${BRAND_COLOR}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${shopOf(MARK)}</g></svg>`
  );
}

async function draw(svg: string, size: number, file: string): Promise<void> {
  await sharp(Buffer.from(svg), { density: (72 * size) / MARK_SIZE })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(PUBLIC, file));
  console.log(`wrote public/${file} (${size} px)`);
}

await draw(MARK, 192, 'icons/icon-192.png');
await draw(MARK, 512, 'icons/icon-512.png');
// With its stroke the shop is then 53% of the side wide: its corners 38% from the centre, inside the safe zone's 40%.
await draw(fullBleed(0.48), 512, 'icons/icon-maskable-512.png');
await draw(fullBleed(0.55), 180, 'apple-touch-icon.png');
