import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * The ids of every state node a state value (as a trace records it: a string or nested object) is in,
 * ancestors included; unknown keys are ignored, so a trace of an older machine highlights what still exists.
 */
export function activeStateIds(machine: AnyStateMachine, value: unknown): Set<string> {
  const ids = new Set<string>();
  const walk = (node: AnyStateNode, inner: unknown) => {
    if (typeof inner === 'string') {
      const child = node.states[inner];
      if (child) ids.add(child.id);
      return;
    }
    if (!inner || typeof inner !== 'object') return;
    for (const [key, deeper] of Object.entries(inner)) {
      const child = node.states[key];
      if (!child) continue;
      ids.add(child.id);
      walk(child, deeper);
    }
  };
  walk(machine.root, value);
  return ids;
}
