import { pairsOf } from './trace.replay';
import type { TraceFile, TraceValue } from './trace.types';

/**
 * The recorded context of an actor at each step of its replay (the start, then one per event it received),
 * paired exactly as the replay pairs them. The recorder writes a context only when it changed, so a step
 * without one keeps the previous one.
 */
export function recordedContexts(actorId: string, file: TraceFile): TraceValue[] {
  const { init, pairs } = pairsOf(actorId, file);
  if (!init) return [];
  let current: TraceValue = init.snapshot.context ?? null;
  const contexts = [current];
  for (const pair of pairs) {
    if (pair.snapshot.context !== undefined) current = pair.snapshot.context;
    contexts.push(current);
  }
  return contexts;
}

export type ContextChange = { path: string; before: TraceValue | undefined; after: TraceValue | undefined };

const isRecord = (value: TraceValue | undefined): value is { [key: string]: TraceValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What changed from one context to the next, field by field (nested objects by their dotted path; lists whole). */
export function contextDiff(before: TraceValue | undefined, after: TraceValue | undefined, path = ''): ContextChange[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => contextDiff(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: path || '(context)', before, after }];
}
