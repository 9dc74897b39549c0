import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { MESSAGES } from '../../src/contract';
import {
  selectConnectionLimited,
  selectNotificationsError,
  selectUnreadNotificationCount,
  selectVisibleNotifications,
  type NotificationsSnapshot,
} from '../../src/machines/notifications';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { notificationsEventFixtures as fixtures, notificationsModel, notificationsSystemEvents } from './notifications.model';

const loaded = systemEvent(notificationsSystemEvents, 'xstate.done.actor.');
const failed = systemEvent(notificationsSystemEvents, 'xstate.error.actor.');
const timer = (name: string) => systemEvent(notificationsSystemEvents, `xstate.after.${name}`);
const [connected, , disconnected] = fixtures['socket.statusChanged'];
const variant = notificationsModel.variants[0] as (typeof notificationsModel.variants)[number];

describe('notifications machine, model-based', () => {
  it('replays a path to every state and every transition the fixtures reach', async () => {
    await expectFullCoverage(notificationsModel);
  }, 120_000);

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; events: AnyEventObject[]; shown: { ids: number[]; unread: number; error: string | null; limited: boolean } }> = [
      { name: 'loaded, newest first', events: [loaded], shown: { ids: [1, 2], unread: 2, error: null, limited: false } },
      { name: 'a failed load, then Try Again', events: [failed, fixtures['notifications.refreshRequested'][0], loaded], shown: { ids: [1, 2], unread: 2, error: null, limited: false } },
      { name: 'a failed load says so', events: [failed], shown: { ids: [], unread: 0, error: MESSAGES.notificationsLoadFailed, limited: false } },
      {
        name: 'a live follow is prepended, once',
        events: [loaded, fixtures['socket.received'][0], fixtures['socket.received'][0]],
        shown: { ids: [-1, 1, 2], unread: 3, error: null, limited: false },
      },
      { name: 'mark all as read', events: [loaded, fixtures['notifications.allRead'][0]], shown: { ids: [1, 2], unread: 0, error: null, limited: false } },
      { name: 'the hourly purge drops what is over 24 hours old', events: [loaded, timer('purgeEvery')], shown: { ids: [1], unread: 1, error: null, limited: false } },
      { name: 'connection limited while the socket is down', events: [loaded, connected, disconnected], shown: { ids: [1, 2], unread: 2, error: null, limited: true } },
      {
        name: 'offline refresh every 30 s',
        events: [loaded, disconnected, timer('offlineRefresh'), loaded],
        shown: { ids: [1, 2], unread: 2, error: null, limited: true },
      },
    ];
    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(notificationsModel, variant, pinned.events);
        const snapshot = path.state as NotificationsSnapshot;
        expect({
          ids: selectVisibleNotifications(snapshot).map((item) => item.id),
          unread: selectUnreadNotificationCount(snapshot),
          error: selectNotificationsError(snapshot),
          limited: selectConnectionLimited(snapshot),
        }).toEqual(pinned.shown);
      });
    }
  });
});
