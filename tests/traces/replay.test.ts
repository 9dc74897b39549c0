/** Every trace under tests/traces replays against today's machines and reaches the recorded states. */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMachine } from '../../src/machines/registry';
import { formatReport, isTraceFile, replayTrace } from '../../src/trace/trace.replay';

const folder = import.meta.dirname;
const traces = readdirSync(folder).filter((file) => file.endsWith('.json')).sort();

describe('recorded traces', () => {
  it('has at least one trace to replay', () => {
    expect(traces.length).toBeGreaterThan(0);
  });

  for (const file of traces) {
    it(`${file} reaches every recorded state`, () => {
      const parsed: unknown = JSON.parse(readFileSync(resolve(folder, file), 'utf8'));
      if (!isTraceFile(parsed)) throw new Error(`${file} is not a trace file`);
      const report = replayTrace(parsed, findMachine);
      console.log(`${file}\n${formatReport(report)}`);
      expect(report.actors.filter((actor) => actor.status === 'failed')).toEqual([]);
      expect(report.ok).toBe(true);
    });
  }

  it('fails a trace whose machines are none it knows: nothing replayed is no pass', () => {
    const parsed: unknown = JSON.parse(readFileSync(resolve(folder, 'page-left-before-start.json'), 'utf8'));
    if (!isTraceFile(parsed)) throw new Error('page-left-before-start.json is not a trace file');
    const unknown = { ...parsed, entries: [{ kind: 'actor' as const, t: 0, actor: 'x:0', machine: 'retiredMachine' }] };
    expect(replayTrace(unknown, findMachine).ok).toBe(false);
  });
});
