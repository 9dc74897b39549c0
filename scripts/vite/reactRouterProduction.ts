import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** A component's `X.displayName = "X";`, a statement the bundler must keep, and with it the component (the line stays, empty, for the source map). */
const DISPLAY_NAME = /^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm;
/** React's factories called at the top level: free of side effects, but a bundler cannot know it. */
const FACTORY_CALL = /(?<!__PURE__\*\/ )\b(React[0-9]*\.(?:createContext|forwardRef|memo)\()/g;

/**
 * react-router's production file with what it exports unused left for the bundler to drop: its components'
 * display names (no devtools read them from a production build) taken out and React's factories marked pure.
 * Without this every build kept all of it, framework mode's `<Form>` and `<ScrollRestoration>` included.
 */
export function shakeableReactRouter(code: string): string {
  return code.replace(DISPLAY_NAME, '').replace(FACTORY_CALL, '/*#__PURE__*/ $1');
}

/**
 * Builds use react-router's production build: the package ships it beside the development one (the same code with
 * its development warnings switched off, so the minifier drops them) but names it in no export condition, so a
 * bundler picks the development build. 0.5 KB gzipped less on every first render; `vite dev` keeps the warnings.
 * Its files are made shakeable too (shakeableReactRouter).
 */
export function reactRouterProduction(): Plugin {
  const production = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: path.join(production, 'index.mjs') }] } }),
    transform(code, id) {
      return id.startsWith(production) && id.endsWith('.mjs') ? { code: shakeableReactRouter(code), map: null } : undefined;
    },
  };
}
