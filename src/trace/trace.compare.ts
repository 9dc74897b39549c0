import type { ReplayStep } from './trace.report';
import { toTraceValue } from './trace.serialize';
import type { TraceSnapshotEntry, TraceValue } from './trace.types';

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

/** What the replayed actor stands at after a step. */
type ReplayedSnapshot = { value: unknown; context: unknown; status: string };

/** Why a step may differ that the snapshots cannot show: the machine failed, or a timer was not due. */
type StepContext = { t: number; event: string; failure: string | undefined; note: string | undefined };

/**
 * A replayed step against its recorded snapshot: ok when the machine has not failed and the state, the
 * status and the context fields both sides have are the recorded ones.
 */
export function compareStep(snapshot: ReplayedSnapshot, recorded: TraceSnapshotEntry, { t, event, failure, note }: StepContext): ReplayStep {
  const actual = toTraceValue(snapshot.value);
  const expected = recorded.value ?? null;
  const recordedContext = recorded.context;
  const actualContext = toTraceValue(snapshot.context);
  const actualShared = stable(sharedKeys(actualContext, recordedContext));
  const recordedShared = stable(sharedKeys(recordedContext, actualContext));
  const contextDiffers = recordedContext !== undefined && actualShared !== recordedShared;
  const ok = failure === undefined && stable(actual) === stable(expected) && snapshot.status === recorded.status && !contextDiffers;
  const step: ReplayStep = { t, event, expected, actual, ok };
  const why =
    failure ??
    note ??
    (snapshot.status !== recorded.status
      ? `status ${snapshot.status}, recorded ${recorded.status}`
      : contextDiffers
        ? `context ${actualShared}, recorded ${recordedShared}`
        : undefined);
  if (!ok && why) step.note = why;
  return step;
}
