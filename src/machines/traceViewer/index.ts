export { traceViewerMachine } from './traceViewer.machine';
export { copyCommand, readTrace, traceViewerActors } from './traceViewer.actors';
export { replayCommand } from './traceViewer.rules';
export * from './traceViewer.selectors';
export type * from './traceViewer.types';
