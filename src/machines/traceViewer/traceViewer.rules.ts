import { MESSAGES } from '../../contract';
import type { TraceViewerContext } from './traceViewer.types';

/** The number of steps of the actor shown (its start and one per event it received). */
export function stepCount(context: TraceViewerContext): number {
  return context.trace?.report.actors[context.actorIndex]?.steps.length ?? 0;
}

export const hasNextStep = (context: TraceViewerContext): boolean => context.stepIndex < stepCount(context) - 1;

export const hasPreviousStep = (context: TraceViewerContext): boolean => context.stepIndex > 0;

export const isActorIndex = (context: TraceViewerContext, index: number): boolean =>
  Number.isInteger(index) && index >= 0 && index < (context.trace?.report.actors.length ?? 0);

export const isStepIndex = (context: TraceViewerContext, index: number): boolean => Number.isInteger(index) && index >= 0 && index < stepCount(context);

/** The first actor that has steps to show (a skipped one has none). */
export function firstActorWithSteps(context: TraceViewerContext): number {
  const index = context.trace?.report.actors.findIndex((actor) => actor.steps.length > 0) ?? -1;
  return Math.max(0, index);
}

/** What the terminal replays the same file with; QA saves the download under the name they loaded. */
export function replayCommand(fileName: string): string {
  const quoted = /^[\w./-]+$/.test(fileName) ? fileName : `'${fileName.replace(/'/g, `'\\''`)}'`;
  return `npm run replay -- ${quoted}`;
}

/** The error text of a file that could not be read or is no trace. */
export function readErrorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.traceFileUnreadable;
}
