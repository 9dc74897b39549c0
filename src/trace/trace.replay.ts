import { createActor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { compareStep } from './trace.compare';
import { withRecordedReadings } from './trace.readings';
import { ReplayClock } from './trace.replayClock';
import type { ActorReplay, ReplayReport } from './trace.report';
import { forReplay, reviveInput, reviveLogic, sinkActor, withErrorRestored } from './trace.revive';
import { TRACE_FORMAT, type TraceActorEntry, type TraceEventEntry, type TraceFile, type TraceSnapshotEntry } from './trace.types';

export { formatReport, type ActorReplay, type ReplayReport, type ReplayStep } from './trace.report';
export { forReplay } from './trace.revive';

/** Timers fire a little late in browsers and timestamps are rounded to the millisecond. */
const TIMER_TOLERANCE_MS = 2;

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

type Pair = { event: TraceEventEntry; snapshot: TraceSnapshotEntry };

/** Pairs each event an actor received with the snapshot it produced (events may queue while one is processed). */
export function pairsOf(actorId: string, file: TraceFile): { init?: Pair; pairs: Pair[] } {
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

type Replaying = { actor: AnyActorRef; clock: ReplayClock; self: string; find: (machineId: string) => AnyStateMachine | undefined };

/** Gives the replayed actor the recorded event of a step; answers why it could not, if it could not. */
function deliver(pair: Pair, t: number, { actor, clock, self, find }: Replaying): string | undefined {
  // Started again where it stood (React StrictMode remounts in development): nothing to send.
  if (pair.event.event.type === 'xstate.init') return undefined;
  if (pair.event.source !== self) {
    actor.send(withErrorRestored(reviveLogic(pair.event.event, find) as typeof pair.event.event));
    return undefined;
  }
  // An event the actor sent itself: a timer (`after`, a delayed raise or sendTo) must be due now;
  // anything else it sent at once, and the replayed machine has sent it again by itself.
  const { type } = pair.event.event;
  const isTimer = type.startsWith('xstate.after.') || clock.nextDue(actor, type) !== undefined;
  if (!isTimer || clock.fireNext(actor, type, TIMER_TOLERANCE_MS)) return undefined;
  const due = clock.nextDue(actor, type);
  return due === undefined ? 'no timer was pending' : `the next timer is due at ${due} ms, recorded at ${t} ms`;
}

const NEVER_STARTED = 'created but never started (React StrictMode renders twice in development, and a page left while rendering starts none)';

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
  if (!init) return { ...base, status: 'skipped', reason: NEVER_STARTED };

  const clock = new ReplayClock();
  let sink: AnyActorRef | undefined;
  const sinkRef = () => (sink ??= createActor(sinkActor).start());
  const recordedInput = init.event.event.input;
  const input = withRecordedReadings(entry.actor, file, recordedInput === undefined ? undefined : reviveInput(recordedInput, sinkRef));
  let failure: string | undefined;
  const actor = createActor(forReplay(machine), { clock, ...(input === undefined ? {} : { input }) });
  clock.watch(actor.system);
  actor.subscribe({ error: (error: unknown) => (failure = `the machine failed: ${String(error)}`) });
  actor.start();
  const stop = () => {
    actor.stop();
    sink?.stop();
  };

  const check = (pair: Pair, t: number, note?: string): boolean => {
    const step = compareStep(actor.getSnapshot(), pair.snapshot, { t, event: pair.event.event.type, failure, note });
    base.steps.push(step);
    return step.ok;
  };

  if (!check(init, 0)) {
    stop();
    return { ...base, status: 'failed', reason: 'the initial state differs' };
  }
  for (const pair of pairs) {
    const t = pair.event.t - entry.t;
    clock.advanceTo(t);
    const note = deliver(pair, t, { actor, clock, self: entry.actor, find });
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
  // A page the test left before React committed started no actor: nothing was recorded to reach, which is no failure.
  // A trace whose machines are all missing from the registry replayed nothing and is one.
  const leftBeforeStart = actors.length > 0 && actors.every((actor) => actor.reason === NEVER_STARTED);
  return { ok: (replayed.length > 0 || leftBeforeStart) && replayed.every((actor) => actor.status === 'passed'), actors };
}
