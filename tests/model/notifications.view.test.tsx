/**
 * The notifications page follows the notifications machine: the graph's paths
 * are replayed on the rendered NotificationsScreen of a signed-in Alice, whose
 * notifications actor the app starts with its notification socket. The list is
 * msw's answer to GET /notifications and a read its answer to POST
 * /notifications/{id}/read or /notifications/read, released step by step;
 * Refresh, the chips, a notification and Mark all as read are clicks; the
 * offline refresh and the hourly purge are the fake clock (the device's clock
 * starts at the model's now). The socket is msw's fake WebSocket played by the
 * walk, as in the inbox walk. The released list points nowhere (no post, no
 * follower), so opening a notification reads it without leaving the page.
 * After every step the page shows what the step's state says.
 */
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
// Loaded here so the app's import of the signed-in actors' code (after sign-in) finds it at once.
import '../../src/machines/app/app.live';
import { DURATIONS, MESSAGES, type Notification } from '../../src/contract';
import {
  notificationsMachine,
  selectUnreadNotificationCount,
  selectVisibleNotifications,
  type NotificationsContext,
  type NotificationsEvent,
  type NotificationsSnapshot,
} from '../../src/machines/notifications';
import { NotificationsScreen } from '../../src/ui/screens/notifications/NotificationsScreen';
import { apiUrl, server } from '../setup/msw';
import { invokeIds } from './harness';
import { MODEL_NOW, notificationsModel } from './notifications.model';
import { aliceDetails, signInAlice, useFakeClock } from './settings.walk';
import { answerQueue, expectAssertionPerLeaf, expectViewFollowsModel, refusal, playedSocket, renderScreen, screenWalk } from './view';
import { standingAnswer } from './view/answers';
import { underFakeClock } from './view/clock';

vi.mock(import('../../src/ui/app/traceSetting'), async (original) => (await import('./view/inspect')).inspectedTrace(await original()));

type LeafAssertion = (snapshot: NotificationsSnapshot) => void;

const refreshButton = () => screen.getByRole('button', { name: 'Refresh notifications' });
const chips = () => within(screen.getByRole('group', { name: 'Filter notifications' }));
const items = () => screen.queryAllByRole('listitem');
const banner = () => document.querySelector('[data-part="banner"]');

/** The shown list: the chip's notifications with their unread dots, the Unread count, Mark all as read. */
function expectList(snapshot: NotificationsSnapshot): void {
  const visible = selectVisibleNotifications(snapshot);
  expect(items()).toHaveLength(visible.length);
  expect(screen.queryAllByLabelText('Unread')).toHaveLength(visible.filter((item) => !item.is_read).length);
  expect(chips().getByRole('button', { name: `Unread (${selectUnreadNotificationCount(snapshot)})` })).toBeInTheDocument();
  const markAll = screen.queryByRole('button', { name: 'Mark all as read' });
  if (snapshot.can({ type: 'notifications.allRead' })) expect(markAll).toBeInTheDocument();
  else expect(markAll).toBeNull();
}

const leafAssertions: Record<string, LeafAssertion> = {
  'notifications.list.loading': (snapshot) => {
    expectList(snapshot);
    expect(refreshButton()).toBeDisabled();
  },
  'notifications.list.loaded': (snapshot) => {
    expectList(snapshot);
    expect(refreshButton()).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  'notifications.list.failed': (snapshot) => {
    expectList(snapshot);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.notificationsLoadFailed);
  },
  'notifications.connection.starting': () => expect(banner()).toBeNull(),
  'notifications.connection.up': () => expect(banner()).toBeNull(),
  'notifications.connection.down': () => expect(banner()).toHaveTextContent(MESSAGES.notificationsBanner),
  // A read shows at once; its saving does not.
  'notifications.saving.idle': expectList,
  'notifications.saving.sending': expectList,
  'notifications.purge.waiting': expectList,
};

// ---------------------------------------------------------------------------
// The server: the list, the reads, and the notification socket played step by step.

const list = standingAnswer();
const reads = answerQueue(['read'] as const);
const loadIds = invokeIds(notificationsMachine, 'loadNotifications');
const socket = playedSocket(/\/ws\/notifications\//);

/**
 * The clock moves on while Alice keeps using the page (a mouse move every 30 s): presence would otherwise take her
 * for gone after 10 minutes and close the socket, which the path does not say.
 */
async function timePassesWithAliceThere(ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 30_000) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(30_000, ms - passed));
    });
    window.dispatchEvent(new MouseEvent('mousemove'));
  }
}

/** The server's list as released: pointing nowhere, so a click reads without leaving. */
const pointingNowhere = (item: Notification): Notification => ({ ...item, post_id: null, follower: null, data: { ...item.data, post_id: null } });

/** The released notifications' texts by id, to find the one a path opens. */
const messages = new Map<number, string>();

async function perform(user: UserEvent, event: AnyEventObject): Promise<void> {
  const loading = loadIds.includes(String(event.actorId));
  if (event.type.startsWith('xstate.done.actor.') && loading) {
    const released = (event.output as Notification[]).map(pointingNowhere);
    for (const item of released) messages.set(item.id, item.message);
    return list.release(() => HttpResponse.json(released));
  }
  if (event.type.startsWith('xstate.error.actor.') && loading) return list.release(refusal({ status: 500, message: MESSAGES.serverError }));
  if (event.type.startsWith('xstate.done.actor.')) return reads.release('read', () => HttpResponse.json(event.output as Record<string, unknown>));
  if (event.type.startsWith('xstate.error.actor.')) return reads.release('read', refusal({ status: 500, message: MESSAGES.serverError }));
  list.hold();
  if (event.type.startsWith('xstate.after.')) {
    return timePassesWithAliceThere(event.type.includes('purgeEvery') ? DURATIONS.notificationPurgeEvery : DURATIONS.notificationsOfflineRefresh);
  }
  const notificationsEvent = event as NotificationsEvent;
  switch (notificationsEvent.type) {
    case 'notifications.refreshRequested':
      return underFakeClock(user.click(refreshButton()));
    case 'notifications.filterChosen':
      return underFakeClock(user.click(chips().getByRole('button', { name: notificationsEvent.filter === 'all' ? 'All' : /^Unread/ })));
    case 'notification.opened':
      return underFakeClock(user.click(screen.getByRole('button', { name: new RegExp(escapeRegExp(messages.get(notificationsEvent.id) ?? '?')) })));
    case 'notifications.allRead':
      return underFakeClock(user.click(screen.getByRole('button', { name: 'Mark all as read' })));
    case 'socket.received':
      return socket.send(notificationsEvent.message);
    case 'socket.statusChanged':
      return socket.drop();
    case 'notifications.cleared':
      throw new Error('nothing on the page clears the list');
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const { walkPath } = screenWalk<NotificationsSnapshot>({
  machine: notificationsMachine,
  leafAssertions,
  perform,
  reset: () => {
    list.reset();
    reads.reset();
    messages.clear();
    socket.reset();
  },
  render: () => {
    signInAlice();
    renderScreen({ path: '/notification', element: <NotificationsScreen />, entry: '/notification', elsewhere: {} });
  },
});

/**
 * What a person and the played server can do: Refresh only while no load runs; no timer while one runs; a chip not chosen yet; a drop
 * ('connecting') only of an open socket. Nothing on the page clears the list.
 */
function offered(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = snapshot.context as NotificationsContext;
  if (event.type === 'notifications.refreshRequested') return !snapshot.matches({ list: 'loading' });
  // A load gets its answer or fails within DURATIONS.apiCallTimeout, sooner than any of this page's timers.
  if (event.type.startsWith('xstate.after.') && snapshot.matches({ list: 'loading' })) return false;
  if (event.type === 'notifications.filterChosen') return context.filter !== event.filter;
  if (event.type === 'socket.statusChanged') return event.status === 'connecting' && snapshot.matches({ connection: 'up' });
  return event.type !== 'notifications.cleared';
}

describe('the notifications page follows the notifications machine', () => {
  useFakeClock();

  beforeEach(() => {
    // The device's clock starts at the model's now, so the purge drops what the model's does.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: MODEL_NOW });
    list.reset();
    reads.reset();
    messages.clear();
    socket.reset();
    // The app's background without the fresh server's socket, which says connection_established by itself.
    server.resetHandlers(
      http.post(apiUrl('/user/online-status/'), () => HttpResponse.json({ username: 'alice', status: 'online', is_online: true, last_seen: null })),
      http.get(apiUrl('/v2/chats/'), () => HttpResponse.json({ results: [], count: 0, total_unread: 0, page: 1, has_next: false })),
      http.get(apiUrl('/fetchcurruserdetails'), () => HttpResponse.json({ currentuser: aliceDetails() })),
      http.get(apiUrl('/notifications'), () => list.next()),
      http.post(apiUrl('/notifications/read'), () => reads.next('read')),
      http.post(apiUrl('/notifications/:id/read'), () => reads.next('read')),
      socket.handler,
    );
  });

  it('has a view assertion for every leaf state', () => {
    expectAssertionPerLeaf(notificationsMachine, leafAssertions);
  });

  it('shows every step of the generated paths, failures included', async () => {
    await expectViewFollowsModel({ ...notificationsModel, filterEvents: offered }, walkPath, { reachable: () => true });
    // About 30 s alone; the hour of the purge is walked in 30 s steps.
  }, 120_000);
});
