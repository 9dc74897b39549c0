/** A JSON value as it is stored in a trace (events and outputs made plain, secrets masked). */
export type TraceValue = string | number | boolean | null | TraceValue[] | { [key: string]: TraceValue };

/** An actor came to life. `machine` is the machine id when the actor runs a state machine. */
export type TraceActorEntry = {
  kind: 'actor';
  /** Milliseconds since the recording started. */
  t: number;
  actor: string;
  systemId?: string;
  parent?: string;
  /** The `src` name it was invoked or spawned with (`verifyCode`), when known. */
  src?: string;
  machine?: string;
};

/** An event was delivered to an actor. */
export type TraceEventEntry = {
  kind: 'event';
  t: number;
  actor: string;
  source?: string;
  event: { type: string; [key: string]: TraceValue };
};

/** An actor's snapshot after an event: the state value for machines, the output or error for others. */
export type TraceSnapshotEntry = {
  kind: 'snapshot';
  t: number;
  actor: string;
  eventType: string;
  status: string;
  value?: TraceValue;
  /** The machine's context, recorded only when it changed since the actor's last snapshot. */
  context?: TraceValue;
  output?: TraceValue;
  error?: TraceValue;
};

/**
 * A value an actor read from the device (`clock.now`, `newTempId`): the replay gives the actor the same
 * values again, in the same order, through its input (src/machines/shared/deviceReadings.ts).
 */
export type TraceReadingEntry = {
  kind: 'reading';
  t: number;
  actor: string;
  name: string;
  value: string | number;
};

export type TraceEntry = TraceActorEntry | TraceEventEntry | TraceSnapshotEntry | TraceReadingEntry;

/** The downloadable file. `dropped` counts the oldest entries the ring buffer let go. */
export type TraceFile = {
  format: 'naija-market-trace';
  version: 1;
  recordedAt: string;
  userAgent?: string;
  limit: number;
  dropped: number;
  entries: TraceEntry[];
};

export const TRACE_FORMAT = 'naija-market-trace';
