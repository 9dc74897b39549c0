/**
 * The Mermaid `stateDiagram-v2` of a machine: nested, parallel, initial and final states and labelled arrows.
 * Pure (no file system, no DOM): `npm run statecharts` writes it to docs/statecharts and the trace viewer
 * draws it with the active states highlighted, so both show the same chart.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { describeGuard, eventLabel, isDescendant, ownTransitions, statePath, targetsOf } from './chart';
import { mermaidText } from './markdown';

/** What one diagram shows of a machine. The defaults draw the whole machine. */
export type DiagramScope = {
  /** The state drawn as the diagram's outer box; arrows leaving it end at a labelled stub. */
  region?: AnyStateNode;
  /** Compound states drawn as one box: their insides are in their own diagrams. */
  collapsed?: ReadonlySet<AnyStateNode>;
  /** State node ids to highlight (the trace viewer's active states). */
  active?: ReadonlySet<string>;
};

/** A Mermaid-safe identifier for a state node (ids may repeat keys at different depths). */
export function mermaidId(node: AnyStateNode): string {
  return `s_${node.id.replace(/[^A-Za-z0-9]/g, '_')}`;
}

function anyStateId(node: AnyStateNode): string {
  return `${mermaidId(node)}_any`;
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

/** Where the arrows of one diagram start and end: a state, the collapsed box holding it, or a stub outside the region. */
class Drawing {
  readonly lines: string[] = [];
  readonly edges: Edge[] = [];
  readonly stubs = new Map<string, string>();

  constructor(
    readonly machine: AnyStateMachine,
    private readonly scope: DiagramScope,
  ) {}

  isCollapsed(node: AnyStateNode): boolean {
    return this.scope.collapsed?.has(node) ?? false;
  }

  /** The drawn node standing for `node`: its outermost collapsed ancestor, or itself. */
  private shown(node: AnyStateNode): AnyStateNode {
    let shown = node;
    for (let current = node.parent; current; current = current.parent) if (this.isCollapsed(current)) shown = current;
    return shown;
  }

  isHidden(node: AnyStateNode): boolean {
    return this.shown(node) !== node;
  }

  endpoint(node: AnyStateNode): string {
    const region = this.scope.region;
    if (region && node !== region && !isDescendant(node, region)) {
      const id = `x_${mermaidId(node).slice(2)}`;
      this.stubs.set(id, `to ${statePath(node)}`);
      return id;
    }
    return mermaidId(this.shown(node));
  }
}

/**
 * Declares a state (and, for a compound state, its children inside it). Edges
 * go to `edges`, drawn after every state is declared: Mermaid puts a state in
 * the block where it is first mentioned, so an edge written inside a block
 * would pull its target in there.
 */
function renderNode(drawing: Drawing, node: AnyStateNode, indent: string): void {
  const id = mermaidId(node);
  if (node.type === 'history') {
    drawing.lines.push(`${indent}state "${mermaidText(`${node.key} (${node.history === 'deep' ? 'H*' : 'H'})`)}" as ${id}`);
    return;
  }
  const collapsed = drawing.isCollapsed(node);
  drawing.lines.push(`${indent}state "${mermaidText(collapsed ? `${node.key} (see its region)` : node.key)}" as ${id}`);
  if (!Object.keys(node.states).length || collapsed) return;
  drawing.lines.push(`${indent}state ${id} {`);
  renderChildren(drawing, node, `${indent}  `);
  drawing.lines.push(`${indent}}`);
}

function renderChildren(drawing: Drawing, parent: AnyStateNode, indent: string): void {
  const { lines, edges, machine } = drawing;
  const children = Object.values(parent.states);
  if (parent.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${indent}--`);
      renderNode(drawing, child, indent);
    });
  } else {
    for (const child of children) renderNode(drawing, child, indent);
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
    for (const target of targets) edges.push({ from: anyStateId(parent), to: drawing.endpoint(target), label });
  }
  for (const child of children) renderEdges(drawing, child);
}

/** A node's own arrows, and, for a collapsed box, the arrows of everything in it that leave it. */
function renderEdges(drawing: Drawing, node: AnyStateNode): void {
  const expanded = Object.keys(node.states).length > 0 && !drawing.isCollapsed(node) && !drawing.isHidden(node);
  for (const { transition, always } of ownTransitions(node)) {
    const targets = targetsOf(transition);
    const label = transitionLabel(drawing.machine, transition, always);
    if (expanded && (!targets.length || targets.some((target) => isDescendant(target, node)))) continue;
    const from = drawing.endpoint(node);
    if (!targets.length && !drawing.isHidden(node)) drawing.edges.push({ from, to: from, label });
    for (const target of targets) {
      const to = drawing.endpoint(target);
      // Inside a collapsed box, an arrow that stays in it belongs to the box's own diagram.
      if (!drawing.isHidden(node) || to !== from) drawing.edges.push({ from, to, label });
    }
  }
  if (drawing.isCollapsed(node) || drawing.isHidden(node)) {
    for (const child of Object.values(node.states)) renderEdges(drawing, child);
  }
}

/** The highlight of the active states: Mermaid styles plain states only, so composite ones are left as they are. */
function highlightLines(drawing: Drawing, nodes: AnyStateNode[], active: ReadonlySet<string>): string[] {
  const ids = nodes
    .filter((node) => active.has(node.id) && (!Object.keys(node.states).length || drawing.isCollapsed(node)) && !drawing.isHidden(node))
    .map(mermaidId);
  if (!ids.length) return [];
  return ['  classDef active fill:#fde68a,stroke:#b45309,stroke-width:3px', `  class ${ids.join(',')} active`];
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

/** The Mermaid text of a diagram (no Markdown fence): every state declared first, then the arrows. */
export function diagramText(machine: AnyStateMachine, scope: DiagramScope = {}): string {
  const drawing = new Drawing(machine, scope);
  const top = scope.region ?? machine.root;
  drawing.lines.push('stateDiagram-v2');
  if (top.type === 'parallel' || scope.region) {
    // Mermaid draws concurrent regions only inside a composite state; a region is drawn as its own box.
    renderNode(drawing, top, '  ');
    if (scope.region) renderEdges(drawing, top);
  } else {
    renderChildren(drawing, top, '  ');
  }
  for (const [id, label] of drawing.stubs) drawing.lines.push(`  state "${mermaidText(label)}" as ${id}`);
  drawing.lines.push(...mergeEdges(drawing.edges).map((edge) => `  ${edge}`));
  if (scope.active) drawing.lines.push(...highlightLines(drawing, [top, ...descendants(top)], scope.active));
  return drawing.lines.join('\n');
}

/** The diagram as a fenced Mermaid block, for Markdown. */
export function renderDiagram(machine: AnyStateMachine, scope: DiagramScope = {}): string[] {
  return ['```mermaid', diagramText(machine, scope), '```', ''];
}
