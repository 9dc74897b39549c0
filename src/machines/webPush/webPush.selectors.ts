import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { PushPreferences } from '../../contract/push';
import type { webPushMachine } from './webPush.machine';

export type WebPushActorRef = ActorRefFrom<typeof webPushMachine>;
export type WebPushSnapshot = SnapshotFrom<typeof webPushMachine>;

/** What the section says about this browser. */
export type WebPushDeviceView = 'checking' | 'failed' | 'unsupported' | 'denied' | 'off' | 'turningOn' | 'on' | 'turningOff';

export function selectPushDevice(snapshot: WebPushSnapshot): WebPushDeviceView {
  if (snapshot.matches('subscribing')) return 'turningOn';
  if (snapshot.matches('unsubscribing')) return 'turningOff';
  if (snapshot.matches('on')) return 'on';
  if (snapshot.matches('checking')) return 'checking';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('unsupported')) return 'unsupported';
  if (snapshot.matches('denied')) return 'denied';
  return 'off';
}

/** The kinds with their switches, once loaded while push is on here (or while turning it off). */
export const selectPushKinds = (snapshot: WebPushSnapshot): PushPreferences | null =>
  snapshot.matches('on') || snapshot.matches('unsubscribing') ? snapshot.context.preferences : null;
export const selectPushKindsLoading = (snapshot: WebPushSnapshot): boolean => snapshot.matches({ on: 'loadingKinds' });
export const selectPushKindsFailed = (snapshot: WebPushSnapshot): boolean => snapshot.matches({ on: 'kindsFailed' });
/** The kind whose change is in flight, or null. */
export const selectPushKindBusy = (snapshot: WebPushSnapshot) => (snapshot.matches({ on: 'savingKind' }) ? snapshot.context.change?.kind ?? null : null);
/** Switches work one at a time, while nothing else is in flight. */
export const selectCanToggleKinds = (snapshot: WebPushSnapshot): boolean => snapshot.matches({ on: 'kinds' });
export const selectCanTurnOff = (snapshot: WebPushSnapshot): boolean => snapshot.can({ type: 'push.turnOffClicked' });
