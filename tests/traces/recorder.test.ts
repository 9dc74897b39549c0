import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, SimulatedClock } from 'xstate';
import { createTraceRecorder, maskPassword, toTraceValue } from '../../src/trace';
import { isTraceShortcut } from '../../src/ui/app/tracing';
import { replayTrace } from '../../src/trace/trace.replay';
import type { TraceFile } from '../../src/trace';

const counter = setup({
  types: { context: {} as { count: number; password: string }, events: {} as { type: 'counter.bumped' } | { type: 'password.typed'; password: string } },
  delays: { settle: 500 },
}).createMachine({
  id: 'counter',
  context: { count: 0, password: '' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'counter.bumped': { target: 'settling', actions: assign({ count: ({ context }) => context.count + 1 }) },
        'password.typed': { actions: assign({ password: ({ event }) => event.password }) },
      },
    },
    settling: { after: { settle: 'idle' } },
  },
});

function record(limit?: number) {
  const clock = new SimulatedClock();
  const recorder = createTraceRecorder({ now: () => clock.now(), ...(limit ? { limit } : {}) });
  const actor = createActor(counter, { clock, inspect: recorder.inspect }).start();
  return { clock, recorder, actor };
}

describe('trace recorder', () => {
  it('records events, resulting states and changed context with timestamps', () => {
    const { clock, recorder, actor } = record();
    actor.send({ type: 'counter.bumped' });
    clock.increment(500);
    const entries = recorder.entries();
    expect(entries[0]).toMatchObject({ kind: 'actor', machine: 'counter', t: 0 });
    expect(entries.filter((entry) => entry.kind === 'snapshot').map((entry) => entry.kind === 'snapshot' && entry.value)).toEqual([
      'idle',
      'settling',
      'idle',
    ]);
    const timer = entries.find((entry) => entry.kind === 'event' && entry.event.type.startsWith('xstate.after.'));
    expect(timer).toMatchObject({ t: 500, source: entries[0]?.actor });
    expect(entries.filter((entry) => entry.kind === 'snapshot' && entry.context !== undefined)).toHaveLength(2);
  });

  it('keeps only the newest entries and counts the dropped ones', () => {
    const { recorder, actor } = record(5);
    for (let bump = 0; bump < 10; bump += 1) actor.send({ type: 'password.typed', password: `x${bump}` });
    const file = recorder.toFile();
    expect(file.entries).toHaveLength(5);
    expect(file.dropped).toBeGreaterThan(0);
    expect(file.limit).toBe(5);
  });

  it('never stores a password or a token', () => {
    const { recorder, actor } = record();
    actor.send({ type: 'password.typed', password: 'Secret123!' });
    const text = JSON.stringify(recorder.toFile());
    expect(text).not.toContain('Secret123');
    expect(text).toContain(maskPassword('Secret123!'));
    expect(toTraceValue({ token: 'abc', user: { password_confirm: 'Ab1' } })).toEqual({ token: '[token]', user: { password_confirm: 'Aa0' } });
  });

  it('masks the passwords of every form, however their fields are named', () => {
    const forms = { passwordConfirm: 'Ab1', newPassword: 'Ab1', currentPassword: 'Ab1', verifyPassword: 'Ab1' };
    expect(toTraceValue(forms)).toEqual({ passwordConfirm: 'Aa0', newPassword: 'Aa0', currentPassword: 'Aa0', verifyPassword: 'Aa0' });
    expect(toTraceValue({ type: 'password.changed', field: 'passwordConfirm', value: 'Ab1' })).toEqual({ type: 'password.changed', field: 'passwordConfirm', value: 'Aa0' });
  });

  it('replays its own recording, and fails when the machine no longer does what was recorded', () => {
    const { clock, recorder, actor } = record();
    actor.send({ type: 'counter.bumped' });
    clock.increment(500);
    const file: TraceFile = recorder.toFile();
    expect(replayTrace(file, (id) => (id === 'counter' ? counter : undefined)).ok).toBe(true);

    const slower = counter.provide({ delays: { settle: 900 } });
    const report = replayTrace(file, (id) => (id === 'counter' ? slower : undefined));
    expect(report.ok).toBe(false);
    expect(report.actors[0]?.reason).toContain('xstate.after.settle');
  });

  it('is downloaded with Ctrl+Alt+Shift+T', () => {
    expect(isTraceShortcut({ key: 'T', ctrlKey: true, metaKey: false, altKey: true, shiftKey: true })).toBe(true);
    expect(isTraceShortcut({ key: 't', ctrlKey: true, metaKey: false, altKey: false, shiftKey: true })).toBe(false);
  });
});

describe('tracing in the browser', () => {
  it('is on in development, and in production only with localStorage trace=on', async () => {
    const { isTraceEnabled, TRACE_SETTING_KEY } = await import('../../src/ui/app/tracing');
    localStorage.removeItem(TRACE_SETTING_KEY);
    expect(isTraceEnabled(true)).toBe(true);
    expect(isTraceEnabled(false)).toBe(false);
    localStorage.setItem(TRACE_SETTING_KEY, 'on');
    expect(isTraceEnabled(false)).toBe(true);
    localStorage.setItem(TRACE_SETTING_KEY, 'off');
    expect(isTraceEnabled(true)).toBe(false);
    localStorage.removeItem(TRACE_SETTING_KEY);
  });

  it('records every root actor given traceInspect, and downloads the trace', async () => {
    const { startTracing, traceInspect } = await import('../../src/ui/app/tracing');
    const recorder = startTracing(true);
    expect(recorder).toBeDefined();
    expect(window.__downloadTrace).toBeTypeOf('function');
    createActor(counter, { inspect: traceInspect }).start().send({ type: 'counter.bumped' });
    expect(recorder?.entries().some((entry) => entry.kind === 'event' && entry.event.type === 'counter.bumped')).toBe(true);

    const created: string[] = [];
    const createObjectURL = (blob: Blob) => {
      created.push(blob.type);
      return 'blob:trace';
    };
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined });
    const clicks: string[] = [];
    document.addEventListener('click', (event) => {
      const target = event.target;
      if (target instanceof HTMLAnchorElement) {
        clicks.push(target.download);
        event.preventDefault();
      }
    });
    window.__downloadTrace?.();
    expect(created).toEqual(['application/json']);
    expect(clicks[0]).toMatch(/^trace-.*\.json$/);
  });
});
