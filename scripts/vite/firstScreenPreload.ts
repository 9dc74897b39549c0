import type { Plugin } from 'vite';
import { firstRenderFiles, firstScreenChunk } from './firstRenderFiles.js';

/**
 * index.html asks for the code of the screen routed at / with the entry's own, instead of when the
 * app first renders: on a slow connection the screen's chunk would otherwise wait for every entry
 * chunk to arrive and run. Its stylesheets are preloaded too (the app links them when it imports the screen).
 */
export function firstScreenPreload(firstScreen: string): Plugin {
  return {
    name: 'first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = bundle && firstScreenChunk(bundle, firstScreen);
        if (!chunk) return html;
        const linked = (fileName: string) => html.includes(`/${fileName}"`);
        const scripts = [chunk.fileName, ...chunk.imports].filter((fileName) => !linked(fileName));
        const styles = firstRenderFiles(bundle, firstScreen).styles.filter((fileName) => !linked(fileName));
        return [
          ...scripts.map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const })),
          ...styles.map((fileName) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
