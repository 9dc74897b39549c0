/**
 * `npm run replay -- trace.json [more.json ...]`: replays a recorded trace (from
 * window.__downloadTrace() or tests/traces) against the machines in
 * src/machines/registry.ts with a simulated clock, prints the state path of
 * every recorded machine actor, and exits non-zero when a replay does not
 * reach the recorded states.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findMachine } from '../src/machines/registry';
import { formatReport, isTraceFile, replayTrace } from '../src/trace/trace.replay';

function replayFile(path: string): boolean {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!isTraceFile(parsed)) {
    console.error(`${path}: not a trace file (expected format "naija-market-trace")`);
    return false;
  }
  console.log(`${path}: ${parsed.entries.length} entries recorded ${parsed.recordedAt}${parsed.dropped ? `, ${parsed.dropped} oldest dropped` : ''}`);
  const report = replayTrace(parsed, findMachine);
  console.log(formatReport(report));
  return report.ok;
}

const files = process.argv.slice(2).filter((arg) => arg !== '--');
if (!files.length) {
  console.error('Usage: npm run replay -- <trace.json> [more.json ...]');
  process.exit(2);
}
let ok = true;
for (const file of files) ok = replayFile(resolve(file)) && ok;
process.exit(ok ? 0 : 1);
