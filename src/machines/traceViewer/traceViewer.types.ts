import type { ReplayReport } from '../../trace/trace.replay';
import type { TraceFile } from '../../trace/trace.types';

/** A trace file read and replayed: what the viewer steps through. */
export type LoadedTrace = {
  /** The file's name as chosen, for the `npm run replay -- <file>` command. */
  fileName: string;
  file: TraceFile;
  /** The replay of every recorded machine actor, by the same code as `npm run replay`. */
  report: ReplayReport;
};

export type TraceViewerContext = {
  trace: LoadedTrace | null;
  /** Index in report.actors of the actor shown. */
  actorIndex: number;
  /** Index in that actor's steps (0 is its start). */
  stepIndex: number;
  /** Why the last file could not be read. */
  error: string | null;
};

export type TraceViewerEvent =
  | { type: 'file.chosen'; file: File }
  | { type: 'actor.selected'; index: number }
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'step.selected'; index: number }
  | { type: 'command.copy' };
