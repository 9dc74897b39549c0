import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_URL_PREFIX } from '../media/storage';

/**
 * Serves media from DATA_DIR/media under /media, and the built SPA's files from dist/ once it is built,
 * each text file as the brotli or gzip copy the build wrote beside it when the request takes one. The
 * app's pages themselves are answered by server/http/pages.
 */
export async function registerStaticFiles(app: FastifyInstance, { distDir, mediaDir }: { distDir: string; mediaDir: string }): Promise<void> {
  fs.mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // A stored file never changes: each upload gets a new random name, never written twice (server/media/storage.ts).
    maxAge: '365d',
    immutable: true,
  });

  if (!fs.existsSync(path.join(distDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    dotfiles: 'deny',
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Vite names what it builds into assets/ by content hash: a changed file is a new name.
      const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
