import { expect } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject, type InspectionEvent } from 'xstate';
import { coverageLine, emptyCoverage, recordMicrostep, report, type Coverage, type ModelReport } from './coverage';
import { delayOf } from './events';
import type { MachineModel, ModelVariant, Path } from './model';
import { nodeIdsOf } from './nodes';
import { choosePaths, generatePaths, journey } from './paths';

type Deferred = { resolve: (output: unknown) => void; reject: (error: unknown) => void };

/** Lets promise callbacks and the events they send run. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Replays one path: user events are sent, `xstate.done/error.actor.*` resolve or
 * reject the scripted actor that is running, `xstate.after.*` move the
 * SimulatedClock by the timer's delay. After every step the machine must be in
 * the step's state (compared with the model's serializer). Adds what ran to `coverage`.
 */
async function replayPath(
  model: MachineModel,
  variant: ModelVariant,
  path: Path,
  coverage: Coverage,
): Promise<void> {
  const clock = new SimulatedClock();
  const running = new Map<string, Deferred>();
  const scripted = fromPromise<unknown, unknown>(
    ({ self }) => new Promise((resolve, reject) => running.set(self.id, { resolve, reject })),
  );
  const scriptedNames = Object.keys(model.machine.implementations.actors).filter((name) => !model.childMachines?.includes(name));
  const actors = Object.fromEntries(scriptedNames.map((name) => [name, scripted]));
  const machine = model.machine.provide({ actors });
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.rootId === inspection.actorRef.sessionId) recordMicrostep(machine, inspection, coverage);
  };
  const actor = createActor(machine, { clock, inspect, ...(variant.input === undefined ? {} : { input: variant.input }) });
  let failure: unknown;
  actor.subscribe({ error: (error: unknown) => (failure = error) });
  actor.start();
  for (const id of nodeIdsOf(machine.root, actor.getSnapshot().value)) coverage.states.add(id);

  const describe = (index: number) =>
    `${model.name} (${variant.name}) path to ${JSON.stringify(path.state.value)}, step ${index}: ${path.steps
      .slice(1, index + 1)
      .map((step) => step.event.type)
      .join(' -> ')}`;

  try {
    for (const [index, step] of path.steps.entries()) {
      const { event } = step;
      if (index > 0) {
        const before = actor.getSnapshot();
        if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
          const id = String(event.actorId ?? event.type.replace(/^xstate\.(done|error)\.actor\./, ''));
          const deferred = running.get(id);
          if (!deferred) throw new Error(`${describe(index)}: no actor '${id}' is running`);
          running.delete(id);
          if (event.type.startsWith('xstate.done.')) deferred.resolve(event.output);
          else deferred.reject(event.error);
          await settle();
        } else if (event.type.startsWith('xstate.after.')) {
          clock.increment(delayOf(machine, event.type, before, event));
        } else {
          actor.send(event);
        }
      }
      if (failure) throw new Error(`${describe(index)}: the machine failed: ${String(failure)}`);
      const actual = model.serialize(actor.getSnapshot());
      const expected = model.serialize(step.state);
      if (actual !== expected) throw new Error(`${describe(index)}\n  expected ${expected}\n  actual   ${actual}`);
    }
  } finally {
    actor.stop();
  }
}

/** Generates, chooses and replays the paths of every variant; returns the coverage report. */
async function runModel(model: MachineModel): Promise<ModelReport> {
  const coverage = emptyCoverage();
  const expected = new Set<string>();
  let chosenCount = 0;
  let generatedCount = 0;
  for (const variant of model.variants) {
    const { paths, expected: variantExpected } = generatePaths(model, variant);
    const chosen = choosePaths(model, paths);
    for (const transition of variantExpected) expected.add(transition);
    generatedCount += paths.length;
    chosenCount += chosen.length;
    for (const path of chosen) await replayPath(model, variant, path, coverage);
  }
  return report(model, coverage, expected, { chosen: chosenCount, generated: generatedCount });
}

/**
 * Runs the model and expects every state and every transition of the machine reached, but those the model
 * declares unreachable (which must indeed stay untaken); prints the coverage line.
 */
export async function expectFullCoverage(model: MachineModel): Promise<void> {
  const result = await runModel(model);
  console.log(coverageLine(result));
  expect(result.states.missing).toEqual([]);
  expect(result.transitions.missingExpected).toEqual([]);
  expect([...result.transitions.untaken].sort()).toEqual(Object.keys(model.unreachable ?? {}).sort());
}

/** A hand-written journey, replayed against the running machine; returns its path for the test's own expectations. */
export async function replayJourney(model: MachineModel, variant: ModelVariant, events: AnyEventObject[]): Promise<Path> {
  const path = journey(model, variant, events);
  await replayPath(model, variant, path, emptyCoverage());
  return path;
}
