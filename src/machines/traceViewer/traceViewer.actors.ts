import { fromPromise } from 'xstate';
import { MESSAGES } from '../../contract';
import { copyText } from '../../services/clipboard';
import { isTraceFile, replayTrace } from '../../trace/trace.replay';
import type { LoadedTrace } from './traceViewer.types';

/**
 * Reads a chosen file and replays it against today's machines, exactly as `npm run replay` does. The
 * registry is imported when a file is read: it lists this machine too, so a static import would be a cycle.
 */
export const readTrace = fromPromise<LoadedTrace, { file: File }>(async ({ input }) => {
  const text = await input.file.text().catch(() => {
    throw new Error(MESSAGES.traceFileUnreadable);
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(MESSAGES.traceFileNotATrace);
  }
  if (!isTraceFile(parsed)) throw new Error(MESSAGES.traceFileNotATrace);
  const { findMachine } = await import('../registry');
  return { fileName: input.file.name, file: parsed, report: replayTrace(parsed, findMachine) };
});

/** Puts the replay command on the clipboard. */
export const copyCommand = fromPromise<void, { text: string }>(({ input }) => copyText(input.text));

export const traceViewerActors = { readTrace, copyCommand };
