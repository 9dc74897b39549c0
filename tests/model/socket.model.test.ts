import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { LIMITS, MESSAGES } from '../../src/contract';
import type { SocketContext } from '../../src/machines/socket';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { chatAfterReload, chatWithToken, queuedText, socketEventFixtures, socketModel, socketTimerEvents } from './socket.model';

const timer = (name: string): AnyEventObject => systemEvent(socketTimerEvents, `xstate.after.${name}`);
const opened = socketEventFixtures['socket.opened'][0];
const [normalClose, goingAway, abnormalClose, unavailable, authFailed, forbidden] = socketEventFixtures['socket.closed'];
const [chatMessage, typing] = socketEventFixtures['user.send'];
const [incomingChat, , pong, messageSent] = socketEventFixtures['socket.message'];

/** One failed attempt: the socket closes abnormally and the backoff runs out. */
const failedAttempt = [abnormalClose, timer('backoff')];

describe('socket machine, model-based', () => {
  it('replays a shortest path to every state the graph tells apart, taking every transition', async () => {
    await expectFullCoverage(socketModel);
  }, 120_000);

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; events: AnyEventObject[]; value: unknown; context: Partial<SocketContext>; variant?: typeof chatWithToken }> = [
      {
        name: 'five failed reconnects, then disconnected with the chat text',
        events: [...Array.from({ length: LIMITS.reconnectAttempts }, () => failedAttempt).flat(), abnormalClose],
        value: 'disconnected',
        context: { attempt: LIMITS.reconnectAttempts, error: MESSAGES.chatConnectFailed },
      },
      {
        name: 'a connect that never answers counts as a failed attempt',
        events: [timer('connectTimeout')],
        value: 'reconnecting',
        context: { attempt: 1 },
      },
      {
        name: '503 reconnects like 1006; open 10 s, the attempts start afresh',
        events: [opened, unavailable, timer('backoff'), opened, timer('connectionStable')],
        value: { live: { open: { outbox: 'ready', heartbeat: 'waiting', activity: 'watching' } } },
        context: { attempt: 0 },
      },
      {
        name: 'opening and closing at once still counts as a failed attempt',
        events: [abnormalClose, timer('backoff'), opened, abnormalClose],
        value: 'reconnecting',
        context: { attempt: 2 },
      },
      {
        name: 'a ping without a pong in 10 s drops the connection, keeping the unconfirmed message',
        events: [opened, chatMessage, timer('pongDeadline')],
        value: 'reconnecting',
        context: { attempt: 1, queue: [queuedText('hello')], unconfirmed: [] },
      },
      {
        name: 'a pong in time keeps it open; message_sent confirms the message',
        events: [opened, chatMessage, pong, messageSent, timer('pingInterval')],
        value: { live: { open: { outbox: 'ready', heartbeat: 'waiting', activity: 'watching' } } },
        context: { unconfirmed: [], queue: [] },
      },
      {
        name: 'given up, it tries again by itself 10 s later',
        events: [...Array.from({ length: LIMITS.reconnectAttempts }, () => failedAttempt).flat(), abnormalClose, timer('connectionRecheck')],
        value: { live: 'connecting' },
        context: { attempt: LIMITS.reconnectAttempts },
      },
      { name: '1000 does not reconnect', events: [opened, normalClose], value: 'closed', context: { error: null } },
      { name: '1001 does not reconnect', events: [opened, goingAway], value: 'closed', context: { error: null } },
      { name: '4001 is an authentication error', events: [authFailed], value: 'authFailed', context: { error: MESSAGES.realtimeAuthFailed } },
      { name: '4003 is a forbidden room', events: [opened, forbidden], value: 'forbidden', context: { error: MESSAGES.realtimeForbidden } },
      {
        name: 'ten quiet minutes close it as inactive; activity connects again',
        events: [opened, timer('pingInterval'), timer('inactivityTimeout'), socketEventFixtures['user.activity'][0]],
        value: { live: 'connecting' },
        context: { attempt: 0 },
      },
      {
        name: 'messages typed while down wait, then replay once open; typing is not kept',
        events: [chatMessage, typing, chatMessage, opened, timer('replayGap')],
        value: { live: { open: { outbox: 'ready', heartbeat: 'waiting', activity: 'watching' } } },
        context: { queue: [] },
      },
      {
        name: 'the seq of what arrived is kept for the next resume',
        events: [opened, incomingChat, abnormalClose, timer('backoff')],
        value: { live: 'connecting' },
        context: { lastSeq: 5, attempt: 1 },
      },
      {
        name: 'after a reload the 51st message is refused and the first 50 keep their place',
        variant: chatAfterReload,
        events: [chatMessage],
        value: { live: 'connecting' },
        context: { lastSeq: 3, queue: chatAfterReload.input.queued },
      },
    ];

    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(socketModel, pinned.variant ?? chatWithToken, pinned.events);
        expect(path.state.value).toEqual(pinned.value);
        expect(path.state.context).toMatchObject(pinned.context);
      });
    }
  });
});
