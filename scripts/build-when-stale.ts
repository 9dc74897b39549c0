import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist', 'index.html');
const SOURCES = ['src', 'index.html', 'public', 'vite.config.ts', 'package.json'];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildIsStale(): boolean {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(root, source)) > builtAt);
}

/** Runs `vite build` when dist/ is missing or older than its sources; false when the build failed. */
export function buildWhenStale(): boolean {
  if (!buildIsStale()) return true;
  process.stdout.write('Building the web app (vite build)...\n');
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  return spawnSync(vite, ['build'], { cwd: root, stdio: 'inherit' }).status === 0;
}
