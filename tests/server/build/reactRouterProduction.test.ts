import { createRequire } from 'node:module';
import path from 'node:path';
import { rolldown, type Plugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { shakeableReactRouter } from '../../../scripts/vite/reactRouterProduction';

const require = createRequire(import.meta.url);
const production = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');

/** The code a build keeps of react-router's production files for an entry that uses `names`. */
async function bundled(names: string[], transform: (code: string) => string): Promise<string> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === 'entry' ? id : id === 'react-router' ? path.join(production, 'index.mjs') : null),
    load: (id) => (id === 'entry' ? `export { ${names.join(', ')} } from 'react-router';` : null),
    transform: (code, id) => (id.startsWith(production) ? transform(code) : null),
  };
  const build = await rolldown({ input: 'entry', external: ['react', 'react-dom', /^react-dom\//], plugins: [entry], logLevel: 'silent' });
  const { output } = await build.generate({ format: 'esm' });
  return output[0].code;
}

describe("react-router's production build, made shakeable", () => {
  const used = ['BrowserRouter', 'useRoutes', 'useHref', 'useLinkClickHandler', 'useNavigate', 'useSearchParams'];

  it("drops the framework mode's components the app does not import", async () => {
    const code = await bundled(used, shakeableReactRouter);
    for (const dropped of ['function ScrollRestoration', 'function PrefetchPageLinks', 'var Form', 'var Link']) {
      expect(code).not.toContain(dropped);
    }
    expect(code).toContain('function useLinkClickHandler');
  });

  it('keeps them as the package ships it (what the transform is for)', async () => {
    const code = await bundled(used, (code) => code);
    expect(code).toContain('function ScrollRestoration');
  });
});
