import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { MESSAGES } from '../../../src/contract';

/** The sizes browsers and crawlers pick from in a favicon.ico. */
const ICON_SIZES = [16, 32, 48] as const;
const ICO_HEADER_BYTES = 6;
const ICO_ENTRY_BYTES = 16;
const FAVICON_CACHE_CONTROL = 'public, max-age=86400';

/** An .ico holding PNG images (read by every browser since 2007), one directory entry each. */
export function icoOf(pngs: ReadonlyArray<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(ICO_HEADER_BYTES);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = ICO_HEADER_BYTES + ICO_ENTRY_BYTES * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(ICO_ENTRY_BYTES);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ data }) => data)]);
}

/** The brand mark (the built favicon.svg) drawn at each icon size. */
async function drawnFavicon(svgFile: string): Promise<Buffer> {
  const svg = await fs.readFile(svgFile);
  const pngs = await Promise.all(
    ICON_SIZES.map(async (size) => ({ size, data: await sharp(svg, { density: 300 }).resize(size, size).png().toBuffer() })),
  );
  return icoOf(pngs);
}

/**
 * GET /favicon.ico, which browsers and crawlers ask for whatever the page links: the built favicon.ico if
 * the build has one, else the favicon.svg drawn into one on first request; a 404 like a missing file's without either.
 */
export function faviconRoutes(distDir: string): FastifyPluginAsync {
  let icon: Promise<Buffer> | undefined;
  const load = (): Promise<Buffer> =>
    fs.readFile(path.join(distDir, 'favicon.ico')).catch(() => drawnFavicon(path.join(distDir, 'favicon.svg')));

  return async (app) => {
    app.get('/favicon.ico', { compress: false }, async (_request, reply) => {
      icon ??= load();
      const data = await icon.catch(() => undefined);
      if (!data) {
        icon = undefined;
        return reply.code(404).send({ message: MESSAGES.notFound });
      }
      return reply.type('image/x-icon').header('cache-control', FAVICON_CACHE_CONTROL).send(data);
    });
  };
}
