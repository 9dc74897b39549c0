/**
 * A replayed actor's children run on its clock too (the chat room's socket), but their own events are not replayed,
 * so their timers are never cleared: the replay fires, where the trace recorded a timer's event, that actor's own timer.
 */
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { replayTrace } from '../../src/trace/trace.replay';
import type { TraceEntry, TraceFile } from '../../src/trace/trace.types';

// Its connect timeout is shorter than the waiter's patience, as the socket's is than a message's window after a slow start.
const connection = setup({}).createMachine({ id: 'connection', initial: 'connecting', states: { connecting: { after: { 50: 'failed' } }, failed: {} } });

const waiter = setup({ actors: { connection }, delays: { patience: 100 } }).createMachine({
  id: 'waiter',
  invoke: { src: 'connection' },
  initial: 'waiting',
  states: { waiting: { after: { patience: 'gaveUp' } }, gaveUp: {} },
});

const find = (id: string) => (id === 'waiter' ? waiter : undefined);

function trace(entries: TraceEntry[]): TraceFile {
  return { format: 'naija-market-trace', version: 1, recordedAt: '2026-11-27T00:00:00.000Z', limit: 1000, dropped: 0, entries };
}

const event = (t: number, type: string, source?: string): TraceEntry => ({ kind: 'event', t, actor: 'x:0', ...(source ? { source } : {}), event: { type } });
const snapshot = (t: number, eventType: string, value: string): TraceEntry => ({ kind: 'snapshot', t, actor: 'x:0', eventType, status: 'active', value });

describe('replaying a timer that fired late', () => {
  const start: TraceEntry[] = [{ kind: 'actor', t: 0, actor: 'x:0', machine: 'waiter' }, event(0, 'xstate.init'), snapshot(0, 'xstate.init', 'waiting')];

  it("fires the actor's own timer, not a child's that is due earlier", () => {
    const report = replayTrace(
      trace([...start, event(130, 'xstate.after.patience.waiter.waiting', 'x:0'), snapshot(130, 'xstate.after.patience.waiter.waiting', 'gaveUp')]),
      find,
    );
    expect(report.actors[0]?.reason).toBeUndefined();
    expect(report.ok).toBe(true);
  });

  it('still fails a timer recorded before it was due', () => {
    const report = replayTrace(
      trace([...start, event(50, 'xstate.after.patience.waiter.waiting', 'x:0'), snapshot(50, 'xstate.after.patience.waiter.waiting', 'gaveUp')]),
      find,
    );
    expect(report.ok).toBe(false);
    expect(report.actors[0]?.steps.at(-1)?.note).toBe('the next timer is due at 100 ms, recorded at 50 ms');
  });
});
