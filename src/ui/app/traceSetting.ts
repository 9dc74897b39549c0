import type { InspectionEvent } from 'xstate';

/** localStorage key: 'on' turns recording on in a production build. */
export const TRACE_SETTING_KEY = 'trace';

function readSetting(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(TRACE_SETTING_KEY);
  } catch {
    return null;
  }
}

/** On in development; in production only when localStorage 'trace' is 'on'. */
export function isTraceEnabled(development: boolean = import.meta.env?.DEV === true): boolean {
  const setting = readSetting();
  if (setting === 'off') return false;
  return development || setting === 'on';
}

let inspector: ((inspection: InspectionEvent) => void) | undefined;

/** Called by src/ui/app/tracing.ts when recording starts; the recorder loads only when tracing is on. */
export function setTraceInspector(next: (inspection: InspectionEvent) => void): void {
  inspector = next;
}

/**
 * The root actor's `inspect` option (AppActor): every screen's own actor runs
 * in its system (src/ui/app/useScreenActor), so this sees them all. It
 * records into the running recorder and does nothing while tracing is off.
 */
export function traceInspect(inspection: InspectionEvent): void {
  inspector?.(inspection);
}
