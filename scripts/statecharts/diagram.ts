/** The Mermaid `stateDiagram-v2` of a machine: nested, parallel, initial and final states and labelled arrows. */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { describeGuard, eventLabel, isDescendant, ownTransitions, targetsOf } from './chart';
import { mermaidText } from './markdown';

/** A Mermaid-safe identifier for a state node (ids may repeat keys at different depths). */
function mermaidId(node: AnyStateNode): string {
  return `s_${node.id.replace(/[^A-Za-z0-9]/g, '_')}`;
}

function transitionLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition, always = false): string {
  const guard = describeGuard(transition.guard);
  const event = always ? 'always' : eventLabel(machine, transition);
  const reenter = transition.reenter && targetsOf(transition).includes(transition.source) ? ' (re-enter)' : '';
  return mermaidText(`${guard ? `${event} [${guard}]` : event}${reenter}`);
}

type Edge = { from: string; to: string; label: string };

/** One arrow per pair of states: labels of parallel arrows are joined, so Mermaid does not draw them on top of each other. */
function mergeEdges(edges: Edge[]): string[] {
  const merged = new Map<string, Edge>();
  for (const edge of edges) {
    const key = `${edge.from} ${edge.to}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, label: `${existing.label} / ${edge.label}` } : edge);
  }
  return [...merged.values()].map((edge) => `${edge.from} --> ${edge.to} : ${edge.label}`);
}

/**
 * Declares a state (and, for a compound state, its children inside it). Edges
 * go to `edges`, drawn after every state is declared: Mermaid puts a state in
 * the block where it is first mentioned, so an edge written inside a block
 * would pull its target in there.
 */
function renderNode(machine: AnyStateMachine, node: AnyStateNode, indent: string, lines: string[], edges: Edge[]): void {
  const id = mermaidId(node);
  const children = Object.values(node.states);
  if (node.type === 'history') {
    lines.push(`${indent}state "${mermaidText(`${node.key} (${node.history === 'deep' ? 'H*' : 'H'})`)}" as ${id}`);
    return;
  }
  lines.push(`${indent}state "${mermaidText(node.key)}" as ${id}`);
  if (!children.length) return;
  lines.push(`${indent}state ${id} {`);
  renderChildren(machine, node, `${indent}  `, lines, edges);
  lines.push(`${indent}}`);
}

function anyStateId(node: AnyStateNode): string {
  return `${mermaidId(node)}_any`;
}

function renderChildren(machine: AnyStateMachine, parent: AnyStateNode, indent: string, lines: string[], edges: Edge[]): void {
  const children = Object.values(parent.states);
  if (parent.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${indent}--`);
      renderNode(machine, child, indent, lines, edges);
    });
  } else {
    for (const child of children) renderNode(machine, child, indent, lines, edges);
  }
  // Transitions a compound state handles whichever child is active: drawn from an "any state" marker inside it.
  const inward = ownTransitions(parent).filter(({ transition }) => {
    const targets = targetsOf(transition);
    return !targets.length || targets.some((target) => isDescendant(target, parent));
  });
  if (inward.length) lines.push(`${indent}state "(any state)" as ${anyStateId(parent)}`);
  // `[*]` means this block's own start and end, so these stay inside it.
  if (parent.type !== 'parallel') {
    for (const initial of parent.initial?.target ?? []) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  }
  for (const child of children) {
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  }
  for (const { transition, always } of inward) {
    const targets = targetsOf(transition);
    const label = transitionLabel(machine, transition, always);
    if (!targets.length) edges.push({ from: anyStateId(parent), to: anyStateId(parent), label });
    for (const target of targets) edges.push({ from: anyStateId(parent), to: mermaidId(target), label });
  }
  for (const child of children) renderEdges(machine, child, edges);
}

function renderEdges(machine: AnyStateMachine, node: AnyStateNode, edges: Edge[]): void {
  const hasChildren = Object.keys(node.states).length > 0;
  for (const { transition, always } of ownTransitions(node)) {
    const targets = targetsOf(transition);
    const label = transitionLabel(machine, transition, always);
    if (hasChildren && (!targets.length || targets.some((target) => isDescendant(target, node)))) continue;
    if (!targets.length) edges.push({ from: mermaidId(node), to: mermaidId(node), label });
    for (const target of targets) edges.push({ from: mermaidId(node), to: mermaidId(target), label });
  }
}

/** The diagram as a fenced Mermaid block: every state declared first, then the arrows. */
export function renderDiagram(machine: AnyStateMachine): string[] {
  const root = machine.root;
  const lines: string[] = ['```mermaid', 'stateDiagram-v2'];
  const edges: Edge[] = [];
  if (root.type === 'parallel') {
    // Mermaid draws concurrent regions only inside a composite state.
    renderNode(machine, root, '  ', lines, edges);
  } else {
    renderChildren(machine, root, '  ', lines, edges);
  }
  lines.push(...mergeEdges(edges).map((edge) => `  ${edge}`));
  lines.push('```', '');
  return lines;
}
