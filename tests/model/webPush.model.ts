/** The model of Settings → Notifications on this phone: this browser's push state, opting in and out, the kinds. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { PushPreferences } from '../../src/contract/push';
import { webPushActors, webPushMachine, type WebPushContext, type WebPushEvent } from '../../src/machines/webPush';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel } from './harness';

export const everyKindOn: PushPreferences = { chat: true, saved_search: true, price_drop: true, reply: true, follow: true };

export const webPushEventFixtures = {
  'push.turnOnClicked': [{ type: 'push.turnOnClicked' }],
  'push.turnOffClicked': [{ type: 'push.turnOffClicked' }],
  'push.kindToggled': [
    { type: 'push.kindToggled', kind: 'follow', on: false },
    { type: 'push.kindToggled', kind: 'chat', on: true },
  ],
  'push.retryClicked': [{ type: 'push.retryClicked' }],
} satisfies EventFixtures<WebPushEvent>;

export const webPushOutputFixtures = {
  readDevice: ['unsupported', 'denied', 'subscribed', 'unsubscribed'],
  subscribeDevice: ['subscribed', 'denied'],
  unsubscribeDevice: [undefined],
  loadKinds: [everyKindOn],
  setKind: [{ ...everyKindOn, follow: false }],
} satisfies OutputFixtures<typeof webPushActors>;

export const webPushSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof webPushActors.readDevice>(webPushMachine, 'readDevice', webPushOutputFixtures.readDevice),
  ...errorEvents(webPushMachine, 'readDevice'),
  ...doneEvents<typeof webPushActors.subscribeDevice>(webPushMachine, 'subscribeDevice', webPushOutputFixtures.subscribeDevice),
  ...errorEvents(webPushMachine, 'subscribeDevice'),
  ...doneEvents<typeof webPushActors.unsubscribeDevice>(webPushMachine, 'unsubscribeDevice', webPushOutputFixtures.unsubscribeDevice),
  ...errorEvents(webPushMachine, 'unsubscribeDevice'),
  ...doneEvents<typeof webPushActors.loadKinds>(webPushMachine, 'loadKinds', webPushOutputFixtures.loadKinds),
  ...errorEvents(webPushMachine, 'loadKinds'),
  ...doneEvents<typeof webPushActors.setKind>(webPushMachine, 'setKind', webPushOutputFixtures.setKind),
  ...errorEvents(webPushMachine, 'setKind'),
];

export const webPushVariant = { name: 'signed in' };

export const webPushModel: MachineModel = {
  name: 'webPush',
  machine: webPushMachine,
  variants: [webPushVariant],
  events: [...fixtureEvents<WebPushEvent>(webPushEventFixtures), ...webPushSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { preferences, change } = snapshot.context as WebPushContext;
    return JSON.stringify({ value: snapshot.value, preferences, change });
  },
};
