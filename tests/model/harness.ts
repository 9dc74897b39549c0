/**
 * The model-based test harness. From a machine and typed event fixtures,
 * `xstate/graph` generates paths (shortest paths to every distinct state, simple
 * paths where the graph is small); each chosen path is replayed against the
 * real machine with scripted test actors and a SimulatedClock, and every step
 * must reach the state the graph predicted. Coverage is counted from what the
 * running machine actually did (its microsteps), not from what the graph said.
 */
import { expect } from 'vitest';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InspectionEvent,
  type OutputFrom,
  type StateValue,
} from 'xstate';
import {
  getAdjacencyMap,
  getPathsFromEvents,
  getShortestPaths,
  getSimplePaths,
  type AdjacencyMap,
  type StatePath,
} from 'xstate/graph';

export type Path = StatePath<AnyMachineSnapshot, AnyEventObject>;

/** One starting point of a machine: its input (machines read nothing else from the outside world). */
export type ModelVariant = { name: string; input?: unknown };

export type MachineModel = {
  name: string;
  /** The machine under test, already provided with whatever seams the model needs (pure guards for I/O). */
  machine: AnyStateMachine;
  variants: ModelVariant[];
  /** Every event the graph may try: user events from the typed fixtures plus actor results and timers. */
  events: AnyEventObject[];
  /** How the graph tells states apart: the state value plus the context that changes what can happen next. */
  serialize: (snapshot: AnyMachineSnapshot) => string;
  /** Events not worth trying in a state (keeps long countdowns from multiplying the graph). */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  /** Also generate simple paths (every cycle-free path): only for small graphs. */
  simplePaths?: boolean;
  /** Traversal limit: the graph must stay below this many states. */
  limit?: number;
};

// ---------------------------------------------------------------------------
// Events the machine itself produces: actor results and timers.

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

/** The ids the machine gives the invocations of `src` (generated ids like `0.verify.active` included). */
export function invokeIds(machine: AnyStateMachine, src: string): string[] {
  const ids = allNodes(machine.root).flatMap((node) => node.invoke.filter((invoke) => invoke.src === src).map((invoke) => invoke.id));
  if (!ids.length) throw new Error(`${machine.id} invokes no actor '${src}'`);
  return ids;
}

/** `xstate.done.actor.*` for every invocation of `src`, once per output. */
export function doneEvents<TLogic extends AnyActorLogic>(
  machine: AnyStateMachine,
  src: string,
  outputs: ReadonlyArray<OutputFrom<TLogic>>,
): AnyEventObject[] {
  return invokeIds(machine, src).flatMap((id) => outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output, actorId: id })));
}

/** `xstate.error.actor.*` for every invocation of `src`. */
export function errorEvents(machine: AnyStateMachine, src: string, error: unknown = new Error('test failure')): AnyEventObject[] {
  return invokeIds(machine, src).map((id) => ({ type: `xstate.error.actor.${id}`, error, actorId: id }));
}

/** The `index`-th of `events` whose type starts with `prefix` (a fixture's actor result or timer, by where it is raised). */
export function systemEvent(events: readonly AnyEventObject[], prefix: string, index = 0): AnyEventObject {
  const found = events.filter((event) => event.type.startsWith(prefix))[index];
  if (!found) throw new Error(`no system event ${prefix}#${index}`);
  return found;
}

/** Every `after` timer of the machine, as the event the timer raises. */
export function timerEvents(machine: AnyStateMachine): AnyEventObject[] {
  const types = [...new Set(allNodes(machine.root).flatMap((node) => node.after.map((transition) => String(transition.eventType))))];
  return types.map((type) => ({ type }));
}

function delayedTransition(machine: AnyStateMachine, type: string): AnyTransitionDefinition & { delay: unknown } {
  for (const node of allNodes(machine.root)) {
    const found = node.after.find((transition) => transition.eventType === type);
    if (found) return found;
  }
  throw new Error(`${machine.id} has no timer raising ${type}`);
}

/** How long the clock must move for the timer behind `type` to fire now. */
function delayOf(machine: AnyStateMachine, type: string, snapshot: AnyMachineSnapshot, event: AnyEventObject): number {
  const { delay } = delayedTransition(machine, type);
  const resolve = (value: unknown): number => {
    if (typeof value === 'number') return value;
    if (typeof value === 'function') return Number((value as (args: unknown) => unknown)({ context: snapshot.context, event }));
    if (typeof value === 'string') {
      const named: unknown = machine.implementations.delays[value];
      return named === undefined ? Number(value) : resolve(named);
    }
    throw new Error(`cannot tell the delay of ${type}`);
  };
  return resolve(delay);
}

// ---------------------------------------------------------------------------
// States and transitions, for coverage.

/** The ids of every state node a state value is in (ancestors included). */
export function nodeIdsOf(root: AnyStateNode, value: StateValue): string[] {
  if (typeof value === 'string') {
    const child = root.states[value];
    return child ? [child.id] : [];
  }
  return Object.entries(value).flatMap(([key, inner]) => {
    const child = root.states[key];
    if (!child) return [];
    return inner === undefined ? [child.id] : [child.id, ...nodeIdsOf(child, inner)];
  });
}

function allStateIds(machine: AnyStateMachine): string[] {
  return allNodes(machine.root)
    .filter((node) => node !== machine.root)
    .map((node) => node.id);
}

function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return allNodes(machine.root).flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
}

function ancestorIds(node: AnyStateNode | undefined): string[] {
  const ids: string[] = [];
  for (let current = node; current?.parent; current = current.parent) ids.push(current.id);
  return ids;
}

/** A transition's name that survives `machine.provide()` (which rebuilds the state nodes). */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const type = String(transition.eventType);
  const listed = source.transitions.get(type)?.indexOf(transition) ?? -1;
  if (listed >= 0) return `${source.id} --${type}#${listed}--> ${transition.target?.map((node) => node.id).join(',') ?? '(stays)'}`;
  const always = source.always?.indexOf(transition) ?? -1;
  return `${source.id} --always#${always}--> ${transition.target?.map((node) => node.id).join(',') ?? '(stays)'}`;
}

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

// ---------------------------------------------------------------------------
// Paths.

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

// ---------------------------------------------------------------------------
// Replay against the running machine.

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
  const actors = Object.fromEntries(Object.keys(model.machine.implementations.actors).map((name) => [name, scripted]));
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

// ---------------------------------------------------------------------------
// Reports.

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

/** Runs the model and expects every state and every transition of the machine reached; prints the coverage line. */
export async function expectFullCoverage(model: MachineModel): Promise<void> {
  const result = await runModel(model);
  console.log(coverageLine(result));
  expect(result.states.missing).toEqual([]);
  expect(result.transitions.missingExpected).toEqual([]);
  expect(result.transitions.untaken).toEqual([]);
}

/** A hand-written journey, replayed against the running machine; returns its path for the test's own expectations. */
export async function replayJourney(model: MachineModel, variant: ModelVariant, events: AnyEventObject[]): Promise<Path> {
  const path = journey(model, variant, events);
  await replayPath(model, variant, path, emptyCoverage());
  return path;
}
