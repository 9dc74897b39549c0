import { gzipSync } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/**
 * Prints, after the bundle is written, the gzipped size of the JavaScript the browser fetches before
 * the first render of /: the entry chunk, the lazy chunk of the screen routed at / (named by
 * `firstScreen`, a module path ending) and everything those import statically; no other lazy chunk.
 * Sizes are in kB of 1000 bytes, as Vite's own report shows them.
 */
export function initialJsSize(budgetKb: number, firstScreen: string): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'initial-js-size',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    writeBundle(_options, bundle) {
      const isFirstFetched = (file: (typeof bundle)[string]) =>
        file.type === 'chunk' && (file.isEntry || Boolean(file.facadeModuleId?.endsWith(firstScreen)));
      const pending = Object.values(bundle).flatMap((file) => (isFirstFetched(file) ? [file.fileName] : []));
      const counted = new Set<string>();
      let bytes = 0;
      for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
        const chunk = bundle[fileName];
        if (counted.has(fileName) || chunk?.type !== 'chunk') continue;
        counted.add(fileName);
        bytes += gzipSync(chunk.code).length;
        pending.push(...chunk.imports);
      }
      const kb = bytes / 1000;
      logger?.info(`initial JS for /: ${kb.toFixed(1)} KB gzipped (budget ${budgetKb} KB, ${counted.size} chunks)`);
      if (kb > budgetKb) logger?.warn(`warning: initial JS for / is ${(kb - budgetKb).toFixed(1)} KB over its ${budgetKb} KB budget`);
    },
  };
}
