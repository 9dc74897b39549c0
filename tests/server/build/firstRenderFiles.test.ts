import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { firstRenderFiles } from '../../../scripts/vite/firstRenderFiles';
import { chunk } from './builtChunks';

describe('firstRenderFiles', () => {
  it("follows an entry chunk of imports alone (Vite drops it and links its imports) without naming it", () => {
    const bundle = {
      'index.js': chunk('index.js', { isEntry: true, code: 'import "./shell.js";\nimport{a as b}from"./react.js";', imports: ['shell.js', 'react.js'] }),
      'shell.js': chunk('shell.js', { moduleIds: ['/app/src/main.tsx'], imports: ['react.js'] }),
      'react.js': chunk('react.js', {}),
      'market.js': chunk('market.js', { facadeModuleId: '/app/src/Marketplace.tsx', moduleIds: ['/app/src/Marketplace.tsx'], imports: ['shell.js'] }),
      'settings.js': chunk('settings.js', { facadeModuleId: '/app/src/Settings.tsx', moduleIds: ['/app/src/Settings.tsx'] }),
    } as unknown as OutputBundle;
    const names = firstRenderFiles(bundle, 'Marketplace.tsx').chunks.map((file) => file.fileName);
    expect(names.sort()).toEqual(['market.js', 'react.js', 'shell.js']);
  });
});
