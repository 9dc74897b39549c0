import { fromPromise } from 'xstate';
import { untilOnline } from '../../services/connectivity';

/**
 * Whether a request failed because the browser had no network (services/api's OfflineError, which says
 * `offline`): what it carried is worth sending again once the browser is online, not dropping.
 */
export function failedOffline(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'offline' in error && error.offline === true;
}

/** Done once the browser is online again (at once if it is already). */
export const waitForNetwork = fromPromise<void>(({ signal }) => untilOnline(signal));
