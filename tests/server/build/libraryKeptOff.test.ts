import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { screensFetching } from '../../../scripts/vite/libraryKeptOff';
import { chunk } from './builtChunks';

/** The entry, a first screen, a post page and a settings screen; `postImports` is what the post's chunk imports. */
function bundleWith(postImports: string[]): OutputBundle {
  return {
    'index.js': chunk('index.js', { isEntry: true, moduleIds: ['/app/src/main.tsx'], dynamicImports: ['settings.js'] }),
    'market.js': chunk('market.js', { facadeModuleId: '/app/src/Marketplace.tsx', moduleIds: ['/app/src/Marketplace.tsx'] }),
    'post.js': chunk('post.js', { moduleIds: ['/app/src/PostPage.tsx'], imports: postImports }),
    'settings.js': chunk('settings.js', { facadeModuleId: '/app/src/Settings.tsx', moduleIds: ['/app/src/Settings.tsx'], imports: ['zod.js'] }),
    'zod.js': chunk('zod.js', { moduleIds: ['/app/node_modules/zod/v4/mini/index.js'] }),
  } as unknown as OutputBundle;
}

describe('screensFetching', () => {
  const screens = ['Marketplace.tsx', 'PostPage.tsx'];

  it('names the screen whose first render fetches the library, and the chunk it comes in', () => {
    expect(screensFetching(bundleWith(['zod.js']), 'zod', screens)).toEqual(['PostPage.tsx (in zod.js)']);
  });

  it('names none when only a screen loaded later fetches it', () => {
    expect(screensFetching(bundleWith([]), 'zod', screens)).toEqual([]);
  });
});
