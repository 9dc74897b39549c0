/**
 * What the "view follows the machine" walks share: the leaf-state assertions
 * (a leaf state without one fails), the covering paths a view can follow, the
 * step loop with its error report, the walk over every variant with its
 * coverage line, the coverage of the running actor from its inspection events,
 * the msw answers released step by step as a path says, and, for a screen that
 * creates its own actor (register, reset password, verify), rendering it in a
 * router and walking it as a person uses it.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect } from 'vitest';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, InspectionEvent } from 'xstate';
import {
  choosePaths,
  coverageLine,
  emptyCoverage,
  generatePaths,
  nodeIdsOf,
  recordMicrostep,
  report,
  transitionKey,
  type Coverage,
  type MachineModel,
  type ModelVariant,
  type Path,
} from './harness';
import { eventually } from './settle';

// ---------------------------------------------------------------------------
// Leaf states and their view assertions.

export function leafIds(node: AnyStateNode): string[] {
  const children = Object.values(node.states);
  return children.length ? children.flatMap(leafIds) : [node.id];
}

export function activeLeaves(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  const active = new Set(nodeIdsOf(machine.root, snapshot.value));
  return leafIds(machine.root).filter((id) => active.has(id));
}

/** Runs the assertion of every leaf state the snapshot is in; a leaf state without one fails. */
export function expectLeaves<TAssertion>(
  machine: AnyStateMachine,
  assertions: Readonly<Record<string, TAssertion>>,
  snapshot: AnyMachineSnapshot,
  run: (assertion: TAssertion) => void,
): void {
  for (const leaf of activeLeaves(machine, snapshot)) {
    const assertion = assertions[leaf];
    if (!assertion) throw new Error(`no view assertion for leaf state ${leaf}`);
    run(assertion);
  }
}

/** Every leaf state of the machine has a view assertion, and nothing else has one. */
export function expectAssertionPerLeaf(machine: AnyStateMachine, assertions: Readonly<Record<string, unknown>>): void {
  expect(Object.keys(assertions).sort()).toEqual(leafIds(machine.root).sort());
}

/** The assertion of a transient (eventless) state: the view never shows it, so no step may end there. */
export const transient = (id: string) => (): never => {
  throw new Error(`${id} is transient and cannot be a step state`);
};

// ---------------------------------------------------------------------------
// Paths a view can follow.

/** An actor that throws cannot be produced over HTTP: the actors turn every failure into an outcome. */
export const reachableOverHttp = (path: Path): boolean => !path.steps.some((step) => step.event.type.startsWith('xstate.error.actor.'));

/** The generated paths of a variant and the covering subset the view walks. */
function viewPaths(model: MachineModel, variant: ModelVariant, reachable: (path: Path) => boolean = reachableOverHttp) {
  const { paths } = generatePaths(model, variant);
  return { generated: paths.length, chosen: choosePaths(model, paths).filter(reachable) };
}

/** The transitions a path must take in the running view, as the pure machine computes them. */
function transitionsOf(model: MachineModel, path: Path, asTheViewSendsIt: (event: AnyEventObject) => AnyEventObject = (event) => event): string[] {
  return path.steps.flatMap((step, index) => {
    const before = path.steps[index - 1]?.state;
    return before ? model.machine.getTransitionData(before, asTheViewSendsIt(step.event)).map(transitionKey) : [];
  });
}

/**
 * Performs every step of a path (the first is the start) and checks it, retried
 * while the screen settles; a failure names the step and the events that led there.
 */
export async function walkSteps(
  path: Path,
  walk: {
    label: string;
    perform: (event: AnyEventObject) => Promise<void>;
    expectStep: (step: Path['steps'][number], index: number) => void;
    shown?: (step: Path['steps'][number]) => void;
  },
): Promise<void> {
  for (const [index, step] of path.steps.entries()) {
    try {
      if (index > 0) await walk.perform(step.event);
      await eventually(() => walk.expectStep(step, index));
    } catch (error) {
      const events = path.steps.slice(1, index + 1).map((done) => done.event.type);
      throw new Error(`${walk.label}step ${index} (${events.join(' -> ')}): ${String(error)}`, { cause: error });
    }
    walk.shown?.(step);
  }
}

export type WalkPath = (variant: ModelVariant, path: Path, coverage: Coverage, seenLeaves: Set<string>) => Promise<void>;

/**
 * Walks the covering paths of every variant through the view and expects what
 * the running actor did to cover them: every transition those paths should
 * take was taken, and every leaf state but the `neverShown` ones (transient
 * states) was shown. Prints the coverage line and the leaf states shown.
 */
export async function expectViewFollowsModel(
  model: MachineModel,
  walkPath: WalkPath,
  options: { neverShown?: string[]; reachable?: (path: Path) => boolean; asTheViewSendsIt?: (event: AnyEventObject) => AnyEventObject } = {},
): Promise<void> {
  const coverage = emptyCoverage();
  const expected = new Set<string>();
  const seenLeaves = new Set<string>();
  let chosenCount = 0;
  let generatedCount = 0;
  for (const variant of model.variants) {
    const { generated, chosen } = viewPaths(model, variant, options.reachable);
    generatedCount += generated;
    chosenCount += chosen.length;
    for (const path of chosen) {
      for (const transition of transitionsOf(model, path, options.asTheViewSendsIt)) expected.add(transition);
      await walkPath(variant, path, coverage, seenLeaves);
    }
  }
  const result = report(model, coverage, expected, { chosen: chosenCount, generated: generatedCount });
  console.log(coverageLine(result).replace('[model]', '[view]'));
  console.log(`[view] ${model.name}: leaf states shown: ${[...seenLeaves].sort().join(', ')}`);
  expect(result.transitions.missingExpected).toEqual([]);
  const shown = leafIds(model.machine.root).filter((leaf) => !options.neverShown?.includes(leaf));
  expect([...seenLeaves].sort()).toEqual(shown.sort());
}

// ---------------------------------------------------------------------------
// Coverage from a running actor's inspection events.

/**
 * An `inspect` hook that finds the root actor of `machine` (the one a screen or
 * the app creates) and records its coverage; `actor()` is that actor.
 */
export function actorWatcher(machine: AnyStateMachine, coverage: Coverage) {
  let actor: AnyActorRef | undefined;
  return {
    inspect(inspection: InspectionEvent): void {
      const ref = inspection.actorRef as AnyActorRef & { logic?: { id?: unknown } };
      if (inspection.type === '@xstate.actor' && ref.logic?.id === machine.id) actor = ref;
      if (actor && inspection.actorRef === actor) recordMicrostep(machine, inspection, coverage);
    },
    actor(): AnyActorRef {
      if (!actor) throw new Error(`the ${machine.id} actor did not start (for a screen: is the trace module mocked with inspectedTrace?)`);
      return actor;
    },
  };
}

type TraceModule = { traceInspect: (inspection: InspectionEvent) => void };
let screenInspector: ((inspection: InspectionEvent) => void) | undefined;

/**
 * The trace module with its `inspect` hook (which every screen's own actor is
 * created with) also reporting to the walk. A walk file mocks it with
 * `vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view')).inspectedTrace(await original()))`.
 */
export function inspectedTrace<TModule extends TraceModule>(original: TModule): TModule {
  return {
    ...original,
    traceInspect: (inspection: InspectionEvent) => {
      original.traceInspect(inspection);
      screenInspector?.(inspection);
    },
  };
}

/**
 * Watches the screen actor of `machine` through the trace's inspect hook (see
 * `inspectedTrace`): remembers the actor and records its coverage until the next watch.
 */
function watchScreenActor(machine: AnyStateMachine, coverage: Coverage): { actor: () => AnyActorRef } {
  const watcher = actorWatcher(machine, coverage);
  screenInspector = watcher.inspect;
  return watcher;
}

// ---------------------------------------------------------------------------
// The server side: answers released step by step, as the path says.

export type Answer = () => Response;

/** Per endpoint, the requests waiting for an answer and the answers released before their request came. */
export function answerQueue<TEndpoint extends string>(endpoints: readonly TEndpoint[]) {
  const empty = <T,>() => Object.fromEntries(endpoints.map((endpoint) => [endpoint, [] as T[]])) as Record<TEndpoint, T[]>;
  let pending = empty<Answer>();
  let waiting = empty<(answer: Answer) => void>();
  return {
    /** The msw handler's reply: the answer released for this request, once it is. */
    next(endpoint: TEndpoint): Promise<Response> {
      const ready = pending[endpoint].shift();
      if (ready) return Promise.resolve(ready());
      return new Promise((resolve) => waiting[endpoint].push((answer) => resolve(answer())));
    },
    /** Answers the newest request to `endpoint` (older ones were aborted when their state was left), or the next one. */
    release(endpoint: TEndpoint, answer: Answer): void {
      const waiter = waiting[endpoint].pop();
      waiting[endpoint] = [];
      if (waiter) waiter(answer);
      else pending[endpoint].push(answer);
    },
    reset(): void {
      pending = empty<Answer>();
      waiting = empty<(answer: Answer) => void>();
    },
  };
}

/** The server's refusal as docs/api-decisions.md shapes it (`{message, errors?}`); status 0 is a network failure. */
export function refusal(failure: { status: number; message: string; errors?: unknown }, extra: Record<string, unknown> = {}): Answer {
  if (failure.status === 0) return () => HttpResponse.error();
  const errors = failure.errors === undefined ? {} : { errors: failure.errors };
  return () => HttpResponse.json({ ...extra, message: failure.message, ...errors }, { status: failure.status });
}

// ---------------------------------------------------------------------------
// Rendering.

/** A page the walked screen may send the user to: its marker, and where it was reached (path and query). */
function Elsewhere({ marker }: { marker: string }) {
  const location = useLocation();
  return (
    <>
      <p>{marker}</p>
      <p>{`at ${location.pathname}${location.search}`}</p>
    </>
  );
}

/** Renders one screen at `entry` in a memory router, with a marker page for every route it may send the user to. */
export function renderScreen(screen: { path: string; element: ReactElement; entry: string; elsewhere: Record<string, string> }): void {
  render(
    <MemoryRouter initialEntries={[screen.entry]}>
      <Routes>
        <Route path={screen.path} element={screen.element} />
        {Object.entries(screen.elsewhere).map(([path, marker]) => (
          <Route key={path} path={path} element={<Elsewhere marker={marker} />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

// ---------------------------------------------------------------------------
// A screen with its own actor, walked as a person uses it.

/** Types into a field as a person does, replacing what it held. */
export async function typeInto(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  if ((field as HTMLInputElement).value) await user.clear(field);
  await user.type(field, value);
}

/** Leaves a field as a person does: clicks into it, then on the page's heading around it. */
export async function leaveField(user: UserEvent, field: HTMLElement): Promise<void> {
  await user.click(field);
  await user.click(screen.getByRole('heading', { level: 1 }));
}

export type ScreenWalk<TSnapshot extends AnyMachineSnapshot> = {
  /** The machine of the screen's own actor. */
  machine: AnyStateMachine;
  /** What the screen shows in each leaf state, read from the step's snapshot. */
  leafAssertions: Readonly<Record<string, (snapshot: TSnapshot) => void>>;
  /** Renders the screen where the variant starts. */
  render: (variant: ModelVariant) => void;
  /** Does what a person (or the server, or the clock) does for a step's event. */
  perform: (user: UserEvent, event: AnyEventObject) => Promise<void>;
  /** Forgets what the last walk left behind (answers not taken). */
  reset: () => void;
};

/**
 * The walk of a screen whose actor the screen creates itself: after every step
 * that actor must be in the step's state value (its context may differ only by
 * fields a person left on the way, which the leaf assertions see when it shows)
 * and the screen must show the step, leaf state by leaf state.
 */
export function screenWalk<TSnapshot extends AnyMachineSnapshot>(walked: ScreenWalk<TSnapshot>) {
  /** Renders the screen and walks the path; the screen stays rendered for what the test does next. */
  async function walk(
    variant: ModelVariant,
    path: Path,
    { coverage = emptyCoverage(), seenLeaves = new Set<string>(), user = userEvent.setup({ delay: null }) } = {},
  ): Promise<UserEvent> {
    const watch = watchScreenActor(walked.machine, coverage);
    walked.render(variant);
    await walkSteps(path, {
      label: `${variant.name}, `,
      perform: (event) => walked.perform(user, event),
      expectStep: (step) => {
        expect((watch.actor().getSnapshot() as AnyMachineSnapshot).value).toEqual(step.state.value);
        expectLeaves(walked.machine, walked.leafAssertions, step.state, (assertion) => assertion(step.state as TSnapshot));
      },
      shown: (step) => activeLeaves(walked.machine, step.state).forEach((leaf) => seenLeaves.add(leaf)),
    });
    return user;
  }

  /** For `expectViewFollowsModel`: walks the path, then takes the screen away. */
  const walkPath: WalkPath = async (variant, path, coverage, seenLeaves) => {
    try {
      await walk(variant, path, { coverage, seenLeaves });
    } finally {
      cleanup();
      walked.reset();
    }
  };

  return { walk, walkPath };
}
