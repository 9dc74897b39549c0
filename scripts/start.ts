/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the
 * server (migrate, seed the demo data on an empty database, serve) in this process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildWhenStale } from './build-when-stale';

const root = path.resolve(import.meta.dirname, '..');

if (!fs.existsSync(path.join(root, 'index.html'))) {
  process.stdout.write('No index.html yet: serving the API only.\n');
} else if (!buildWhenStale()) {
  process.stderr.write('The web app build failed; see the output above.\n');
  process.exit(1);
}

await import('../server/main');
