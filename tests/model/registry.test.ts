import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { renderStatechart } from '../../scripts/export-statecharts';
import { machinePurpose } from '../../scripts/statecharts/indexPage';
import { diagramText } from '../../src/statecharts/diagram';
import { diagramParts } from '../../src/statecharts/regions';
import { listMachines, machineRegistry } from '../../src/machines/registry';
import { sampleMachine } from './fixtures/sample.machine';

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value;

describe('the machine registry', () => {
  it('lists every machine exported from src/machines/**/*.machine.ts, under its id', () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../src/machines/**/*.machine.ts', { eager: true });
    const registered = new Set<AnyStateMachine>(Object.values(machineRegistry));
    const missing = Object.entries(modules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => isMachine(value) && !registered.has(value))
        .map(([name]) => `${name} (${file})`),
    );
    expect(missing).toEqual([]);
    for (const [name, machine] of listMachines()) expect(machine.id).toBe(name);
  });

  it('has a current diagram in docs/statecharts for every machine (run `npm run statecharts`)', () => {
    for (const [name, machine] of listMachines()) {
      const file = resolve(import.meta.dirname, '../../docs/statecharts', `${name}.md`);
      expect(readFileSync(file, 'utf8'), `${name}.md`).toBe(renderStatechart(name, machine));
    }
  });
});

describe('the statechart export', () => {
  const text = renderStatechart('sample', sampleMachine);

  it('draws nested, parallel, initial and final states and labels transitions with events, guards and delays', () => {
    expect(text).toContain('stateDiagram-v2');
    expect(text).toContain('state s_verify_form {');
    expect(text).toContain('[*] --> s_verify_form_idle');
    expect(text).toContain('s_verify_form_verified --> [*]');
    expect(text).toContain('s_verify_form_idle --> s_verify_form_verifying : user.submit [isComplete]');
    expect(text).toContain('[and(not(isComplete), canResend)]');
    expect(text).toContain('s_verify_cooldown_counting --> s_verify_cooldown_counting : after resendTick (re-enter)');
    expect(text).toContain('s_verify_form_verifying --> s_verify_form_verified : done verifyCode');
    expect(text).toMatch(/^ {4}--$/m);
    expect(text).toContain('s_verify_any --> s_verify_cooldown_counting : user.resend [canResend]');
  });

  it('tables the delays with their values, the guards and the invoked actors', () => {
    expect(text).toContain('| `resendTick` | 1000 ms |');
    expect(text).toContain('| `backoff` | computed from context at runtime |');
    expect(text).toContain('| `60000 ms` | 60000 ms (inline) |');
    expect(text).toContain('| `canResend` | yes |');
    expect(text).toContain('| `verifyCode` | `verifyCode` |');
  });

  it('is deterministic', () => {
    expect(renderStatechart('sample', sampleMachine)).toBe(text);
  });
});

describe('the statechart export of large machines', () => {
  const parts = (name: keyof typeof machineRegistry) => diagramParts(machineRegistry[name]).map((part) => part.title);

  it('draws a large machine as an overview plus one diagram per parallel region, and a small one whole', () => {
    expect(parts('socket')).toEqual(['Overview (regions collapsed)', 'Region live.open.outbox', 'Region live.open.heartbeat', 'Region live.open.activity']);
    expect(parts('storeSetup')).toEqual(['Region countries', 'Region cities', 'Region form']);
    expect(parts('chatRoom')[0]).toBe('Overview (regions collapsed)');
    expect(parts('like')).toEqual(['']);
  });

  it('ends an arrow leaving a region at a stub naming its target', () => {
    const heartbeat = renderStatechart('socket', machineRegistry.socket).split('### Region live.open.heartbeat')[1] ?? '';
    expect(heartbeat).toContain('state "to reconnecting" as x_socket_reconnecting');
    expect(heartbeat).toContain('s_socket_live_open_heartbeat_awaitingPong --> x_socket_reconnecting : after pongDeadline');
  });

  it('highlights the active plain states for the trace viewer', () => {
    const text = diagramText(sampleMachine, { active: new Set(['verify.form', 'verify.form.idle', 'verify.cooldown.idle']) });
    expect(text).toContain('class s_verify_form_idle,s_verify_cooldown_idle active');
  });

  it('indexes a machine by the first sentence of the doc comment above its export', () => {
    const source = 'const x = 1;\n/**\n * One post\'s like button. Guarantees: a toggle\n * shows at once.\n */\nexport const likeMachine = setup({});';
    expect(machinePurpose(source, 'like')).toBe("One post's like button.");
  });
});
