import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { getAdjacencyMap, getPathsFromEvents, getShortestPaths, getSimplePaths, type AdjacencyMap } from 'xstate/graph';
import type { MachineModel, ModelVariant, Path } from './model';
import { transitionKey } from './nodes';

function traversalOptions(model: MachineModel, variant: ModelVariant) {
  return {
    events: model.events,
    serializeState: (snapshot: AnyMachineSnapshot) => model.serialize(snapshot),
    ...(variant.input === undefined ? {} : { input: variant.input }),
    ...(model.filterEvents ? { filterEvents: model.filterEvents } : {}),
    limit: model.limit ?? 20_000,
  };
}

/**
 * The paths worth replaying for one variant: a shortest path to every state the
 * graph tells apart, one more for every transition those paths skip (the
 * shortest path to its source plus its event), and simple paths when asked.
 * `expected` holds every transition the graph can take with the fixtures.
 */
export function generatePaths(model: MachineModel, variant: ModelVariant): { paths: Path[]; expected: Set<string> } {
  const options = traversalOptions(model, variant);
  const shortest = getShortestPaths(model.machine, options) as Path[];
  const bySerial = new Map(shortest.map((path) => [model.serialize(path.state), path]));
  const adjacency: AdjacencyMap<AnyMachineSnapshot, AnyEventObject> = getAdjacencyMap(model.machine, options);
  const expected = new Set<string>();
  const edgePaths: Path[] = [];
  for (const [serial, { state, transitions }] of Object.entries(adjacency)) {
    const head = bySerial.get(serial);
    if (!head) continue;
    const edges: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }> = Object.values(transitions);
    for (const { event, state: next } of edges) {
      const keys = model.machine.getTransitionData(state, event).map(transitionKey);
      const fresh = keys.filter((key) => !expected.has(key));
      for (const key of keys) expected.add(key);
      if (fresh.length) edgePaths.push({ state: next, weight: head.weight + 1, steps: [...head.steps, { state: next, event }] });
    }
  }
  const simple = model.simplePaths ? (getSimplePaths(model.machine, options) as Path[]) : [];
  return { paths: [...shortest, ...edgePaths, ...simple], expected };
}

/** A hand-written journey as a path: the graph follows these events in order. */
export function journey(model: MachineModel, variant: ModelVariant, events: AnyEventObject[]): Path {
  // getPathsFromEvents starts from an input-less initial state unless told where to start.
  const fromState = createActor(model.machine, variant.input === undefined ? {} : { input: variant.input }).getSnapshot();
  const options = { ...traversalOptions(model, variant), events, fromState };
  const paths = getPathsFromEvents(model.machine, events, options) as Path[];
  const path = paths[0];
  if (!path) throw new Error(`${model.name}: the journey produced no path`);
  return path;
}

/** The transitions a path should take, as the pure machine computes them (eventless ones are not counted). */
function expectedTransitions(model: MachineModel, path: Path): string[] {
  const taken: string[] = [];
  path.steps.forEach((step, index) => {
    const before = path.steps[index - 1]?.state;
    if (!before || step.event.type === 'xstate.init') return;
    taken.push(...model.machine.getTransitionData(before, step.event).map(transitionKey));
  });
  return taken;
}

/** Keeps, shortest first, the paths that reach something new: a state value or a transition. */
export function choosePaths(model: MachineModel, paths: Path[]): Path[] {
  const seenTransitions = new Set<string>();
  const seenValues = new Set<string>();
  const chosen: Path[] = [];
  for (const path of [...paths].sort((a, b) => a.steps.length - b.steps.length)) {
    const transitions = expectedTransitions(model, path);
    const value = JSON.stringify(path.state.value);
    const novel = !seenValues.has(value) || transitions.some((transition) => !seenTransitions.has(transition));
    for (const transition of transitions) seenTransitions.add(transition);
    seenValues.add(value);
    if (novel) chosen.push(path);
  }
  return chosen;
}
