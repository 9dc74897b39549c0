import type { AnyActorLogic, AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, OutputFrom } from 'xstate';
import { allNodes } from './nodes';

// Events the machine itself produces: actor results and timers.

/** The ids the machine gives the invocations of `src` (generated ids like `0.verify.active` included). */
export function invokeIds(machine: AnyStateMachine, src: string): string[] {
  const ids = allNodes(machine.root).flatMap((node) => node.invoke.filter((invoke) => invoke.src === src).map((invoke) => invoke.id));
  if (!ids.length) throw new Error(`${machine.id} invokes no actor '${src}'`);
  return ids;
}

/** `xstate.done.actor.*` for every invocation of `src`, once per output. */
export function doneEvents<TLogic extends AnyActorLogic>(
  machine: AnyStateMachine,
  src: string,
  outputs: ReadonlyArray<OutputFrom<TLogic>>,
): AnyEventObject[] {
  return invokeIds(machine, src).flatMap((id) => outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output, actorId: id })));
}

/** `xstate.error.actor.*` for every invocation of `src`. */
export function errorEvents(machine: AnyStateMachine, src: string, error: unknown = new Error('test failure')): AnyEventObject[] {
  return invokeIds(machine, src).map((id) => ({ type: `xstate.error.actor.${id}`, error, actorId: id }));
}

/** The `index`-th of `events` whose type starts with `prefix` (a fixture's actor result or timer, by where it is raised). */
export function systemEvent(events: readonly AnyEventObject[], prefix: string, index = 0): AnyEventObject {
  const found = events.filter((event) => event.type.startsWith(prefix))[index];
  if (!found) throw new Error(`no system event ${prefix}#${index}`);
  return found;
}

/** Every `after` timer of the machine, as the event the timer raises. */
export function timerEvents(machine: AnyStateMachine): AnyEventObject[] {
  const types = [...new Set(allNodes(machine.root).flatMap((node) => node.after.map((transition) => String(transition.eventType))))];
  return types.map((type) => ({ type }));
}

function delayedTransition(machine: AnyStateMachine, type: string): AnyTransitionDefinition & { delay: unknown } {
  for (const node of allNodes(machine.root)) {
    const found = node.after.find((transition) => transition.eventType === type);
    if (found) return found;
  }
  throw new Error(`${machine.id} has no timer raising ${type}`);
}

/** How long the clock must move for the timer behind `type` to fire now. */
export function delayOf(machine: AnyStateMachine, type: string, snapshot: AnyMachineSnapshot, event: AnyEventObject): number {
  const { delay } = delayedTransition(machine, type);
  const resolve = (value: unknown): number => {
    if (typeof value === 'number') return value;
    if (typeof value === 'function') return Number((value as (args: unknown) => unknown)({ context: snapshot.context, event }));
    if (typeof value === 'string') {
      const named: unknown = machine.implementations.delays[value];
      return named === undefined ? Number(value) : resolve(named);
    }
    throw new Error(`cannot tell the delay of ${type}`);
  };
  return resolve(delay);
}
