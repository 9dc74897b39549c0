import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import {
  choosePaths,
  coverageLine,
  emptyCoverage,
  generatePaths,
  report,
  transitionKey,
  type Coverage,
  type MachineModel,
  type ModelVariant,
  type Path,
} from '../harness';
import { eventually } from '../settle';
import { leafIds } from './leaves';

// Paths a view can follow, and the walk of them.

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
