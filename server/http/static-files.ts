import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA's files from dist/ once it is built, each text file as the brotli or gzip copy the build
 * wrote beside it when the request takes one. The app's pages themselves are answered by server/http/pages;
 * media by server/http/media.
 */
export async function registerStaticFiles(app: FastifyInstance, distDir: string): Promise<void> {
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
