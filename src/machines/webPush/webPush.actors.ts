import { fromPromise } from 'xstate';
import type { PushKind, PushPreferences } from '../../contract/push';
import {
  changePushPreferences,
  fetchPushPreferences,
  readPushDevice,
  subscribePushDevice,
  unsubscribePushDevice,
  type PushDeviceState,
} from '../../services/webPush';

/** Whether this browser can be pushed to and is subscribed; asks the user nothing. */
export const readDevice = fromPromise<PushDeviceState>(() => readPushDevice());

/** The user's opt-in: the permission asked, this browser subscribed and sent to the server. */
export const subscribeDevice = fromPromise<'subscribed' | 'denied'>(({ signal }) => subscribePushDevice(signal));

/** This browser unsubscribed, on the server and in the browser. */
export const unsubscribeDevice = fromPromise<void>(({ signal }) => unsubscribePushDevice(signal));

/** GET /push/preferences. */
export const loadKinds = fromPromise<PushPreferences>(({ signal }) => fetchPushPreferences(signal));

/** PATCH /push/preferences with one kind on or off. */
export const setKind = fromPromise<PushPreferences, { kind: PushKind; on: boolean }>(({ input, signal }) => changePushPreferences({ [input.kind]: input.on }, signal));

export const webPushActors = { readDevice, subscribeDevice, unsubscribeDevice, loadKinds, setKind };
