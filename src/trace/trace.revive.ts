import { createActor, fromCallback, fromPromise, type AnyActorRef, type AnyStateMachine } from 'xstate';
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
 * behave as recorded. A child machine runs as the replay runs its parent (the parent
 * may read the child's snapshot: the post shadow reads each post's like), but talks
 * to sinks (asReplayedChild).
 */
export function forReplay(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.entries(machine.implementations.actors).map(([name, logic]) => [name, isMachine(logic) ? asReplayedChild(logic) : silentActor]),
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

const isActorRef = (value: unknown): value is AnyActorRef =>
  typeof value === 'object' && value !== null && 'sessionId' in value && typeof (value as { send?: unknown }).send === 'function';

/** An object literal's value (not an array, a file, an actor or a class's instance). */
export const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/** The input with every actor it names (the parent as the socket's receiver) replaced by a sink. */
function toSinks(value: unknown, sink: () => AnyActorRef): unknown {
  if (isActorRef(value)) return sink();
  if (Array.isArray(value)) return value.map((item) => toSinks(item, sink));
  if (isPlain(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toSinks(inner, sink)]));
  return value;
}

/**
 * A child machine in a replay: what it tells its parent (the chat socket's socket.queued, socket.sent) was
 * recorded as the parent's events and the parent's replay delivers those, so the child's own would come twice,
 * or come where the recording had none (with no connection in the replay the socket queues what was sent).
 * The actors its input names get sinks instead.
 */
function asReplayedChild(machine: AnyStateMachine): AnyStateMachine {
  const replayed = forReplay(machine);
  const child = Object.create(replayed) as AnyStateMachine;
  child.getInitialSnapshot = (scope, input) => {
    let sink: AnyActorRef | undefined;
    return replayed.getInitialSnapshot(scope, toSinks(input, () => (sink ??= createActor(sinkActor).start())));
  };
  return child;
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

/** A file was recorded as its type and size (`{ blob, size }`, never its bytes). */
function isBlobPlaceholder(value: TraceValue): value is { blob: string; size: number } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.keys(value).length === 2 && typeof value.blob === 'string' && typeof value.size === 'number';
}

/**
 * The recorded event made live again: every machine logic it carried (recorded as `{ machineLogic: id }`, say the
 * signed-in actors a loader fetched for the app to spawn) back as that machine, run for replay as a child; every
 * file (recorded as `{ blob, size }`) back as a file of that type and size, which the machine's checks read.
 */
export function reviveLogic(value: TraceValue, find: (machineId: string) => AnyStateMachine | undefined): unknown {
  if (isLogicPlaceholder(value)) {
    const machine = find(value.machineLogic);
    return machine ? asReplayedChild(machine) : silentActor;
  }
  if (isBlobPlaceholder(value)) return new File([new Uint8Array(value.size)], 'recorded', { type: value.blob });
  if (Array.isArray(value)) return value.map((item) => reviveLogic(item, find));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, reviveLogic(inner, find)]));
  }
  return value;
}
