/**
 * What a machine reads from the device rather than from its events: the time, a fresh temp id. Each reading
 * is told to the listener (the trace recorder while tracing is on) under the reading actor's id, so a replay
 * gives the machine the same readings again: src/trace/trace.replay.ts puts them into the replayed actor's
 * input by name (`clock.now` as `input.clock.now()`, `newTempId` as `input.newTempId()`), the input through
 * which a test gives its own clock or ids.
 */
export type DeviceReading = { actor: string; name: string; value: string | number };

let listener: ((reading: DeviceReading) => void) | undefined;

/** The trace recorder listens while tracing is on; undefined stops listening. */
export function listenToDeviceReadings(next: ((reading: DeviceReading) => void) | undefined): void {
  listener = next;
}

/** Tells the listener what `reader` read under `name`, and gives the value back. */
export function told<T extends string | number>(reader: { sessionId: string }, name: string, value: T): T {
  listener?.({ actor: reader.sessionId, name, value });
  return value;
}
