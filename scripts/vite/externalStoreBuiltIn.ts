import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The module standing in for the shim: React's own hook. */
const BUILT_IN = '\0use-sync-external-store-built-in';

/**
 * @xstate/react imports use-sync-external-store's shim, which stands in for React's useSyncExternalStore on React
 * 17 and before; React 19 has the hook, so builds take it from React and the selector's non-shim build (the shim's
 * code and its CommonJS wrappers came with every first render).
 */
export function externalStoreBuiltIn(): Plugin {
  const withSelector = require.resolve('use-sync-external-store/with-selector');
  return {
    name: 'external-store-built-in',
    apply: 'build',
    enforce: 'pre',
    config: () => ({ resolve: { alias: [{ find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: withSelector }] } }),
    resolveId: (source) => (/^use-sync-external-store\/shim(\/index\.js)?$/.test(source) ? BUILT_IN : null),
    load: (id) => (id === BUILT_IN ? "export { useSyncExternalStore } from 'react';" : null),
  };
}
