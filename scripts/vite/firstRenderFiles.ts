import type { OutputBundle, OutputChunk } from 'rolldown';

/** The built files a cold load of / fetches before its first render: scripts and their stylesheets. */
export type FirstRenderFiles = { chunks: OutputChunk[]; styles: string[] };

/** Whether the chunk holds the screen's module (`screen`, a path ending): as its facade, or in a group's chunk with others. */
const holdsScreen = (chunk: OutputChunk, screen: string): boolean =>
  Boolean(chunk.facadeModuleId?.endsWith(screen)) || chunk.moduleIds.some((id) => id.endsWith(screen));

const chunkMetadata = (chunk: OutputChunk): { importedCss?: Set<string> } =>
  (chunk as OutputChunk & { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata ?? {};

const IMPORT_STATEMENT = /\bimport\s*(?:[\w$*{}\s,]+from\s*)?["'][^"']+["'];?/g;

/** A chunk of imports alone, as index.html's is when the entry's modules sit in a group's chunk: Vite drops it and links what it imports. */
const importsAlone = (chunk: OutputChunk): boolean => chunk.code.replace(IMPORT_STATEMENT, '').trim() === '';

/**
 * The entry chunk, the lazy chunk of the screen routed at / (named by `firstScreen`, a module path
 * ending) and every chunk those import statically, with the CSS each brings; no other lazy chunk.
 */
export function firstRenderFiles(bundle: OutputBundle, firstScreen: string): FirstRenderFiles {
  const isFirstFetched = (file: OutputBundle[string]) =>
    file.type === 'chunk' && (file.isEntry || holdsScreen(file, firstScreen));
  const pending = Object.values(bundle).flatMap((file) => (isFirstFetched(file) ? [file.fileName] : []));
  const seen = new Set<string>();
  const chunks = new Map<string, OutputChunk>();
  const styles = new Set<string>();
  for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') continue;
    seen.add(fileName);
    if (!importsAlone(chunk)) chunks.set(fileName, chunk);
    chunkMetadata(chunk).importedCss?.forEach((style) => styles.add(style));
    pending.push(...chunk.imports);
  }
  return { chunks: [...chunks.values()], styles: [...styles] };
}

/** The chunk of the screen routed at /. */
export function firstScreenChunk(bundle: OutputBundle, firstScreen: string): OutputChunk | undefined {
  return Object.values(bundle).find((file): file is OutputChunk => file.type === 'chunk' && holdsScreen(file, firstScreen));
}
