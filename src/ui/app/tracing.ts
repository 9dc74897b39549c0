import { createTraceRecorder, type TraceRecorder } from '../../trace';
import { listenToDeviceReadings } from '../../machines/shared/deviceReadings';
import { isTraceEnabled, setTraceInspector } from './traceSetting';

export { isTraceEnabled, traceInspect, TRACE_SETTING_KEY } from './traceSetting';

declare global {
  interface Window {
    /** Downloads the recorded trace as JSON (present while recording). */
    __downloadTrace?: () => void;
    /** The running recorder (present while recording); `__trace.toFile()` gives the JSON. */
    __trace?: TraceRecorder;
  }
}

function fileName(): string {
  return `trace-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
}

/** Saves the trace as a JSON file through a temporary download link. */
export function downloadTrace(recorder: TraceRecorder): void {
  const blob = new Blob([`${JSON.stringify(recorder.toFile(), null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName();
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the blob once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

let activeRecorder: TraceRecorder | undefined;

/** True for the download shortcut: Ctrl+Alt+Shift+T (Cmd+Alt+Shift+T on a Mac). */
export function isTraceShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && event.altKey && event.shiftKey && event.key.toLowerCase() === 't';
}

/**
 * Starts recording when tracing is enabled and exposes the download:
 * `window.__downloadTrace()`, `window.__trace`, and the keyboard shortcut.
 * Root actors pass `traceInspect` as their `inspect` option. Returns undefined when off;
 * calling it again returns the running recorder.
 */
export function startTracing(development?: boolean): TraceRecorder | undefined {
  if (!isTraceEnabled(development) || typeof window === 'undefined') return undefined;
  if (activeRecorder) return activeRecorder;
  const recorder = createTraceRecorder({ userAgent: navigator.userAgent });
  activeRecorder = recorder;
  setTraceInspector(recorder.inspect);
  listenToDeviceReadings(recorder.reading);
  window.__trace = recorder;
  window.__downloadTrace = () => downloadTrace(recorder);
  window.addEventListener('keydown', (event) => {
    if (isTraceShortcut(event)) {
      event.preventDefault();
      downloadTrace(recorder);
    }
  });
  return recorder;
}
