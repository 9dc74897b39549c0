import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { selectMessagesBadgeCount } from '../../src/machines/app/app.selectors';
import { selectInboxConnected, selectInboxError, selectVisibleRooms, type InboxSnapshot } from '../../src/machines/inbox';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { inboxEventFixtures as fixtures, inboxModel, inboxSystemEvents } from './inbox.model';

const loaded = systemEvent(inboxSystemEvents, 'xstate.done.actor.');
const failed = systemEvent(inboxSystemEvents, 'xstate.error.actor.');
const timer = systemEvent(inboxSystemEvents, 'xstate.after.offlineRefresh');
const [connected, , disconnected] = fixtures['socket.statusChanged'];
const established = fixtures['socket.received'][1];
const variant = inboxModel.variants[0] as (typeof inboxModel.variants)[number];

describe('inbox machine, model-based', () => {
  it('replays a path to every state and every transition the fixtures reach', async () => {
    await expectFullCoverage(inboxModel);
  }, 120_000);

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; events: AnyEventObject[]; value: unknown; shown: { rooms: number; unread: number; error: string | null; connected: boolean } }> = [
      { name: 'loaded again once established', events: [loaded, connected, established, loaded], value: { list: 'loaded', connection: 'up' }, shown: { rooms: 1, unread: 12, error: null, connected: true } },
      { name: 'a 401 says the session expired', events: [failed], value: { list: 'failed', connection: 'starting' }, shown: { rooms: 0, unread: 0, error: MESSAGES.inboxSessionExpired, connected: false } },
      { name: 'reading a room clears its badge', events: [loaded, fixtures['inbox.roomRead'][0]], value: { list: 'loaded', connection: 'starting' }, shown: { rooms: 1, unread: 0, error: null, connected: false } },
      { name: 'a message notification reloads', events: [loaded, fixtures['socket.received'][0]], value: { list: 'loading', connection: 'starting' }, shown: { rooms: 1, unread: 12, error: null, connected: false } },
      { name: 'offline, it refreshes after 60 s', events: [loaded, disconnected, timer], value: { list: 'loading', connection: 'down' }, shown: { rooms: 1, unread: 12, error: null, connected: false } },
    ];
    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(inboxModel, variant, pinned.events);
        const snapshot = path.state as InboxSnapshot;
        expect(snapshot.value).toEqual(pinned.value);
        expect({
          rooms: selectVisibleRooms(snapshot).length,
          unread: selectMessagesBadgeCount(snapshot),
          error: selectInboxError(snapshot),
          connected: selectInboxConnected(snapshot),
        }).toEqual(pinned.shown);
      });
    }
  });
});
