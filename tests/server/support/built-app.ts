import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll } from 'vitest';

/** The frame index.html draws before any script, with the skeleton cards a visitor's / replaces by its first posts. */
export const BUILT_ROOT = '<div id="root"><div class="boot-feed"><!--boot-cards--><div class="boot-card"><i></i></div><!--/boot-cards--></div></div>';

/** index.html as Vite builds it: a title and description the pages replace, a root the app draws into. */
export const BUILT_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Naija Market: a marketplace and chat app for local vendors and their customers in Nigeria." />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Naija Market</title>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
    <!--screen-preloads-->
    <link rel="modulepreload" crossorigin href="/assets/MarketplaceScreen-m1.js">
    <!--/screen-preloads-->
  </head>
  <body>
    ${BUILT_ROOT}
  </body>
</html>
`;

/** Each screen's preload links, as the build writes them beside index.html (scripts/vite/screenPreloads.ts). */
export const BUILT_SCREEN_PRELOADS = {
  marketplace: '<link rel="modulepreload" crossorigin href="/assets/MarketplaceScreen-m1.js">',
  post: '<link rel="modulepreload" crossorigin href="/assets/PostPage-p1.js">\n    <link rel="preload" as="style" crossorigin href="/assets/PostPage-p1.css">',
  profile: '<link rel="modulepreload" crossorigin href="/assets/ProfileScreen-r1.js">',
};

/** A hashed script of a few KB, as the build writes it with its brotli and gzip copies. */
export const BUILT_SCRIPT = `export const vendors = ${JSON.stringify(Array.from({ length: 80 }, (_, index) => ({ index, name: `Vendor ${index}` })))};\n`;

function writeWithCopies(file: string, text: string): void {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, gzipSync(text));
}

/** A dist/ folder for this test file (removed after it): index.html, a hashed script, the brand favicon.svg. */
export function builtApp(): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  writeWithCopies(path.join(distDir, 'index.html'), BUILT_INDEX_HTML);
  writeWithCopies(path.join(distDir, 'assets', 'app-abc123.js'), BUILT_SCRIPT);
  fs.writeFileSync(path.join(distDir, 'screen-preloads.json'), JSON.stringify(BUILT_SCREEN_PRELOADS));
  fs.copyFileSync(fileURLToPath(new URL('../../../public/favicon.svg', import.meta.url)), path.join(distDir, 'favicon.svg'));
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));
  return distDir;
}
