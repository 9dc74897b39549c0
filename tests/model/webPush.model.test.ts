import { describe, expect, it } from 'vitest';
import { selectCanToggleKinds, selectCanTurnOff, selectPushDevice, selectPushKindBusy, selectPushKinds, type WebPushSnapshot } from '../../src/machines/webPush';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { webPushEventFixtures as fixtures, webPushModel, webPushSystemEvents, webPushVariant } from './webPush.model';

/** readDevice's fixtures in order: unsupported, denied, subscribed, unsubscribed. */
const DEVICE_STATES = ['unsupported', 'denied', 'subscribed', 'unsubscribed'] as const;
const device = (state: (typeof DEVICE_STATES)[number]) => systemEvent(webPushSystemEvents, 'xstate.done.actor.readDevice', DEVICE_STATES.indexOf(state));
const subscribed = systemEvent(webPushSystemEvents, 'xstate.done.actor.subscribeDevice', 0);
const userSaidNo = systemEvent(webPushSystemEvents, 'xstate.done.actor.subscribeDevice', 1);
const subscribeFailed = systemEvent(webPushSystemEvents, 'xstate.error.actor.subscribeDevice');
const kindsLoaded = systemEvent(webPushSystemEvents, 'xstate.done.actor.loadKinds');
const kindSaved = systemEvent(webPushSystemEvents, 'xstate.done.actor.setKind');
const kindFailed = systemEvent(webPushSystemEvents, 'xstate.error.actor.setKind');
const unsubscribed = systemEvent(webPushSystemEvents, 'xstate.done.actor.unsubscribeDevice');
const unsubscribeFailed = systemEvent(webPushSystemEvents, 'xstate.error.actor.unsubscribeDevice');
const [turnOn] = fixtures['push.turnOnClicked'];
const [turnOff] = fixtures['push.turnOffClicked'];
const [followOff, chatOnAlready] = fixtures['push.kindToggled'];

const shown = (snapshot: WebPushSnapshot) => ({
  device: selectPushDevice(snapshot),
  kinds: selectPushKinds(snapshot),
  busy: selectPushKindBusy(snapshot),
  canToggle: selectCanToggleKinds(snapshot),
  canTurnOff: selectCanTurnOff(snapshot),
});
const on = { chat: true, saved_search: true, price_drop: true, reply: true, follow: true };

describe('web push machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(webPushModel);
  });

  const journeys = [
    { name: 'a browser without push says so and offers nothing', events: [device('unsupported')], shown: { device: 'unsupported', kinds: null, busy: null, canToggle: false, canTurnOff: false } },
    { name: 'a blocked browser says so', events: [device('denied')], shown: { device: 'denied', kinds: null, busy: null, canToggle: false, canTurnOff: false } },
    { name: 'opening the section asks nothing: push stays off until Turn on', events: [device('unsubscribed')], shown: { device: 'off', kinds: null, busy: null, canToggle: false, canTurnOff: false } },
    { name: 'Turn on waits for the permission and the server', events: [device('unsubscribed'), turnOn], shown: { device: 'turningOn', kinds: null, busy: null, canToggle: false, canTurnOff: false } },
    { name: 'a user who says no to the permission is told how to allow it', events: [device('unsubscribed'), turnOn, userSaidNo], shown: { device: 'denied', kinds: null, busy: null, canToggle: false, canTurnOff: false } },
    { name: 'a failed opt-in stays off', events: [device('unsubscribed'), turnOn, subscribeFailed], shown: { device: 'off', kinds: null, busy: null, canToggle: false, canTurnOff: false } },
    { name: 'once on, the kinds load with their switches', events: [device('unsubscribed'), turnOn, subscribed, kindsLoaded], shown: { device: 'on', kinds: on, busy: null, canToggle: true, canTurnOff: true } },
    { name: 'a kind turned off shows off once the server said so', events: [device('subscribed'), kindsLoaded, followOff, kindSaved], shown: { device: 'on', kinds: { ...on, follow: false }, busy: null, canToggle: true, canTurnOff: true } },
    { name: 'a kind in flight holds the switches', events: [device('subscribed'), kindsLoaded, followOff], shown: { device: 'on', kinds: on, busy: 'follow', canToggle: false, canTurnOff: true } },
    { name: 'a failed kind change keeps it as it was', events: [device('subscribed'), kindsLoaded, followOff, kindFailed], shown: { device: 'on', kinds: on, busy: null, canToggle: true, canTurnOff: true } },
    { name: 'a switch to what it already is asks nothing', events: [device('subscribed'), kindsLoaded, chatOnAlready], shown: { device: 'on', kinds: on, busy: null, canToggle: true, canTurnOff: true } },
    { name: 'Turn off leaves push off on this phone', events: [device('subscribed'), kindsLoaded, turnOff, unsubscribed], shown: { device: 'off', kinds: null, busy: null, canToggle: false, canTurnOff: false } },
    { name: 'a failed Turn off keeps push on', events: [device('subscribed'), kindsLoaded, turnOff, unsubscribeFailed], shown: { device: 'on', kinds: on, busy: null, canToggle: true, canTurnOff: true } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(webPushModel, webPushVariant, journey.events);
      expect(shown(path.state as WebPushSnapshot)).toEqual(journey.shown);
    });
  }
});
