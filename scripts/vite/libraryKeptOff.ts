import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { firstRenderFiles } from './firstRenderFiles.js';

/** The screens (module path endings) whose first render fetches a module of the library `name`, each with the chunk it comes in. */
export function screensFetching(bundle: OutputBundle, name: string, screens: readonly string[]): string[] {
  const inLibrary = (moduleId: string) => moduleId.includes(`/node_modules/${name}/`);
  return screens.flatMap((screen) =>
    firstRenderFiles(bundle, screen)
      .chunks.filter((chunk) => chunk.moduleIds.some(inLibrary))
      .map((chunk) => `${screen} (in ${chunk.fileName})`),
  );
}

/**
 * Fails the build when the first render of one of `screens` fetches the library `name`: zod was taken off the
 * paths of /, a shared post and a profile by generated checks (src/contract/*.generated.ts), and one import of
 * src/contract/index.ts or one schema in a module on those paths would bring its 10 kB back unnoticed.
 */
export function libraryKeptOff(name: string, screens: readonly string[]): Plugin {
  return {
    name: 'library-kept-off',
    apply: 'build',
    writeBundle(_options, bundle) {
      const fetching = screensFetching(bundle as unknown as OutputBundle, name, screens);
      if (fetching.length > 0) this.error(`${name} is on the first render of ${fetching.join(', ')}: import the contract's files directly, and check answers there with the generated checks.`);
    },
  };
}
