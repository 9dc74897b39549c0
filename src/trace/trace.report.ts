import type { TraceValue } from './trace.types';

// What a replay found, actor by actor and step by step, and its text for people.

export type ReplayStep = {
  /** Milliseconds since the actor started, as recorded. */
  t: number;
  event: string;
  expected: TraceValue;
  actual: TraceValue;
  ok: boolean;
  note?: string;
};

export type ActorReplay = {
  actor: string;
  machine: string;
  systemId?: string;
  status: 'passed' | 'failed' | 'skipped';
  reason?: string;
  steps: ReplayStep[];
};

export type ReplayReport = { ok: boolean; actors: ActorReplay[] };

function valueText(value: TraceValue): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const parts = Object.entries(value).map(([key, inner]) =>
      inner && typeof inner === 'object' ? `${key}.(${valueText(inner)})` : `${key}.${String(inner)}`,
    );
    return parts.join(' | ');
  }
  return JSON.stringify(value);
}

/** The state path of a report, one line per step, for people. */
export function formatReport(report: ReplayReport): string {
  const lines: string[] = [];
  for (const actor of report.actors) {
    const label = `${actor.machine}${actor.systemId ? ` (${actor.systemId})` : ''} [${actor.actor}]`;
    lines.push(`${actor.status === 'passed' ? 'PASS' : actor.status === 'failed' ? 'FAIL' : 'SKIP'} ${label}${actor.reason ? `: ${actor.reason}` : ''}`);
    for (const step of actor.steps) {
      const mark = step.ok ? '  ' : '✗ ';
      const expected = step.ok ? '' : `  (recorded ${valueText(step.expected)}${step.note ? `; ${step.note}` : ''})`;
      lines.push(`  ${mark}${String(step.t).padStart(7)} ms  ${step.event.padEnd(40)} -> ${valueText(step.actual)}${expected}`);
    }
  }
  const counts = ['passed', 'failed', 'skipped'].map((status) => `${report.actors.filter((actor) => actor.status === status).length} ${status}`);
  lines.push(`${report.ok ? 'Replay reached every recorded state' : 'Replay FAILED'}: ${counts.join(', ')}`);
  return lines.join('\n');
}
