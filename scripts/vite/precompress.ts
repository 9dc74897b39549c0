import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Every text file the server sends from dist/ but the source maps, which only developer tools fetch. */
const TEXT_FILES = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;

/**
 * Brotli (.br) and gzip (.gz) copies beside each built text file, at the highest quality since it costs
 * the build once: the server sends them by Accept-Encoding (@fastify/static `preCompressed`). A copy no
 * smaller than its file is not written.
 */
export function precompressedFiles(): Plugin {
  return compression({ include: TEXT_FILES, algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' });
}
