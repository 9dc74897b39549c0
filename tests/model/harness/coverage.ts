import type { AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate';
import type { MachineModel } from './model';
import { allStateIds, allTransitions, ancestorIds, nodeIdsOf, transitionKey } from './nodes';

/** What the running machine reached: state node ids and transition keys (see transitionKey). */
export type Coverage = {
  states: Set<string>;
  transitions: Set<string>;
};

export function emptyCoverage(): Coverage {
  return { states: new Set(), transitions: new Set() };
}

/** Adds what an actor of `machine` did in a microstep (its transitions and the states it is in) to `coverage`. */
export function recordMicrostep(machine: AnyStateMachine, inspection: InspectionEvent, coverage: Coverage): void {
  if (inspection.type !== '@xstate.microstep') return;
  for (const transition of inspection._transitions) {
    coverage.transitions.add(transitionKey(transition));
    coverage.states.add(transition.source.id);
    for (const id of ancestorIds(transition.source)) coverage.states.add(id);
  }
  for (const id of nodeIdsOf(machine.root, (inspection.snapshot as AnyMachineSnapshot).value)) coverage.states.add(id);
}

export type ModelReport = {
  name: string;
  paths: number;
  generated: number;
  states: { reached: number; total: number; missing: string[] };
  transitions: { taken: number; total: number; expected: number; missingExpected: string[]; untaken: string[] };
};

export function report(
  model: MachineModel,
  coverage: Coverage,
  expected: Set<string>,
  counts: { chosen: number; generated: number },
): ModelReport {
  const stateIds = allStateIds(model.machine);
  const transitions = allTransitions(model.machine).map(transitionKey);
  const taken = transitions.filter((transition) => coverage.transitions.has(transition));
  return {
    name: model.name,
    paths: counts.chosen,
    generated: counts.generated,
    states: {
      reached: stateIds.filter((id) => coverage.states.has(id)).length,
      total: stateIds.length,
      missing: stateIds.filter((id) => !coverage.states.has(id)),
    },
    transitions: {
      taken: taken.length,
      total: transitions.length,
      expected: expected.size,
      missingExpected: [...expected].filter((transition) => !coverage.transitions.has(transition)),
      untaken: transitions.filter((transition) => !coverage.transitions.has(transition)),
    },
  };
}

export function coverageLine(result: ModelReport): string {
  const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 100);
  return (
    `[model] ${result.name}: ${result.paths} of ${result.generated} generated paths replayed; ` +
    `states ${result.states.reached}/${result.states.total} (${percent(result.states.reached, result.states.total)}%), ` +
    `transitions ${result.transitions.taken}/${result.transitions.total} (${percent(result.transitions.taken, result.transitions.total)}%)` +
    (result.transitions.untaken.length ? `; not taken: ${result.transitions.untaken.join('; ')}` : '')
  );
}
