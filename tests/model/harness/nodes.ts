import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';

/** A machine's state nodes, the root first. */
export function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

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

export function allStateIds(machine: AnyStateMachine): string[] {
  return allNodes(machine.root)
    .filter((node) => node !== machine.root)
    .map((node) => node.id);
}

export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return allNodes(machine.root).flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
}

export function ancestorIds(node: AnyStateNode | undefined): string[] {
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
