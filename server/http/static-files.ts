import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

const NOT_BUILT =
  'The web app has not been built yet. Run `npm run build` (or start the app with `npm start`, which builds it) and reload this page.\n';

/**
 * Serves media from DATA_DIR/media under /media, and the built SPA from dist/ with history
 * fallback. Returns the fallback the not-found handler uses for page requests.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { distDir, mediaDir }: { distDir: string; mediaDir: string },
): Promise<PageFallback> {
  fs.mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: '1d',
  });

  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    return (_request, reply) => reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
  }

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(reply, filePath) {
      const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
}
