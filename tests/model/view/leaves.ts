import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import { nodeIdsOf } from '../harness';

export function leafIds(node: AnyStateNode): string[] {
  const children = Object.values(node.states);
  return children.length ? children.flatMap(leafIds) : [node.id];
}

/** The leaf states the snapshot is in; a machine without states is its own one leaf, always active. */
export function activeLeaves(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  const active = new Set([machine.root.id, ...nodeIdsOf(machine.root, snapshot.value)]);
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
