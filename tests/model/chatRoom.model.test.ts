import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import {
  selectChatScreenState,
  selectChatUnavailable,
  selectIsSending,
  selectOtherTyping,
  selectTimeline,
  type ChatRoomSnapshot,
} from '../../src/machines/chatRoom';
import { chatRoomEventFixtures as fixtures, chatRoomModel, chatRoomSystemEvents, chatRoomVariants } from './chatRoom.model';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';

const done = (src: string) => systemEvent(chatRoomSystemEvents, `xstate.done.actor.`, ['loadRoom', 'catchUp', 'sendText', 'sendText held', 'sendImage'].indexOf(src));
const failed = (index: number) => systemEvent(chatRoomSystemEvents, 'xstate.error.actor.', index);
const timer = (name: string) => systemEvent(chatRoomSystemEvents, `xstate.after.${name}`);
const [connected, connecting, disconnected, gaveUp] = fixtures['socket.statusChanged'];
const [queued] = fixtures['socket.queued'];
const [hello] = fixtures['composer.submitted'];
const [messageSent, fromBola, bolaTyping, , messageHeld] = fixtures['socket.received'];

const shown = (snapshot: ChatRoomSnapshot) =>
  selectTimeline(snapshot).map((entry) => (entry.kind === 'message' ? String(entry.message.seq) : `${entry.pending.message}:${entry.pending.status}`));

describe('chat room machine, model-based', () => {
  it('replays a path to every state and every transition the fixtures reach', async () => {
    await expectFullCoverage(chatRoomModel);
  }, 300_000);

  describe('pinned journeys', () => {
    const journeys: Array<{ name: string; events: AnyEventObject[]; variant?: keyof typeof chatRoomVariants; shown: string[]; sending: boolean; check?: (snapshot: ChatRoomSnapshot) => void }> = [
      { name: 'loaded', events: [done('loadRoom')], shown: ['1', '2'], sending: false },
      { name: 'not found', events: [failed(0)], shown: [], sending: false, check: (s) => expect(selectChatScreenState(s)).toBe('notFound') },
      { name: 'over the socket, confirmed by message_sent', events: [done('loadRoom'), connected, hello, messageSent], shown: ['1', '2', '3'], sending: false },
      { name: 'over the socket, pending meanwhile', events: [done('loadRoom'), connected, hello], shown: ['1', '2', 'hello:pending'], sending: true },
      {
        name: 'no answer in 10 s: by request, sent, settled 2 s later',
        events: [done('loadRoom'), connected, hello, timer('optimisticMatchWindow'), done('sendText'), timer('requestSendConfirm')],
        shown: ['1', '2', '3'],
        sending: false,
      },
      { name: 'reconnecting: the socket queues it, still pending', events: [done('loadRoom'), disconnected, hello, queued], shown: ['1', '2', 'hello:pending'], sending: false },
      { name: 'the socket gave up: by request, shown as sent', events: [done('loadRoom'), gaveUp, hello, done('sendText')], shown: ['1', '2', 'hello:sent'], sending: false },
      { name: 'over the socket, held for review (message_held)', events: [done('loadRoom'), connected, hello, messageHeld], shown: ['1', '2', 'hello:held'], sending: false },
      { name: 'by request, held for review (202)', events: [done('loadRoom'), gaveUp, hello, done('sendText held')], shown: ['1', '2', 'hello:held'], sending: false },
      { name: 'a failed request keeps its text, as failed', events: [done('loadRoom'), gaveUp, hello, failed(2)], shown: ['1', '2', 'hello:failed'], sending: false },
      {
        name: 'Retry sends a failed message again under its temp_id',
        events: [done('loadRoom'), gaveUp, hello, failed(2), fixtures['message.retried'][0], done('sendText')],
        shown: ['1', '2', 'hello:sent'],
        sending: false,
      },
      {
        name: 'the banner while down, catch-up when back',
        events: [done('loadRoom'), connected, connecting, connected, done('catchUp')],
        shown: ['1', '2', '5'],
        sending: false,
        check: (s) => expect(selectChatUnavailable(s)).toBe(false),
      },
      {
        name: "the other side's typing shows until their message",
        events: [done('loadRoom'), connected, bolaTyping],
        shown: ['1', '2'],
        sending: false,
        check: (s) => expect(selectOtherTyping(s)).toBe(true),
      },
      {
        name: 'their message ends their typing',
        events: [done('loadRoom'), connected, bolaTyping, fromBola],
        shown: ['1', '2', '4'],
        sending: false,
        check: (s) => expect(selectOtherTyping(s)).toBe(false),
      },
      {
        name: 'a message past the next seq fetches what came between',
        events: [done('loadRoom'), connected, fromBola, done('catchUp')],
        shown: ['1', '2', '4', '5'],
        sending: false,
        check: (s) => expect(s.context.missingAfter).toBeNull(),
      },
      {
        name: 'a gap whose fetch failed is fetched once the socket is back',
        events: [done('loadRoom'), connected, fromBola, failed(1), fixtures['chat.reconnected'][0], done('catchUp')],
        shown: ['1', '2', '4', '5'],
        sending: false,
        check: (s) => expect(s.matches({ loaded: { catchUp: 'idle' } })).toBe(true),
      },
      { name: 'signed out nothing is sent', variant: 'signedOut', events: [done('loadRoom'), hello], shown: ['1', '2'], sending: false },
    ];
    for (const pinned of journeys) {
      it(pinned.name, async () => {
        const path = await replayJourney(chatRoomModel, chatRoomVariants[pinned.variant ?? 'signedIn'], pinned.events);
        const snapshot = path.state as ChatRoomSnapshot;
        expect(shown(snapshot)).toEqual(pinned.shown);
        expect(selectIsSending(snapshot)).toBe(pinned.sending);
        pinned.check?.(snapshot);
      });
    }
  });
});
