import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { narrowedImports } from '../../../scripts/vite/barrelImports';
import { isBarrel, staticGroupName } from '../../../scripts/vite/shellChunk';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'barrels-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Writes the modules and answers each one's static imports as Rolldown would (every file a line names). */
function project(files: Record<string, string>): { file: (name: string) => string; context: ChunkingContext } {
  const file = (name: string) => path.join(root, name);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(file(name)), { recursive: true });
    fs.writeFileSync(file(name), text);
  }
  const importedIds = (id: string) =>
    [...fs.readFileSync(id, 'utf8').matchAll(/from '([^']+)'|import '([^']+)'/g)].map((match) => {
      const base = path.resolve(path.dirname(id), match[1] ?? match[2] ?? '');
      return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate)) ?? base;
    });
  return { file, context: { getModuleInfo: (id: string) => (fs.existsSync(id) ? ({ importedIds: importedIds(id) } as unknown as ModuleInfo) : null) } };
}

const { file, context } = project({
  'format/index.ts': "export { money, type Naira } from './money';\nexport { dates } from './dates';\n",
  'format/money.ts': 'export type Naira = number;\nexport const money = 1;\n',
  'format/dates.ts': 'export const dates = 2;\n',
  'contract/index.ts': "import './messages';\nexport * from './limits';\nexport * from './chat';\nexport * from './posts';\n",
  'contract/messages.ts': 'globalThis.told = true;\n',
  'contract/limits.ts': "export * from './limits.posts';\n",
  'contract/limits.posts.ts': 'export const POST_LIMITS = {};\n',
  'contract/chat.ts': 'export const chatSchema = {};\n',
  'contract/posts.ts': 'export function postSchema() {}\n',
  'card.ts': "import { money, type Naira } from './format';\nimport { postSchema, POST_LIMITS } from './contract';\nexport const card = [money, postSchema, POST_LIMITS];\n",
  'everything.ts': "import * as format from './format';\nimport { nowhere } from './contract';\nexport const all = [format, nowhere];\n",
  'main.ts': "import { card } from './card';\nexport default card;\n",
});

describe('narrowedImports', () => {
  it('follows a barrel to the modules exporting the names imported, and its side effects, through nested barrels', () => {
    expect(narrowedImports(file('card.ts'), context, isBarrel).sort()).toEqual(
      [file('format/money.ts'), file('contract/posts.ts'), file('contract/limits.ts'), file('contract/messages.ts')].sort(),
    );
  });

  it('keeps the barrel when its names cannot be told: a namespace import, a name no line exports', () => {
    expect(narrowedImports(file('everything.ts'), context, isBarrel).sort()).toEqual([file('format/index.ts'), file('contract/index.ts')].sort());
  });
});

describe('staticGroupName', () => {
  it('takes into the group what is imported through a barrel, and not what the barrel only names', () => {
    const nameOf = staticGroupName([{ name: 'shell', entry: file('main.ts') }]);
    expect(nameOf(file('format/money.ts'), context)).toBe('shell');
    expect(nameOf(file('contract/posts.ts'), context)).toBe('shell');
    expect(nameOf(file('format/dates.ts'), context)).toBeNull();
    expect(nameOf(file('contract/chat.ts'), context)).toBeNull();
  });
});
