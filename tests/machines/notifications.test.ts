import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { DURATIONS, LIMITS, MESSAGES, type Notification } from '../../src/contract';
import {
  notificationsMachine,
  notificationTarget,
  selectCanMarkAllRead,
  selectConnectionLimited,
  selectNotificationsError,
  selectUnreadNotificationCount,
  selectVisibleNotifications,
  type NotificationsEmitted,
  type UnsavedRead,
  type WatchedSocketNotice,
} from '../../src/machines/notifications';
import { notificationOf } from '../fixtures/chat';
import { settle } from './chatRoom.fake';

const NOW = Date.UTC(2026, 2, 1, 12, 0);

function start(answers: Array<Notification[] | Error>) {
  const clock = new SimulatedClock();
  let report: (notice: WatchedSocketNotice) => void = () => undefined;
  let loads = 0;
  // What was sent to the server, and the answers still to come (oldest first).
  const saves: UnsavedRead[] = [];
  const waiting: Array<{ confirm: () => void; refuse: () => void }> = [];
  const machine = notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise(async () => {
        const answer = answers[Math.min(loads, answers.length - 1)];
        loads += 1;
        if (!answer || answer instanceof Error) throw answer;
        return answer;
      }),
      saveRead: fromPromise(({ input }: { input: UnsavedRead | undefined }) => {
        if (input) saves.push(input);
        return new Promise((resolve, reject) => {
          waiting.push({ confirm: () => resolve({ marked: 1, unread_count: 0 }), refuse: () => reject(new Error(MESSAGES.networkError)) });
        });
      }),
      watchSocket: fromCallback(({ sendBack }) => {
        report = sendBack;
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { clock: { now: () => NOW + clock.now() } } });
  const toasts: NotificationsEmitted[] = [];
  actor.on('toast', (event) => toasts.push(event));
  actor.start();
  return {
    actor,
    clock,
    toasts,
    loads: () => loads,
    saves,
    /** The server answers the oldest read sent. */
    answerSave: async (outcome: 'confirm' | 'refuse') => {
      waiting.shift()?.[outcome]();
      await settle();
    },
    snapshot: () => actor.getSnapshot(),
    status: (status: 'connected' | 'disconnected' | 'connecting') => report({ type: 'socket.statusChanged', channel: 'notifications', status, error: null }),
    frame: (message: Extract<WatchedSocketNotice, { type: 'socket.received' }>['message']) =>
      report({ type: 'socket.received', channel: 'notifications', message }),
    /** The socket opened and the server listens for it now. */
    established: () => {
      report({ type: 'socket.statusChanged', channel: 'notifications', status: 'connected', error: null });
      report({ type: 'socket.received', channel: 'notifications', message: { type: 'connection_established', online_friends: [] } });
    },
  };
}

const likeFrame = {
  type: 'like_notification',
  activity_type: 'like',
  message: 'chidi liked your post "Suya"',
  username: 'chidi',
  post_id: 9,
  user_id: 3,
  comment_preview: null,
} as const;

describe('notifications machine', () => {
  it('loads newest first; filters by chip; a click reads it here and on the server', async () => {
    const follow = notificationOf(2, { type: 'follow', follower: 'bola', message: 'bola started following you' });
    const { actor, snapshot, saves } = start([[notificationOf(1), follow, notificationOf(3, { type: 'message', uniquecode: 'r1' })]]);
    await settle();
    expect(selectVisibleNotifications(snapshot()).map((item) => item.id)).toEqual([1, 2, 3]);
    actor.send({ type: 'notifications.filterChosen', filter: 'follows' });
    expect(selectVisibleNotifications(snapshot()).map((item) => item.id)).toEqual([2]);
    actor.send({ type: 'notification.opened', id: 2 });
    actor.send({ type: 'notifications.filterChosen', filter: 'unread' });
    expect(selectVisibleNotifications(snapshot()).map((item) => item.id)).toEqual([1, 3]);
    expect(selectUnreadNotificationCount(snapshot())).toBe(2);
    expect(saves).toEqual([{ id: 2 }]);
    // A read one is not sent again.
    actor.send({ type: 'notification.opened', id: 2 });
    expect(saves).toEqual([{ id: 2 }]);
  });

  it('reads go to the server one at a time; what was read here stays read until the server confirms it, and is unread again if it refuses', async () => {
    const items = [notificationOf(1), notificationOf(2), notificationOf(3)];
    const { actor, snapshot, saves, answerSave } = start([items]);
    await settle();
    actor.send({ type: 'notification.opened', id: 1 });
    actor.send({ type: 'notification.opened', id: 2 });
    expect(saves).toEqual([{ id: 1 }]);
    // A refresh before the server recorded the reads: the server still says unread, the page keeps them read.
    actor.send({ type: 'notifications.refreshRequested' });
    await settle();
    expect(selectUnreadNotificationCount(snapshot())).toBe(1);
    await answerSave('confirm');
    expect(saves).toEqual([{ id: 1 }, { id: 2 }]);
    await answerSave('refuse');
    expect(selectVisibleNotifications(snapshot()).map((item) => [item.id, item.is_read])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
    expect(snapshot().context.readIds).toEqual([]);
  });

  it('mark all as read tells the server the newest id shown, so one that arrives later stays unread', async () => {
    const { actor, snapshot, saves, frame } = start([[notificationOf(4), notificationOf(7, { is_read: true })]]);
    await settle();
    actor.send({ type: 'notifications.allRead' });
    expect(saves).toEqual([{ upTo: 7, ids: [4] }]);
    frame({ ...likeFrame, notification_id: 9 });
    expect(selectVisibleNotifications(snapshot()).map((item) => [item.id, item.is_read])).toEqual([
      [9, false],
      [4, true],
      [7, true],
    ]);
    actor.send({ type: 'notification.opened', id: 9 });
    expect(saves).toEqual([{ upTo: 7, ids: [4] }]);
  });

  it('where a click goes', () => {
    expect(notificationTarget(notificationOf(1))).toBe('/?postId=41');
    expect(notificationTarget(notificationOf(1, { type: 'follow', follower: 'bola' }))).toBe('/profile/bola');
    expect(notificationTarget(notificationOf(1, { type: 'message', uniquecode: 'r-1' }))).toBe('/chats/r-1');
  });

  it('mark all as read only while something is unread, with the spec text; the next load says read as the server does', async () => {
    const read = (item: Notification) => ({ ...item, is_read: true });
    const { actor, snapshot, toasts, answerSave } = start([[notificationOf(1), notificationOf(2)], [read(notificationOf(1)), read(notificationOf(2))]]);
    await settle();
    expect(selectCanMarkAllRead(snapshot())).toBe(true);
    actor.send({ type: 'notifications.allRead' });
    expect(toasts).toEqual([{ type: 'toast', tone: 'success', message: MESSAGES.allNotificationsRead }]);
    expect(selectCanMarkAllRead(snapshot())).toBe(false);
    await answerSave('confirm');
    actor.send({ type: 'notifications.refreshRequested' });
    await settle();
    expect(selectUnreadNotificationCount(snapshot())).toBe(0);
  });

  it('a live one is prepended and toasted bottom-right for 5 s; a duplicate within 5 s is dropped', async () => {
    const { snapshot, frame, toasts } = start([[notificationOf(1)]]);
    await settle();
    frame(likeFrame);
    frame(likeFrame);
    expect(selectVisibleNotifications(snapshot()).map((item) => item.message)).toEqual(['chidi liked your post "Suya"', notificationOf(1).message]);
    expect(toasts).toEqual([
      { type: 'toast', tone: 'info', message: 'chidi liked your post', durationMs: DURATIONS.liveNotificationToast, position: 'bottom-right' },
    ]);
    expect(notificationTarget(selectVisibleNotifications(snapshot())[0] as Notification)).toBe('/?postId=9');
  });

  it('keeps only the 100 newest and drops those over 24 hours old every hour', async () => {
    const many = Array.from({ length: LIMITS.notificationsCap + 5 }, (_, index) => notificationOf(index + 1));
    const { snapshot, clock } = start([many]);
    await settle();
    expect(selectVisibleNotifications(snapshot())).toHaveLength(LIMITS.notificationsCap);
    clock.increment(DURATIONS.notificationMaxAge - 30 * 60_000);
    clock.increment(DURATIONS.notificationPurgeEvery);
    const left = selectVisibleNotifications(snapshot());
    expect(left.length).toBeLessThan(LIMITS.notificationsCap);
    expect(left.every((item) => Date.parse(item.created_at) >= NOW + clock.now() - DURATIONS.notificationMaxAge)).toBe(true);
  });

  it('waits only for the live ones still shown: what the cap drops is not kept for the next load', async () => {
    const { snapshot, frame } = start([[]]);
    await settle();
    for (let index = 1; index <= LIMITS.notificationsCap + 3; index += 1) frame({ ...likeFrame, username: `fan${index}`, notification_id: index });
    expect(selectVisibleNotifications(snapshot())).toHaveLength(LIMITS.notificationsCap);
    expect(snapshot().context.liveIds).toHaveLength(LIMITS.notificationsCap);
  });

  it('a failed load says so; Try Again loads again', async () => {
    const { actor, snapshot } = start([new Error('down'), [notificationOf(1)]]);
    await settle();
    expect(selectNotificationsError(snapshot())).toBe(MESSAGES.notificationsLoadFailed);
    actor.send({ type: 'notifications.refreshRequested' });
    await settle();
    expect(selectNotificationsError(snapshot())).toBeNull();
  });

  it('loads again once the server says the socket is established, for what was notified before it listened', async () => {
    const follow = notificationOf(2, { type: 'follow', follower: 'bola', message: 'bola started following you' });
    const { snapshot, status, established, loads } = start([[notificationOf(1)], [follow, notificationOf(1)]]);
    await settle();
    expect(selectUnreadNotificationCount(snapshot())).toBe(1);
    status('connected');
    await settle();
    expect(loads()).toBe(1);
    established();
    await settle();
    expect(loads()).toBe(2);
    expect(selectUnreadNotificationCount(snapshot())).toBe(2);
  });

  it('a live one that arrives while a load is on its way stays when the load, which predates it, comes back without it', async () => {
    const { snapshot, established, frame } = start([[notificationOf(1)], [notificationOf(1)]]);
    await settle();
    established();
    frame({ ...likeFrame, notification_id: 9 });
    await settle();
    expect(selectVisibleNotifications(snapshot()).map((item) => item.id)).toEqual([9, 1]);
    expect(selectUnreadNotificationCount(snapshot())).toBe(2);
  });

  it('a refresh while the list loads asks again: the answer on its way may predate the socket', async () => {
    const { snapshot, established, loads } = start([[notificationOf(1)], [notificationOf(2), notificationOf(1)]]);
    established();
    await settle();
    expect(loads()).toBe(2);
    expect(selectVisibleNotifications(snapshot()).map((item) => item.id)).toEqual([1, 2]);
  });

  it('with the socket down: the banner, a refresh every 30 s, and once more when it is established again', async () => {
    const { snapshot, status, established, clock, loads } = start([[notificationOf(1)]]);
    await settle();
    status('connecting');
    expect(selectConnectionLimited(snapshot())).toBe(false);
    status('disconnected');
    expect(selectConnectionLimited(snapshot())).toBe(true);
    clock.increment(DURATIONS.notificationsOfflineRefresh);
    await settle();
    expect(loads()).toBe(2);
    established();
    await settle();
    expect(selectConnectionLimited(snapshot())).toBe(false);
    expect(loads()).toBe(3);
  });
});
