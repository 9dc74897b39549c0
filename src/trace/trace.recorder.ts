import type { InspectionEvent } from 'xstate';
import { LIMITS } from '../contract';
import { toTraceValue } from './trace.serialize';
import { TRACE_FORMAT, type TraceEntry, type TraceFile, type TraceValue } from './trace.types';

export type TraceRecorder = {
  /** Pass as `createActor(machine, { inspect: recorder.inspect })`. */
  inspect: (event: InspectionEvent) => void;
  /** Records what an actor read from the device (the time, a fresh id), for the replay to give it again. */
  reading: (reading: { actor: string; name: string; value: string | number }) => void;
  /** The recorded entries, oldest first. */
  entries: () => TraceEntry[];
  /** The downloadable trace. */
  toFile: () => TraceFile;
  clear: () => void;
};

export type TraceRecorderOptions = {
  /** Ring buffer size; the oldest entries go first. */
  limit?: number;
  /** The clock, in milliseconds. Tests pass a SimulatedClock's `now`. */
  now?: () => number;
  userAgent?: string;
};

type ActorDetails = {
  id?: unknown;
  systemId?: unknown;
  src?: unknown;
  logic?: unknown;
  _parent?: { sessionId?: unknown };
  /** The options it was created with: `systemId` is there before the actor sets it on itself. */
  options?: { systemId?: unknown };
  sessionId: string;
};

function details(actorRef: unknown): ActorDetails {
  return actorRef as ActorDetails;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** The machine id when the logic is a state machine (it has a root state node). */
function machineIdOf(logic: unknown): string | undefined {
  if (logic && typeof logic === 'object' && 'root' in logic && 'id' in logic) return text(logic.id);
  return undefined;
}

function asEvent(value: TraceValue, type: string): { type: string; [key: string]: TraceValue } {
  const plain = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return { ...plain, type };
}

/**
 * Records what every actor of a system receives and becomes, through XState's
 * inspection API, into a bounded ring buffer. Actor ids are the session ids of
 * the run, so the replay can tell two actors of the same machine apart.
 */
export function createTraceRecorder(options: TraceRecorderOptions = {}): TraceRecorder {
  const limit = options.limit ?? LIMITS.traceBufferEvents;
  const now = options.now ?? (() => Date.now());
  let started = now();
  let buffer: TraceEntry[] = [];
  let dropped = 0;
  // The last context seen per actor: an assign makes a new object, so identity tells a change.
  const lastContext = new Map<string, unknown>();

  const push = (entry: TraceEntry) => {
    buffer.push(entry);
    if (buffer.length > limit) {
      const excess = buffer.length - limit;
      buffer = buffer.slice(excess);
      dropped += excess;
    }
  };

  const elapsed = () => Math.max(0, Math.round(now() - started));

  const inspect = (inspection: InspectionEvent) => {
    const actor = details(inspection.actorRef);
    if (inspection.type === '@xstate.actor') {
      push({
        kind: 'actor',
        t: elapsed(),
        actor: actor.sessionId,
        ...(text(actor.systemId ?? actor.options?.systemId) ? { systemId: text(actor.systemId ?? actor.options?.systemId) } : {}),
        ...(text(actor._parent?.sessionId) ? { parent: text(actor._parent?.sessionId) } : {}),
        ...(text(actor.src) ? { src: text(actor.src) } : {}),
        ...(machineIdOf(actor.logic) ? { machine: machineIdOf(actor.logic) } : {}),
      });
      return;
    }
    if (inspection.type === '@xstate.event') {
      const source = inspection.sourceRef ? details(inspection.sourceRef).sessionId : undefined;
      push({
        kind: 'event',
        t: elapsed(),
        actor: actor.sessionId,
        ...(source ? { source } : {}),
        event: asEvent(toTraceValue(inspection.event), inspection.event.type),
      });
      return;
    }
    if (inspection.type === '@xstate.snapshot') {
      const snapshot = inspection.snapshot as { status?: unknown; value?: unknown; context?: unknown; output?: unknown; error?: unknown };
      const isMachine = machineIdOf(actor.logic) !== undefined;
      const contextChanged = isMachine && lastContext.get(actor.sessionId) !== snapshot.context;
      if (contextChanged) lastContext.set(actor.sessionId, snapshot.context);
      push({
        kind: 'snapshot',
        t: elapsed(),
        actor: actor.sessionId,
        eventType: inspection.event.type,
        status: text(snapshot.status) ?? 'active',
        ...(isMachine ? { value: toTraceValue(snapshot.value) } : {}),
        ...(contextChanged ? { context: toTraceValue(snapshot.context) } : {}),
        ...(snapshot.status === 'done' ? { output: toTraceValue(snapshot.output) } : {}),
        ...(snapshot.status === 'error' ? { error: toTraceValue(snapshot.error) } : {}),
      });
    }
  };

  return {
    inspect,
    reading: ({ actor, name, value }) => push({ kind: 'reading', t: elapsed(), actor, name, value }),
    entries: () => [...buffer],
    toFile: () => ({
      format: TRACE_FORMAT,
      version: 1,
      recordedAt: new Date().toISOString(),
      ...(options.userAgent ? { userAgent: options.userAgent } : {}),
      limit,
      dropped,
      entries: [...buffer],
    }),
    clear: () => {
      buffer = [];
      lastContext.clear();
      dropped = 0;
      started = now();
    },
  };
}
