import path from 'node:path';
import type { ChunkingContext, ModuleInfo, OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { firstRenderFiles } from '../../../scripts/vite/firstRenderFiles';
import { screenGroupName, sharedScreensGroupName } from '../../../scripts/vite/screenChunk';
import { chunk } from './builtChunks';

const root = path.resolve('/app/src');
const id = (name: string) => path.join(root, name);

/** A module graph: each module's static imports. */
function contextOf(graph: Record<string, string[]>): ChunkingContext {
  return { getModuleInfo: (moduleId: string) => (moduleId in graph ? ({ importedIds: graph[moduleId] ?? [] } as unknown as ModuleInfo) : null) };
}

const graph: Record<string, string[]> = {
  [id('main.tsx')]: [id('shell.ts'), id('format/index.ts')],
  [id('Marketplace.tsx')]: [id('card.tsx')],
  [id('live.ts')]: [id('socket.ts')],
  [id('format/index.ts')]: [id('format/money.ts'), id('format/dates.ts')],
  [id('PostPage.tsx')]: [id('PostPopup.tsx'), id('format/index.ts'), id('shell.ts'), '/app/node_modules/zod/index.js'],
  [id('PostPopup.tsx')]: [id('comments.machine.ts'), id('socket.ts'), id('card.tsx')],
  [id('comments.machine.ts')]: [id('comments.rules.ts')],
  [id('Profile.tsx')]: [id('ProfilePosts.tsx'), id('social.ts'), id('card.tsx')],
  [id('ProfilePosts.tsx')]: [id('ExpiredRibbon.tsx')],
  [id('comments.rules.ts')]: [id('social.ts'), id('ExpiredRibbon.tsx')],
};

describe('screenGroupName', () => {
  const nameOf = screenGroupName('post', id('PostPage.tsx'), [id('main.tsx'), id('Marketplace.tsx'), id('live.ts')]);
  const context = contextOf(graph);

  it("puts the screen's own modules, however deep, in one group", () => {
    for (const name of ['PostPage.tsx', 'PostPopup.tsx', 'comments.machine.ts', 'comments.rules.ts']) expect(nameOf(id(name), context)).toBe('post');
  });

  it('leaves out what the entry, the first screen or the live part reach, through a barrel too', () => {
    for (const name of ['shell.ts', 'card.tsx', 'socket.ts', 'format/money.ts', 'format/dates.ts', 'format/index.ts']) expect(nameOf(id(name), context)).toBeNull();
  });

  it("leaves libraries to their own groups", () => {
    expect(nameOf('/app/node_modules/zod/index.js', context)).toBeNull();
  });
});

describe('sharedScreensGroupName', () => {
  const anyway = [id('main.tsx'), id('Marketplace.tsx'), id('live.ts')];
  const context = contextOf(graph);
  const shared = sharedScreensGroupName('postAndProfile', [id('PostPage.tsx'), id('Profile.tsx')], anyway);
  const post = screenGroupName('post', id('PostPage.tsx'), anyway);
  const profile = screenGroupName('profile', id('Profile.tsx'), anyway, { screenApart: true });

  it("takes what both screens import and nothing else, so neither fetches the other's chunk", () => {
    for (const name of ['social.ts', 'ExpiredRibbon.tsx']) expect(shared(id(name), context)).toBe('postAndProfile');
    for (const name of ['PostPopup.tsx', 'ProfilePosts.tsx', 'card.tsx', 'shell.ts']) expect(shared(id(name), context)).toBeNull();
  });

  it("leaves a screen's own module to its entry chunk when asked (screenApart), its other modules in its group", () => {
    expect(profile(id('Profile.tsx'), context)).toBeNull();
    expect(profile(id('ProfilePosts.tsx'), context)).toBe('profile');
    expect(post(id('PostPage.tsx'), context)).toBe('post');
  });
});

describe('firstRenderFiles', () => {
  it("finds a screen whose module is in a group's chunk, with what that chunk imports", () => {
    const bundle = {
      'index.js': chunk('index.js', { isEntry: true, facadeModuleId: id('main.tsx'), moduleIds: [id('main.tsx')] }),
      'post.js': chunk('post.js', { moduleIds: [id('PostPopup.tsx'), id('PostPage.tsx')], imports: ['zod.js'] }),
      'zod.js': chunk('zod.js', { moduleIds: ['/app/node_modules/zod/index.js'] }),
      'chat.js': chunk('chat.js', { facadeModuleId: id('Chat.tsx'), moduleIds: [id('Chat.tsx')] }),
    } as unknown as OutputBundle;
    expect(firstRenderFiles(bundle, 'PostPage.tsx').chunks.map((file) => file.fileName).sort()).toEqual(['index.js', 'post.js', 'zod.js']);
  });
});
