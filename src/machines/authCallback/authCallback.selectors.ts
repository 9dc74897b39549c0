import type { SnapshotFrom } from 'xstate';
import type { authCallbackMachine } from './authCallback.machine';
import type { CallbackEnding } from './authCallback.types';

export type AuthCallbackSnapshot = SnapshotFrom<typeof authCallbackMachine>;

/** Where to go and what was said, once the callback is done; null while it is completing. */
export const selectEnding = (snapshot: AuthCallbackSnapshot): CallbackEnding | null =>
  snapshot.status === 'done' ? snapshot.output : null;

