/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the
 * server (migrate, seed the demo data on an empty database, serve) in this process.
 */
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

if (!fs.existsSync(path.join(root, 'index.html'))) {
  process.stdout.write('No index.html yet: serving the API only.\n');
} else if (buildIsStale()) {
  process.stdout.write('Building the web app (vite build)...\n');
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const build = spawnSync(vite, ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.stderr.write('The web app build failed; see the output above.\n');
    process.exit(build.status ?? 1);
  }
}

await import('../server/main');
