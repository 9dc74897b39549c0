/** The model of a conversation: loading, the socket's status, every way a send goes, typing and catch-up. */
import type { AnyMachineSnapshot } from 'xstate';
import { MESSAGES, type ChatMessage } from '../../src/contract';
import { ApiError } from '../../src/services/api';
import { chatRoomActors, chatRoomMachine, type ChatRoomContext, type ChatRoomEvent } from '../../src/machines/chatRoom';
import { ALICE, BOLA, chatMessageOf, messagesAnswerOf, ROOM_CODE } from '../fixtures/chat';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, timerEvents, type MachineModel, type ModelVariant } from './harness';


const status = (value: 'connected' | 'connecting' | 'disconnected' | 'error') => ({ type: 'socket.statusChanged', channel: 'chat', status: value, error: null }) as const;
const ownEcho: ChatMessage = chatMessageOf(3, { sender: ALICE.id, message: 'hello', temp_id: 'tmp-1' });
const queuedHello = { type: 'message', message: 'hello', temp_id: 'tmp-1', uniquecode: ROOM_CODE, sender: ALICE.username } as const;

/** The graph tells events apart by their JSON, and a File's JSON is {}: these carry their name. */
const namedFile = (file: File): File => Object.assign(file, { toJSON: () => ({ name: file.name, type: file.type }) });

export const chatRoomEventFixtures = {
  'composer.submitted': [
    { type: 'composer.submitted', text: 'hello' },
    { type: 'composer.submitted', text: '  ' },
  ],
  'composer.typed': [{ type: 'composer.typed' }],
  'composer.imageChosen': [
    { type: 'composer.imageChosen', file: namedFile(new File([new Uint8Array(8)], 'photo.png', { type: 'image/png' })) },
    { type: 'composer.imageChosen', file: namedFile(new File(['text'], 'notes.txt', { type: 'text/plain' })) },
  ],
  'composer.imageRemoved': [{ type: 'composer.imageRemoved' }],
  'chat.reconnected': [{ type: 'chat.reconnected' }],
  'chat.gapSeen': [{ type: 'chat.gapSeen' }],
  'chat.otherTyping': [
    { type: 'chat.otherTyping', typing: true },
    { type: 'chat.otherTyping', typing: false },
  ],
  'socket.statusChanged': [status('connected'), status('connecting'), status('disconnected'), status('error')],
  'socket.received': [
    { type: 'socket.received', channel: 'chat', message: { type: 'message_sent', temp_id: 'tmp-1', message: ownEcho } },
    { type: 'socket.received', channel: 'chat', message: { type: 'chat', message: chatMessageOf(4) } },
    { type: 'socket.received', channel: 'chat', message: { type: 'typing', username: BOLA.username, is_typing: true } },
    { type: 'socket.received', channel: 'chat', message: { type: 'user_online', username: BOLA.username, status: 'online' } },
    { type: 'socket.received', channel: 'chat', message: { type: 'message_held', temp_id: 'tmp-1', detail: MESSAGES.messageHeldForReview } },
  ],
  'socket.sent': [{ type: 'socket.sent', channel: 'chat', message: queuedHello }],
  'socket.queued': [{ type: 'socket.queued', channel: 'chat', message: queuedHello, queued: 1 }],
  'socket.refused': [{ type: 'socket.refused', channel: 'chat', message: queuedHello, reason: 'forbidden', notice: null }],
  'socket.requeued': [{ type: 'socket.requeued', channel: 'chat', messages: [queuedHello], queued: 1 }],
  'message.retried': [{ type: 'message.retried', temp_id: 'tmp-1' }],
  'history.olderWanted': [{ type: 'history.olderWanted' }],
} satisfies EventFixtures<ChatRoomEvent>;

export const chatRoomOutputFixtures = {
  // Older messages remain: the history can be read back (the fixture page before seq 1 is empty and the last).
  loadRoom: [{ ...messagesAnswerOf([chatMessageOf(1), chatMessageOf(2)]), has_next: true }],
  catchUp: [messagesAnswerOf([chatMessageOf(5)])],
  loadOlder: [messagesAnswerOf([])],
  // Stored, or held for review (202: the same text to many rooms at once).
  sendText: [ownEcho, { held: true, temp_id: 'tmp-1', detail: MESSAGES.messageHeldForReview }],
  sendImage: [chatMessageOf(3, { sender: ALICE.id, message: '', message_type: 'image', image: '/media/chat/p.webp', temp_id: 'tmp-1' })],
  markRead: [undefined],
  socket: [undefined as never],
} satisfies OutputFixtures<typeof chatRoomActors>;

export const chatRoomSystemEvents = [
  ...doneEvents<typeof chatRoomActors.loadRoom>(chatRoomMachine, 'loadRoom', chatRoomOutputFixtures.loadRoom),
  ...errorEvents(chatRoomMachine, 'loadRoom', new ApiError('Not found', 404, null)),
  ...doneEvents<typeof chatRoomActors.catchUp>(chatRoomMachine, 'catchUp', chatRoomOutputFixtures.catchUp),
  ...errorEvents(chatRoomMachine, 'catchUp'),
  ...doneEvents<typeof chatRoomActors.sendText>(chatRoomMachine, 'sendText', chatRoomOutputFixtures.sendText),
  ...errorEvents(chatRoomMachine, 'sendText', new ApiError('Network error', 0, null)),
  ...doneEvents<typeof chatRoomActors.sendImage>(chatRoomMachine, 'sendImage', chatRoomOutputFixtures.sendImage),
  ...errorEvents(chatRoomMachine, 'sendImage', new ApiError('Too large', 413, null)),
  ...timerEvents(chatRoomMachine),
  ...doneEvents<typeof chatRoomActors.loadOlder>(chatRoomMachine, 'loadOlder', chatRoomOutputFixtures.loadOlder),
  ...errorEvents(chatRoomMachine, 'loadOlder'),
];

const socketInput = { target: { channel: 'chat', uniquecode: ROOM_CODE }, token: 'tok', seed: 1 } as const;
// One send at a time, so one temp_id serves; the clock stands still (the graph and the replay must agree).
const device = { clock: { now: () => Date.UTC(2026, 2, 1, 10, 30) }, newTempId: () => 'tmp-1' };

export const chatRoomVariants = {
  signedIn: { name: 'signed in', input: { uniquecode: ROOM_CODE, username: ALICE.username, socket: socketInput, ...device } },
  signedOut: { name: 'signed out', input: { uniquecode: ROOM_CODE, username: null, socket: { ...socketInput, token: null }, ...device } },
} satisfies Record<string, ModelVariant>;

export const chatRoomModel: MachineModel = {
  name: 'chatRoom',
  machine: chatRoomMachine,
  variants: Object.values(chatRoomVariants),
  events: [...fixtureEvents<ChatRoomEvent>(chatRoomEventFixtures), ...chatRoomSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    // The partner's presence changes what is shown, not what can happen next; of the connection status, only
    // whether the socket gave up does (a send then goes by request).
    const { messages, pending, image, connection, hasOlder } = snapshot.context as ChatRoomContext;
    const gaveUp = connection === 'error';
    return JSON.stringify({ value: snapshot.value, messages: messages.map((message) => message.seq), pending: pending.map((item) => `${item.message_type}:${item.status}`), image: image?.name ?? null, gaveUp, hasOlder });
  },
  filterEvents: (snapshot, event) => {
    const { username, pending, messages } = snapshot.context as ChatRoomContext;
    // Timers: one fires only when no shorter one would have fired before it (the clock moves past both).
    if (event.type.startsWith('xstate.after.firstConnectGrace.')) return snapshot.matches({ loaded: { typing: 'quiet', otherTyping: 'quiet', settle: 'idle' } });
    if (event.type.startsWith('xstate.after.optimisticMatchWindow.')) return !snapshot.matches({ loaded: { connection: 'starting' } });
    // The signed-out room only needs to show that it refuses to send.
    if (username === null) return !event.type.startsWith('socket.');
    const quiet =
      pending.length === 0 && messages.length === 2 && snapshot.matches({ loaded: { composer: 'idle', catchUp: 'idle', settle: 'idle', history: 'idle' } });
    const hasFailed = pending.some((item) => item.status === 'failed');
    // A failed catch-up only needs to show how it is woken again.
    if (snapshot.matches({ loaded: { catchUp: 'stalled' } })) return event.type === 'chat.reconnected' || event.type === 'chat.gapSeen';
    const sendingOverSocket = snapshot.matches({ loaded: { composer: 'sendingOverSocket' } });
    switch (event.type) {
      // One optimistic message at a time is enough to tell every send apart.
      case 'composer.submitted':
        return pending.length === 0 && messages.length <= 3;
      case 'composer.imageChosen':
      case 'composer.imageRemoved':
        return quiet && snapshot.matches({ loaded: { connection: 'starting' } });
      case 'composer.typed':
      case 'chat.otherTyping':
        return quiet;
      // Raised by the machine; on their own they only wake a catch-up that failed.
      case 'chat.reconnected':
      case 'chat.gapSeen':
        return false;
      case 'socket.sent':
      case 'socket.queued':
      case 'socket.refused':
        return sendingOverSocket;
      // Retry only matters to a message that was not sent.
      case 'message.retried':
        return hasFailed;
      case 'socket.requeued':
        return sendingOverSocket;
      case 'history.olderWanted':
        return quiet;
      case 'socket.received': {
        const frame = (event as Extract<ChatRoomEvent, { type: 'socket.received' }>).message.type;
        // It confirms whatever waits for the server, over the socket, in its queue or failed.
        if (frame === 'message_sent') return sendingOverSocket || pending.some((item) => item.status !== 'sent');
        // It holds the message the socket is sending.
        if (frame === 'message_held') return sendingOverSocket;
        return quiet;
      }
      default:
        return true;
    }
  },
  limit: 50_000,
};
