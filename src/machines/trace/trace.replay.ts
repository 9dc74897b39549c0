import { createActor, fromCallback, fromPromise, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { toTraceValue } from './trace.serialize';
import {
  TRACE_FORMAT,
  type TraceActorEntry,
  type TraceEventEntry,
  type TraceFile,
  type TraceSnapshotEntry,
  type TraceValue,
} from './trace.types';

/**
 * A simulated clock for replays: time moves to each recorded timestamp, and a
 * timer fires only where the trace recorded its delayed event. A timer that is
 * not yet due at that moment means the machine's delay is longer than when the
 * trace was recorded, and the replay fails there.
 */
class ReplayClock {
  private current = 0;
  private nextId = 1;
  private readonly timers = new Map<number, { due: number; fire: () => void }>();

  now(): number {
    return this.current;
  }

  setTimeout(fire: () => void, timeout: number): number {
    const id = this.nextId++;
    this.timers.set(id, { due: this.current + timeout, fire });
    return id;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  advanceTo(time: number): void {
    this.current = Math.max(this.current, time);
  }

  /** The earliest pending timer's due time, if any. */
  nextDue(): number | undefined {
    let earliest: number | undefined;
    for (const timer of this.timers.values()) if (earliest === undefined || timer.due < earliest) earliest = timer.due;
    return earliest;
  }

  /** Fires the earliest pending timer when it is due by now (within `tolerance` ms). */
  fireNext(tolerance: number): boolean {
    let chosen: [number, { due: number; fire: () => void }] | undefined;
    for (const entry of this.timers.entries()) if (!chosen || entry[1].due < chosen[1].due) chosen = entry;
    if (!chosen || chosen[1].due > this.current + tolerance) return false;
    this.timers.delete(chosen[0]);
    chosen[1].fire();
    return true;
  }
}

export type ReplayStep = {
  /** Milliseconds since the actor started, as recorded. */
  t: number;
  event: string;
  expected: TraceValue;
  actual: TraceValue;
  ok: boolean;
  note?: string;
};

export type ActorReplay = {
  actor: string;
  machine: string;
  systemId?: string;
  status: 'passed' | 'failed' | 'skipped';
  reason?: string;
  steps: ReplayStep[];
};

export type ReplayReport = { ok: boolean; actors: ActorReplay[] };

/** Timers fire a little late in browsers and timestamps are rounded to the millisecond. */
const TIMER_TOLERANCE_MS = 2;

/** JSON with sorted keys; actor references compare equal whatever their run's id. */
function stable(value: TraceValue | undefined): string {
  return JSON.stringify(value ?? null, (key, inner: unknown) => {
    if (key === 'actorRef') return '*';
    return inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner;
  });
}

/**
 * The top-level context fields both sides have: a field added to or dropped from
 * a machine since the recording does not fail old traces; a changed value does.
 */
function sharedKeys(value: TraceValue | undefined, other: TraceValue | undefined): TraceValue {
  const isRecord = (inner: TraceValue | undefined): inner is { [key: string]: TraceValue } =>
    typeof inner === 'object' && inner !== null && !Array.isArray(inner);
  if (!isRecord(value) || !isRecord(other)) return value ?? null;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key in other));
}

export function isTraceFile(value: unknown): value is TraceFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'format' in value &&
    value.format === TRACE_FORMAT &&
    'entries' in value &&
    Array.isArray(value.entries)
  );
}

/**
 * A recorded actor failure carries its error as `{name, message}`; the machine read an Error then,
 * so it gets one again (with the recorded name and message) and derives the same text from it.
 */
function withErrorRestored<E extends { type: string }>(event: E): E {
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

/**
 * The machine as the replay runs it: every actor it would invoke or spawn stays
 * silent (their recorded done/error events are replayed instead), and every
 * custom action becomes a no-op (no cookies, no navigation, no toasts). The
 * built-in actions (assign, raise, sendTo, ...) still run, so context and
 * timers behave as recorded.
 */
export function forReplay(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, silentActor]));
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
const sinkActor = fromCallback(() => undefined);

function isActorPlaceholder(value: TraceValue): value is { actorRef: TraceValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && 'actorRef' in value;
}

/**
 * The recorded input with every actor reference (recorded as `{ actorRef: id }`)
 * replaced by a live sink, so a machine that sends to an actor it was given
 * (the login form to auth) can send again. The receiver's own replay gets
 * those events from the trace.
 */
function reviveInput(value: TraceValue, sink: () => AnyActorRef): unknown {
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
function reviveLogic(value: TraceValue, find: (machineId: string) => AnyStateMachine | undefined): unknown {
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

type Pair = { event: TraceEventEntry; snapshot: TraceSnapshotEntry };

/** Pairs each event an actor received with the snapshot it produced (events may queue while one is processed). */
function pairsOf(actorId: string, file: TraceFile): { init?: Pair; pairs: Pair[] } {
  const pending: TraceEventEntry[] = [];
  const pairs: Pair[] = [];
  for (const entry of file.entries) {
    if (entry.actor !== actorId) continue;
    if (entry.kind === 'event') pending.push(entry);
    if (entry.kind === 'snapshot') {
      const index = pending.findIndex((event) => event.event.type === entry.eventType);
      if (index < 0) continue;
      const [event] = pending.splice(index, 1);
      if (event) pairs.push({ event, snapshot: entry });
    }
  }
  const initIndex = pairs.findIndex((pair) => pair.event.event.type === 'xstate.init');
  const init = initIndex >= 0 ? pairs.splice(initIndex, 1)[0] : undefined;
  return { init, pairs };
}

function replayActor(entry: TraceActorEntry, machine: AnyStateMachine, file: TraceFile, find: (machineId: string) => AnyStateMachine | undefined): ActorReplay {
  const base: ActorReplay = {
    actor: entry.actor,
    machine: entry.machine ?? machine.id,
    ...(entry.systemId ? { systemId: entry.systemId } : {}),
    status: 'passed',
    steps: [],
  };
  const { init, pairs } = pairsOf(entry.actor, file);
  // Its creation is in the buffer, so its start would be too (the oldest entries go first): it never started.
  if (!init) return { ...base, status: 'skipped', reason: 'created but never started (React StrictMode renders twice in development and keeps one)' };

  const clock = new ReplayClock();
  let sink: AnyActorRef | undefined;
  const sinkRef = () => (sink ??= createActor(sinkActor).start());
  const recordedInput = init.event.event.input;
  const input = recordedInput === undefined ? undefined : reviveInput(recordedInput, sinkRef);
  let failure: string | undefined;
  const actor = createActor(forReplay(machine), { clock, ...(input === undefined ? {} : { input }) });
  actor.subscribe({ error: (error: unknown) => (failure = `the machine failed: ${String(error)}`) });
  actor.start();
  const stop = () => {
    actor.stop();
    sink?.stop();
  };

  const check = (pair: Pair, t: number, note?: string): boolean => {
    const snapshot = actor.getSnapshot();
    const actual = toTraceValue(snapshot.value);
    const expected = pair.snapshot.value ?? null;
    const recordedContext = pair.snapshot.context;
    const actualContext = toTraceValue(snapshot.context);
    const actualShared = stable(sharedKeys(actualContext, recordedContext));
    const recordedShared = stable(sharedKeys(recordedContext, actualContext));
    const contextDiffers = recordedContext !== undefined && actualShared !== recordedShared;
    const ok =
      failure === undefined && stable(actual) === stable(expected) && snapshot.status === pair.snapshot.status && !contextDiffers;
    const step: ReplayStep = { t, event: pair.event.event.type, expected, actual, ok };
    const why =
      failure ??
      note ??
      (snapshot.status !== pair.snapshot.status
        ? `status ${snapshot.status}, recorded ${pair.snapshot.status}`
        : contextDiffers
          ? `context ${actualShared}, recorded ${recordedShared}`
          : undefined);
    if (!ok && why) step.note = why;
    base.steps.push(step);
    return ok;
  };

  if (!check(init, 0)) {
    stop();
    return { ...base, status: 'failed', reason: 'the initial state differs' };
  }
  for (const pair of pairs) {
    const t = pair.event.t - entry.t;
    clock.advanceTo(t);
    let note: string | undefined;
    if (pair.event.event.type === 'xstate.init') {
      // Started again where it stood (React StrictMode remounts in development): nothing to send.
    } else if (pair.event.source === entry.actor) {
      // An event the actor sent itself: a timer (`after`, a delayed raise or sendTo) must be due now;
      // anything else it sent at once, and the replayed machine has sent it again by itself.
      const pendingDue = clock.nextDue();
      const isTimer =
        pair.event.event.type.startsWith('xstate.after.') || (pendingDue !== undefined && pendingDue <= t + TIMER_TOLERANCE_MS);
      if (isTimer && !clock.fireNext(TIMER_TOLERANCE_MS)) {
        const due = clock.nextDue();
        note = due === undefined ? 'no timer was pending' : `the next timer is due at ${due} ms, recorded at ${t} ms`;
      }
    } else {
      actor.send(withErrorRestored(reviveLogic(pair.event.event, find) as typeof pair.event.event));
    }
    if (!check(pair, t, note)) {
      stop();
      return { ...base, status: 'failed', reason: `diverged at ${pair.event.event.type} (${t} ms)` };
    }
  }
  stop();
  return base;
}

/**
 * Replays every recorded machine actor against the machine `find` returns for
 * its id, and reports, step by step, whether each reached the recorded state.
 */
export function replayTrace(file: TraceFile, find: (machineId: string) => AnyStateMachine | undefined): ReplayReport {
  const actors: ActorReplay[] = [];
  for (const entry of file.entries) {
    if (entry.kind !== 'actor' || !entry.machine) continue;
    const machine = find(entry.machine);
    if (!machine) {
      actors.push({ actor: entry.actor, machine: entry.machine, status: 'skipped', reason: 'not in the registry', steps: [] });
      continue;
    }
    actors.push(replayActor(entry, machine, file, find));
  }
  const replayed = actors.filter((actor) => actor.status !== 'skipped');
  return { ok: replayed.length > 0 && replayed.every((actor) => actor.status === 'passed'), actors };
}

function valueText(value: TraceValue): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const parts = Object.entries(value).map(([key, inner]) =>
      inner && typeof inner === 'object' ? `${key}.(${valueText(inner)})` : `${key}.${String(inner)}`,
    );
    return parts.join(' | ');
  }
  return JSON.stringify(value);
}

/** The state path of a report, one line per step, for people. */
export function formatReport(report: ReplayReport): string {
  const lines: string[] = [];
  for (const actor of report.actors) {
    const label = `${actor.machine}${actor.systemId ? ` (${actor.systemId})` : ''} [${actor.actor}]`;
    lines.push(`${actor.status === 'passed' ? 'PASS' : actor.status === 'failed' ? 'FAIL' : 'SKIP'} ${label}${actor.reason ? `: ${actor.reason}` : ''}`);
    for (const step of actor.steps) {
      const mark = step.ok ? '  ' : '✗ ';
      const expected = step.ok ? '' : `  (recorded ${valueText(step.expected)}${step.note ? `; ${step.note}` : ''})`;
      lines.push(`  ${mark}${String(step.t).padStart(7)} ms  ${step.event.padEnd(40)} -> ${valueText(step.actual)}${expected}`);
    }
  }
  const counts = ['passed', 'failed', 'skipped'].map((status) => `${report.actors.filter((actor) => actor.status === status).length} ${status}`);
  lines.push(`${report.ok ? 'Replay reached every recorded state' : 'Replay FAILED'}: ${counts.join(', ')}`);
  return lines.join('\n');
}
