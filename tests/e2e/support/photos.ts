/**
 * Product photos for the browser tests, drawn with sharp when a test needs
 * them (no binary fixtures in the repository): a JPEG and a PNG, each a
 * coloured card with a shape, so the two are told apart on screen.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export type Photo = { path: string; name: string };

const WIDTH = 800;
const HEIGHT = 600;

function card(background: string, shape: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<rect width="100%" height="100%" fill="${background}"/>${shape}</svg>`,
  );
}

/** Two photos of a listing in `folder` (created if missing): a coral necklace on green (JPEG) and on gold (PNG). */
export async function listingPhotos(folder: string): Promise<[Photo, Photo]> {
  mkdirSync(folder, { recursive: true });
  const front: Photo = { name: 'necklace-front.jpg', path: join(folder, 'necklace-front.jpg') };
  const side: Photo = { name: 'necklace-side.png', path: join(folder, 'necklace-side.png') };
  await sharp(card('#1b5e20', '<circle cx="400" cy="300" r="180" fill="none" stroke="#ff7043" stroke-width="36"/>'))
    .jpeg({ quality: 85 })
    .toFile(front.path);
  await sharp(card('#f9a825', '<ellipse cx="400" cy="300" rx="260" ry="140" fill="none" stroke="#bf360c" stroke-width="30"/>'))
    .png()
    .toFile(side.path);
  return [front, side];
}
