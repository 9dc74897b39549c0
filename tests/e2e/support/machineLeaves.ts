import type { AnyStateMachine, AnyStateNode } from 'xstate';

const leavesOf = (node: AnyStateNode): AnyStateNode[] => {
  const children = Object.values(node.states) as AnyStateNode[];
  return children.length > 0 ? children.flatMap(leavesOf) : [node];
};

/**
 * Every leaf state of a machine by its path from the root (`live.open.outbox.ready`), as a journey's trace names
 * the states it entered. (tests/model/view/leaves.ts names them by id, and imports vitest, which a browser test cannot.)
 */
export const leafPaths = (machine: AnyStateMachine): string[] => leavesOf(machine.root).map((leaf) => leaf.path.join('.'));
