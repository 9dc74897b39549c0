/**
 * `npm run replay -- trace.json [more.json ...]`: replays a recorded trace (from
 * window.__downloadTrace() or tests/traces) against the machines in
 * src/machines/registry.ts with a simulated clock, prints the state path of
 * every recorded machine actor, and exits non-zero when a replay does not
 * reach the recorded states. `--summary` prints one line per trace and the
 * whole state path only of those that fail; `--bail` stops at the first trace that does not replay
 * (.ci/run replays every browser journey's traces with both).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findMachine } from '../src/machines/registry';
import { formatReport, isTraceFile, replayTrace } from '../src/trace/trace.replay';

function replayFile(path: string, summary: boolean): boolean {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!isTraceFile(parsed)) {
    console.error(`${path}: not a trace file (expected format "naija-market-trace")`);
    return false;
  }
  const report = replayTrace(parsed, findMachine);
  const replayed = report.actors.filter((actor) => actor.status === 'passed').length;
  const recorded = `${parsed.entries.length} entries recorded ${parsed.recordedAt}${parsed.dropped ? `, ${parsed.dropped} oldest dropped` : ''}`;
  if (summary && report.ok) {
    const outcome = replayed ? `${replayed} actors reached every recorded state` : 'the page was left before its app started: nothing to replay';
    console.log(`${path}: ${recorded}; ${outcome}`);
    return true;
  }
  console.log(`${path}: ${recorded}`);
  console.log(formatReport(report));
  return report.ok;
}

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const summary = args.includes('--summary');
const bail = args.includes('--bail');
const files = args.filter((arg) => arg !== '--summary' && arg !== '--bail');
if (!files.length) {
  console.error('Usage: npm run replay -- [--summary] [--bail] <trace.json> [more.json ...]');
  process.exit(2);
}
let ok = true;
let replayed = 0;
for (const file of files) {
  ok = replayFile(resolve(file), summary) && ok;
  replayed += 1;
  if (bail && !ok) break;
}
if (summary) {
  const outcome = ok ? 'every one reached its recorded states' : bail ? `stopped at the first that did NOT (its state path is above), ${files.length - replayed} not replayed` : 'some did NOT (their state paths are above)';
  console.log(`${replayed} traces replayed: ${outcome}`);
}
process.exit(ok ? 0 : 1);
