import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { SCREEN_PRELOADS_END, SCREEN_PRELOADS_FILE, SCREEN_PRELOADS_START } from '../../src/contract/screenPreloads.js';
import { firstRenderFiles, firstScreenChunk } from './firstRenderFiles.js';

/** Screens a page may open on, by name, as module paths (their endings). */
export type ScreenModules = Record<string, string>;

/** The links that fetch a screen's chunks (with every chunk they import) and stylesheets at once, leaving out what index.html links already. */
function preloadLinks(bundle: OutputBundle, screen: string, html: string): string {
  if (!firstScreenChunk(bundle, screen)) return '';
  const linked = (fileName: string) => html.includes(`/${fileName}"`);
  const files = firstRenderFiles(bundle, screen);
  const scripts = files.chunks.map((chunk) => chunk.fileName).filter((fileName) => !linked(fileName));
  const styles = files.styles.filter((fileName) => !linked(fileName));
  return [
    ...scripts.map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`),
    ...styles.map((fileName) => `<link rel="preload" as="style" crossorigin href="/${fileName}">`),
  ].join('\n    ');
}

/**
 * index.html asks for the code of the screen routed at / with the entry's own, instead of when the app first
 * renders: on a slow connection the screen's chunk would otherwise wait for every entry chunk to arrive and run.
 * The links stand between markers, and `screen-preloads.json` holds every named screen's, so the server puts a
 * post's or a profile's screen in their place on those pages (server/http/pages/page-shell.ts).
 */
export function screenPreloads(first: string, screens: ScreenModules): Plugin {
  let linksByScreen: Record<string, string> = {};
  return {
    name: 'screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        linksByScreen = Object.fromEntries(Object.entries(screens).map(([name, screen]) => [name, preloadLinks(bundle, screen, html)]));
        const block = `${SCREEN_PRELOADS_START}\n    ${linksByScreen[first] ?? ''}\n    ${SCREEN_PRELOADS_END}`;
        return html.replace(/\s*<\/head>/i, () => `\n    ${block}\n  </head>`);
      },
    },
    writeBundle(options) {
      if (options.dir) fs.writeFileSync(path.join(options.dir, SCREEN_PRELOADS_FILE), JSON.stringify(linksByScreen));
    },
  };
}
