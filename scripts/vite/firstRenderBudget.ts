import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { firstRenderFiles } from './firstRenderFiles.js';

/** Gzipped kB (of 1000 bytes, as Vite's own report counts them) allowed on the first render of /. */
export type FirstRenderBudget = { scriptKb: number; styleKb: number };

const gzippedKb = (text: string | Uint8Array): number => gzipSync(text).length / 1000;

/**
 * Fails the build when what a cold load of / fetches before its first render (firstRenderFiles) is
 * over budget, gzipped: its JavaScript, and its CSS. Prints both either way.
 */
export function firstRenderBudget(budget: FirstRenderBudget, firstScreen: string): Plugin {
  return {
    name: 'first-render-budget',
    apply: 'build',
    writeBundle(_options, bundle) {
      const { chunks, styles } = firstRenderFiles(bundle, firstScreen);
      const scriptKb = chunks.reduce((sum, chunk) => sum + gzippedKb(chunk.code), 0);
      const styleKb = styles.reduce((sum, fileName) => {
        const file = bundle[fileName];
        return sum + (file?.type === 'asset' ? gzippedKb(file.source) : 0);
      }, 0);
      this.info(`first render of /: JavaScript ${scriptKb.toFixed(2)} KB gzipped in ${chunks.length} chunks (budget ${budget.scriptKb} KB), CSS ${styleKb.toFixed(1)} KB in ${styles.length} files (budget ${budget.styleKb} KB)`);
      const over = [
        ...(scriptKb > budget.scriptKb ? [`JavaScript ${scriptKb.toFixed(2)} KB > ${budget.scriptKb} KB`] : []),
        ...(styleKb > budget.styleKb ? [`CSS ${styleKb.toFixed(1)} KB > ${budget.styleKb} KB`] : []),
      ];
      if (over.length > 0) this.error(`The first render of / is over budget: ${over.join(', ')}.`);
    },
  };
}
