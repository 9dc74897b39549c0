import { fromCallback } from 'xstate';
import { onApiError } from '../../services/api';
import type { AppEvent } from './app.types';

/** Reports every failed API call, with whether the caller asked for silence. A call its caller aborted did not fail. */
export const watchApiErrors = fromCallback<AppEvent>(({ sendBack }) =>
  onApiError((error, options) => {
    if (options.signal?.aborted) return;
    sendBack({
      type: 'api.failed',
      status: error.status,
      message: error.message,
      quiet: options.quiet === true,
      authFailure: error.isAuthFailure,
    });
  }),
);

export const appActors = { watchApiErrors };
