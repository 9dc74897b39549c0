import { fromCallback, fromPromise, type AnyActorRef, type AnyStateMachine } from 'xstate';
import type { TraceValue } from './trace.types';

// The machine as a replay runs it, and what the trace recorded made live again: errors, actor references, machine logic.

/**
 * A recorded actor failure carries its error as `{name, message}`; the machine read an Error then,
 * so it gets one again (with the recorded name and message) and derives the same text from it.
 */
export function withErrorRestored<E extends { type: string }>(event: E): E {
  const recorded = (event as { error?: unknown }).error;
  if (!event.type.startsWith('xstate.error.') || !recorded || typeof recorded !== 'object') return event;
  const { name, message } = recorded as { name?: unknown; message?: unknown };
  if (typeof message !== 'string') return event;
  const error = Object.assign(new Error(message), recorded);
  if (typeof name === 'string') error.name = name;
  return { ...event, error };
}

/** An actor logic that never answers: the replay delivers the recorded answers as events instead. */
const silentActor = fromPromise<never, unknown>(() => new Promise<never>(() => undefined));

const isMachine = (logic: unknown): logic is AnyStateMachine => typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic;

/**
 * The machine as the replay runs it: every promise or callback actor it would invoke
 * or spawn stays silent (their recorded done/error events are replayed instead), and
 * every custom action becomes a no-op (no cookies, no navigation, no toasts). The
 * built-in actions (assign, raise, sendTo, ...) still run, so context and timers
 * behave as recorded. A child machine runs as the replay runs its parent: the parent
 * may read the child's snapshot (the post shadow reads each post's like).
 */
export function forReplay(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.entries(machine.implementations.actors).map(([name, logic]) => [name, isMachine(logic) ? forReplay(logic) : silentActor]),
  );
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => {
        const type = (action as { type?: unknown }).type;
        return !(typeof type === 'string' && type.startsWith('xstate.'));
      })
      .map(([name]) => [name, () => undefined]),
  );
  return machine.provide({ actors, actions });
}

/** An actor that takes whatever it is sent: what a replayed machine sends to another actor goes here. */
export const sinkActor = fromCallback(() => undefined);

function isActorPlaceholder(value: TraceValue): value is { actorRef: TraceValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && 'actorRef' in value;
}

/**
 * The recorded input with every actor reference (recorded as `{ actorRef: id }`)
 * replaced by a live sink, so a machine that sends to an actor it was given
 * (the login form to auth) can send again. The receiver's own replay gets
 * those events from the trace.
 */
export function reviveInput(value: TraceValue, sink: () => AnyActorRef): unknown {
  if (isActorPlaceholder(value)) return sink();
  if (Array.isArray(value)) return value.map((item) => reviveInput(item, sink));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, reviveInput(inner, sink)]));
  }
  return value;
}

function isLogicPlaceholder(value: TraceValue): value is { machineLogic: string } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { machineLogic?: unknown }).machineLogic === 'string';
}

/**
 * The recorded event with every machine logic it carried (recorded as `{ machineLogic: id }`, say the
 * signed-in actors a loader fetched for the app to spawn) back as that machine, run for replay.
 */
export function reviveLogic(value: TraceValue, find: (machineId: string) => AnyStateMachine | undefined): unknown {
  if (isLogicPlaceholder(value)) {
    const machine = find(value.machineLogic);
    return machine ? forReplay(machine) : silentActor;
  }
  if (Array.isArray(value)) return value.map((item) => reviveLogic(item, find));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, reviveLogic(inner, find)]));
  }
  return value;
}
