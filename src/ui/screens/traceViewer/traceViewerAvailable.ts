import { TRACE_VIEWER_ELEMENT_ID } from '../../../contract';

/**
 * The viewer is open in development; a production build opens it only on a page the server marked
 * (TRACE_VIEWER=1), so shoppers never reach it.
 */
export function isTraceViewerAvailable(development: boolean = import.meta.env?.DEV === true): boolean {
  return development || (typeof document !== 'undefined' && document.getElementById(TRACE_VIEWER_ELEMENT_ID) !== null);
}
