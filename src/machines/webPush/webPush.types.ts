import type { PushKind, PushPreferences } from '../../contract/push';

export type WebPushContext = {
  /** Which kinds the user is pushed, as the server last said; null until loaded. */
  preferences: PushPreferences | null;
  /** The kind being turned on or off, in flight; null when none. */
  change: { kind: PushKind; on: boolean } | null;
};

export type WebPushEvent =
  | { type: 'push.turnOnClicked' }
  | { type: 'push.turnOffClicked' }
  | { type: 'push.kindToggled'; kind: PushKind; on: boolean }
  | { type: 'push.retryClicked' };

export type WebPushEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string };
