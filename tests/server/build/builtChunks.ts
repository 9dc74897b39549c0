import type { OutputChunk } from 'rolldown';

/** A built chunk as the build plugins see it: some code of its own, no imports, unless `fields` says otherwise. */
export const chunk = (fileName: string, fields: Partial<OutputChunk>): OutputChunk =>
  ({ type: 'chunk', fileName, code: 'export const x = 1;', isEntry: false, facadeModuleId: null, moduleIds: [], imports: [], dynamicImports: [], ...fields }) as OutputChunk;
