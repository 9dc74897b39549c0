import { isPlain } from './trace.revive';
import type { TraceFile } from './trace.types';

type Plain = Record<string, unknown>;

/** One recorded reading after another, as the actor read them; reading past the last is a divergence. */
function reader(name: string, values: (string | number)[]): () => string | number {
  let next = 0;
  return () => {
    const value = values[next];
    if (value === undefined) throw new Error(`the trace recorded ${values.length} readings of ${name}; the replay asked for one more`);
    next += 1;
    return value;
  };
}

/** `input` with `read` at `path` (`clock.now` -> `input.clock.now`), what it held beside kept. */
function withReader(input: Plain, path: string[], read: () => string | number): Plain {
  const [head, ...rest] = path;
  if (head === undefined) return input;
  if (rest.length === 0) return { ...input, [head]: read };
  const inner = input[head];
  return { ...input, [head]: withReader(isPlain(inner) ? inner : {}, rest, read) };
}

/**
 * The replayed actor's input with what it read from the device while it was recorded (its clock, its temp ids)
 * put where the machine takes a test's own: the same values again, in the order it read them. An actor that
 * read nothing keeps its input as it was.
 */
export function withRecordedReadings(actorId: string, file: TraceFile, input: unknown): unknown {
  const readings = new Map<string, (string | number)[]>();
  for (const entry of file.entries) {
    if (entry.kind !== 'reading' || entry.actor !== actorId) continue;
    readings.set(entry.name, [...(readings.get(entry.name) ?? []), entry.value]);
  }
  if (readings.size === 0) return input;
  let result: Plain = isPlain(input) ? input : {};
  for (const [name, values] of readings) result = withReader(result, name.split('.'), reader(name, values));
  return result;
}
