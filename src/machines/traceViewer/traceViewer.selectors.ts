import type { SnapshotFrom } from 'xstate';
import type { ActorReplay, ReplayStep } from '../../trace/trace.replay';
import { contextDiff, recordedContexts, type ContextChange } from '../../trace/trace.steps';
import type { traceViewerMachine } from './traceViewer.machine';
import { replayCommand } from './traceViewer.rules';

export type TraceViewerSnapshot = SnapshotFrom<typeof traceViewerMachine>;

export const selectIsReading = (snapshot: TraceViewerSnapshot): boolean => snapshot.matches('reading');

export const selectError = (snapshot: TraceViewerSnapshot): string | null => (snapshot.matches('invalid') ? snapshot.context.error : null);

/** Every replayed actor, for the list of timelines. */
export const selectActors = (snapshot: TraceViewerSnapshot): ActorReplay[] =>
  snapshot.matches('viewing') ? (snapshot.context.trace?.report.actors ?? []) : [];

export const selectActorIndex = (snapshot: TraceViewerSnapshot): number => snapshot.context.actorIndex;

export const selectStepIndex = (snapshot: TraceViewerSnapshot): number => snapshot.context.stepIndex;

export const selectActor = (snapshot: TraceViewerSnapshot): ActorReplay | undefined => selectActors(snapshot)[snapshot.context.actorIndex];

export const selectStep = (snapshot: TraceViewerSnapshot): ReplayStep | undefined => selectActor(snapshot)?.steps[snapshot.context.stepIndex];

/** Whether the replay as a whole reached every recorded state. */
export const selectReplayOk = (snapshot: TraceViewerSnapshot): boolean => snapshot.context.trace?.report.ok ?? false;

/** What the step changed in the recorded context (the start shows the whole first context). */
export function selectContextChanges(snapshot: TraceViewerSnapshot): ContextChange[] {
  const { trace, stepIndex } = snapshot.context;
  const actor = selectActor(snapshot);
  if (!trace || !actor) return [];
  const contexts = recordedContexts(actor.actor, trace.file);
  return contextDiff(stepIndex > 0 ? contexts[stepIndex - 1] : {}, contexts[stepIndex]);
}

export const selectCanStepForward = (snapshot: TraceViewerSnapshot): boolean => snapshot.can({ type: 'step.next' });

export const selectCanStepBack = (snapshot: TraceViewerSnapshot): boolean => snapshot.can({ type: 'step.previous' });

export const selectReplayCommand = (snapshot: TraceViewerSnapshot): string => replayCommand(snapshot.context.trace?.fileName ?? '');

export const selectCopyState = (snapshot: TraceViewerSnapshot): 'ready' | 'copying' | 'copied' | 'failed' => {
  if (snapshot.matches({ viewing: 'copying' })) return 'copying';
  if (snapshot.matches({ viewing: 'copied' })) return 'copied';
  if (snapshot.matches({ viewing: 'copyFailed' })) return 'failed';
  return 'ready';
};
