import type { ChunkingContext } from 'rolldown';

const PACKAGE_PATH = (name: string) => new RegExp(`node_modules[\\\\/]${name.replace('/', '[\\\\/]')}[\\\\/]`);

/**
 * A code-splitting group name for a library loaded only by a lazy page (Mermaid, for the trace viewer) and
 * every library module that only it imports: they share the chunk `name`, kept out of the vendor chunk the
 * first render fetches. A module the app also reaches without passing through it (dayjs, say) stays in its
 * usual group.
 */
export function onlyImportedThrough(packageName: string, name: string) {
  const inPackage = PACKAGE_PATH(packageName);
  const verdicts = new Map<string, boolean>();
  /** Whether every chain of importers above `id` passes through the package before it reaches the app's code. */
  const belongs = (id: string, context: ChunkingContext): boolean => {
    if (inPackage.test(id)) return true;
    if (!id.includes('node_modules')) return false;
    const known = verdicts.get(id);
    if (known !== undefined) return known;
    const seen = new Set([id]);
    const pending = [id];
    let verdict = true;
    for (let current = pending.pop(); current !== undefined && verdict; current = pending.pop()) {
      const info = context.getModuleInfo(current);
      const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
      // A module nothing imports is an entry of its own: not the package's.
      if (importers.length === 0 || importers.some((importer) => !importer.includes('node_modules'))) verdict = false;
      for (const importer of importers) {
        if (inPackage.test(importer) || seen.has(importer)) continue;
        seen.add(importer);
        pending.push(importer);
      }
    }
    verdicts.set(id, verdict);
    return verdict;
  };
  return (moduleId: string, context: ChunkingContext): string | null => (belongs(moduleId, context) ? name : null);
}
