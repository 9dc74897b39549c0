export { createTraceRecorder, type TraceRecorder, type TraceRecorderOptions } from './trace.recorder';
export { downloadTrace, isTraceEnabled, isTraceShortcut, startTracing, traceInspect, TRACE_SETTING_KEY } from './trace.browser';
export { maskPassword, toTraceValue } from './trace.serialize';
export type { TraceEntry, TraceFile, TraceValue } from './trace.types';
