export { createTraceRecorder, type TraceRecorder } from './trace.recorder';
export { maskPassword, toTraceValue } from './trace.serialize';
export type { TraceEntry, TraceFile, TraceValue } from './trace.types';
