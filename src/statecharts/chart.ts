/**
 * Reading a machine definition (machine.root and its StateNodes) the way its chart is written: guards,
 * actions, delays and events by the names the machine gives them.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

function functionName(value: unknown): string {
  if (typeof value !== 'function') return '';
  const named = value as { name?: string; type?: unknown };
  if (typeof named.type === 'string' && named.type) return named.type;
  return named.name && named.name !== 'anonymous' ? named.name : '';
}

/** A guard as written in the chart: `isComplete`, `not(isComplete)`, `and(a, b)`, `stateIn(...)`, `inline`. */
export function describeGuard(guard: unknown): string {
  if (guard === undefined || guard === null) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = guard as { guards?: unknown[]; stateValue?: unknown; name?: string };
    if (Array.isArray(combined.guards)) {
      return `${combined.name ?? 'guard'}(${combined.guards.map(describeGuard).join(', ')})`;
    }
    if (combined.stateValue !== undefined) return `stateIn(${JSON.stringify(combined.stateValue)})`;
    return functionName(guard) || 'inline';
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    const params = 'params' in guard && guard.params !== undefined ? JSON.stringify(guard.params) : '';
    return params ? `${guard.type}(${params})` : guard.type;
  }
  return 'inline';
}

/** Every named guard inside a (possibly combined) guard. */
export function guardNames(guard: unknown): string[] {
  if (typeof guard === 'string') return [guard];
  if (typeof guard === 'function') {
    const combined = guard as { guards?: unknown[] };
    return Array.isArray(combined.guards) ? combined.guards.flatMap(guardNames) : [];
  }
  if (guard && typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return [guard.type];
  return [];
}

/** An action as written in the chart; built-in action creators lose their `xstate.` prefix (`assign`, `raise`). */
function describeAction(action: unknown): string {
  let name = 'inline';
  if (typeof action === 'string') name = action;
  else if (typeof action === 'function') name = functionName(action) || 'inline';
  else if (action && typeof action === 'object' && 'type' in action && typeof action.type === 'string') name = action.type;
  return name.replace(/^xstate\./, '');
}

function toList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function actionList(actions: unknown): string {
  return toList(actions).map(describeAction).join(', ');
}

export function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

export function isDescendant(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current === ancestor) return true;
  }
  return false;
}

export function statePath(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : '(machine)';
}

type DelayInfo = { name: string; value: string };

export function describeDelay(machine: AnyStateMachine, delay: unknown): DelayInfo {
  if (typeof delay === 'number') return { name: `${delay} ms`, value: `${delay} ms (inline)` };
  if (typeof delay === 'string') {
    const implementation: unknown = machine.implementations.delays[delay];
    if (typeof implementation === 'number') return { name: delay, value: `${implementation} ms` };
    if (typeof implementation === 'function') return { name: delay, value: 'computed from context at runtime' };
    const numeric = Number(delay);
    if (Number.isFinite(numeric)) return { name: `${numeric} ms`, value: `${numeric} ms (inline)` };
    // A named delay the machine's setup does not define: XState would fail when it is scheduled; the chart says so.
    return { name: delay, value: 'missing from the setup' };
  }
  return { name: 'inline', value: 'computed from context at runtime' };
}

/** The `src` name of the actor an invoke id belongs to (generated ids like `0.verify.active` read badly). */
function invokedSrc(transition: AnyTransitionDefinition, invokeId: string): string {
  const invoke = transition.source.invoke.find((definition) => definition.id === invokeId);
  if (!invoke) return invokeId;
  return typeof invoke.src === 'string' ? invoke.src : ((invoke.src as { id?: string }).id ?? invokeId);
}

/** An event descriptor for people: invoke results name their actor, delays their name. */
export function eventLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const type = String(transition.eventType);
  const delay = (transition as { delay?: unknown }).delay;
  if (type.startsWith('xstate.after.')) return `after ${describeDelay(machine, delay).name}`;
  if (type.startsWith('xstate.done.actor.')) return `done ${invokedSrc(transition, type.slice('xstate.done.actor.'.length))}`;
  if (type.startsWith('xstate.error.actor.')) return `error ${invokedSrc(transition, type.slice('xstate.error.actor.'.length))}`;
  if (type.startsWith('xstate.snapshot.')) return `snapshot ${invokedSrc(transition, type.slice('xstate.snapshot.'.length))}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}

export function targetsOf(transition: AnyTransitionDefinition): AnyStateNode[] {
  return transition.target ? [...transition.target] : [];
}

/** Transitions a node owns, in definition order: `on`, invoke results, `after`, then `always`. */
export function ownTransitions(node: AnyStateNode): Array<{ transition: AnyTransitionDefinition; always: boolean }> {
  const listed = [...node.transitions.values()].flat().map((transition) => ({ transition, always: false }));
  const always = (node.always ?? []).map((transition) => ({ transition, always: true }));
  return [...listed, ...always];
}
