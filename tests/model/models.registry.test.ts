/**
 * Every registered machine has a generated model test: a MachineModel named after it in tests/model/*.model(s).ts,
 * built on the registered machine, and replayed by expectFullCoverage in a model test (which prints the coverage
 * line and fails below every state and every transition but those the model declares unreachable). A machine
 * added to the registry without one fails here, and so does a model that declares more than 5% unreachable.
 */
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { listMachines } from '../../src/machines/registry';
import type { MachineModel } from './harness';
import { allStateIds, allTransitions, transitionKey } from './harness/nodes';

type Found = { model: MachineModel; exportName: string; module: string };

const isModel = (value: unknown): value is MachineModel =>
  typeof value === 'object' && value !== null && 'machine' in value && 'variants' in value && 'serialize' in value && 'name' in value;

const modules = import.meta.glob<Record<string, unknown>>(['./*.model.ts', './*.models.ts'], { eager: true });
const testTexts = import.meta.glob<string>(['./*.model.test.ts', './*.models.test.ts'], { eager: true, query: '?raw', import: 'default' });

const models: Found[] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, MachineModel] => isModel(entry[1]))
    .map(([exportName, model]) => ({ model, exportName, module: basename(file, '.ts') })),
);

/** What `machine.provide()` keeps: the states and transitions, by id. */
const shapeOf = (machine: AnyStateMachine) => ({ states: allStateIds(machine), transitions: allTransitions(machine).map(transitionKey) });

/** Whether a model test imports the model's module, names the model and replays it with expectFullCoverage. */
const replayed = ({ exportName, module }: Found) =>
  Object.values(testTexts).some(
    (text) => text.includes(`from './${module}'`) && new RegExp(`\\b${exportName}\\b`).test(text) && text.includes('expectFullCoverage('),
  );

describe('model tests of the machine registry', () => {
  const byName = new Map(models.map((found) => [found.model.name, found]));

  it('has a model named after every registered machine', () => {
    const missing = listMachines()
      .map(([name]) => name)
      .filter((name) => !byName.has(name));
    expect(missing, 'machines without a model in tests/model/*.model.ts').toEqual([]);
  });

  it('builds each model on the registered machine (provide() only swaps implementations)', () => {
    for (const [name, machine] of listMachines()) {
      const found = byName.get(name);
      if (!found) continue;
      expect(found.model.machine.id, `${name}'s model`).toBe(name);
      expect(shapeOf(found.model.machine), `${name}'s model`).toEqual(shapeOf(machine));
    }
  });

  it('declares unreachable only real transitions, at most 5% of each machine’s (the goal is 95% taken)', () => {
    for (const { model } of byName.values()) {
      const declared = Object.keys(model.unreachable ?? {});
      const { transitions } = shapeOf(model.machine);
      expect(declared.filter((key) => !transitions.includes(key)), `${model.name}: unknown transitions`).toEqual([]);
      expect(declared.length, `${model.name}: transitions declared unreachable`).toBeLessThanOrEqual(Math.floor(transitions.length * 0.05));
    }
  });

  it('replays every registered machine’s model in a model test with expectFullCoverage', () => {
    const unreplayed = listMachines()
      .map(([name]) => byName.get(name))
      .filter((found): found is Found => found !== undefined && !replayed(found))
      .map((found) => `${found.model.name} (${found.exportName} in ${found.module}.ts)`);
    expect(unreplayed).toEqual([]);
  });
});
