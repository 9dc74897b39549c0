/**
 * How a machine's chart is cut into diagrams. A small machine is one diagram; a large one (more states and
 * transitions together than one diagram stays legible with) is an overview with its parallel regions
 * collapsed, plus one diagram per region. The docs and the trace viewer cut it the same way.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allNodes, statePath } from './chart';
import { diagramText, type DiagramScope } from './diagram';

/** Past this many states and transitions together, Mermaid's layout of one diagram is no longer readable. */
export const SPLIT_THRESHOLD = 60;

export type DiagramPart = { title: string; scope: DiagramScope };

function transitionCount(node: AnyStateNode): number {
  return [...node.transitions.values()].flat().length + (node.always?.length ?? 0);
}

/** States (the root aside) and transitions of a machine, counted as the model tests count them. */
export function chartSize(machine: AnyStateMachine): { states: number; transitions: number } {
  const nodes = allNodes(machine.root);
  return { states: nodes.length - 1, transitions: nodes.reduce((sum, node) => sum + transitionCount(node), 0) };
}

/** The outermost children of parallel states: XState's regions. */
export function regionsOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) =>
    node.type === 'parallel' && Object.keys(child.states).length ? [child] : regionsOf(child),
  );
}

/** The diagrams of a machine, in reading order. */
export function diagramParts(machine: AnyStateMachine): DiagramPart[] {
  const size = chartSize(machine);
  const regions = regionsOf(machine.root);
  if (size.states + size.transitions <= SPLIT_THRESHOLD || !regions.length) return [{ title: '', scope: {} }];
  const parts: DiagramPart[] = regions.map((region) => ({ title: `Region ${statePath(region)}`, scope: { region } }));
  // With a parallel root the regions are the whole machine; otherwise an overview shows how they are reached.
  if (machine.root.type === 'parallel') return parts;
  return [{ title: 'Overview (regions collapsed)', scope: { collapsed: new Set(regions) } }, ...parts];
}

/** The Mermaid text of every diagram of a machine, with `active` state ids highlighted. */
export function machineDiagrams(machine: AnyStateMachine, active?: ReadonlySet<string>): Array<{ title: string; text: string }> {
  return diagramParts(machine).map(({ title, scope }) => ({ title, text: diagramText(machine, active ? { ...scope, active } : scope) }));
}
