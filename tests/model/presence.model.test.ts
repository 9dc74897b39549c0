import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { presenceEventFixtures, presenceModel, presenceTimerEvents, visibleAtLogin } from './presence.model';

const timer = (name: string): AnyEventObject => systemEvent(presenceTimerEvents, `xstate.after.${name}`);
const [hidden, visible] = presenceEventFixtures['app.visibilityChanged'];
const activity = presenceEventFixtures['user.activity'][0];
const left = presenceEventFixtures['app.left'][0];
const restored = presenceEventFixtures['app.restored'][0];

const signedIn = (status: unknown) => ({ signedIn: { status, heartbeat: 'beating' } });

describe('presence machine, model-based', () => {
  it('replays a shortest path to every state the graph tells apart, taking every transition', async () => {
    await expectFullCoverage(presenceModel);
  });

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; events: AnyEventObject[]; value: unknown; status: string }> = [
      { name: 'online at login', events: [], value: signedIn({ online: 'watching' }), status: 'online' },
      { name: 'a hidden tab is away', events: [hidden], value: signedIn({ away: 'watching' }), status: 'away' },
      { name: 'visible again is online', events: [hidden, visible], value: signedIn({ online: 'watching' }), status: 'online' },
      {
        name: 'heartbeats change nothing',
        events: [timer('presenceHeartbeat')],
        value: signedIn({ online: 'watching' }),
        status: 'online',
      },
      { name: 'ten idle minutes are away and inactive', events: [activity, timer('inactivityTimeout')], value: signedIn('idle'), status: 'away' },
      { name: 'activity after idling is online', events: [timer('inactivityTimeout'), activity], value: signedIn({ online: 'watching' }), status: 'online' },
      { name: 'leaving is offline, sockets closed 100 ms later', events: [left, timer('leaveCloseDelay')], value: { left: 'socketsClosed' }, status: 'offline' },
      { name: 'back from the back-forward cache', events: [left, timer('leaveCloseDelay'), restored], value: signedIn({ online: 'watching' }), status: 'online' },
      { name: 'back from the back-forward cache, the page visible first', events: [left, timer('leaveCloseDelay'), visible, restored], value: signedIn({ online: 'watching' }), status: 'online' },
      { name: 'back within the 100 ms', events: [left, restored], value: signedIn({ online: 'watching' }), status: 'online' },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(presenceModel, visibleAtLogin, pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        expect(path.state.context).toMatchObject({ status: pinned.status });
      });
    }
  });
});
