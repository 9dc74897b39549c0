import { fromCallback } from 'xstate';
import { onApiError } from '../../services/api';
import { readSession } from '../../services/cookies';
import type { AppEvent, AppInput } from './app.types';

/** The root actor's input in the browser: the session the cookies hold as the page loads. */
export function readAppInput(): AppInput {
  return { storedSession: readSession() };
}

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
