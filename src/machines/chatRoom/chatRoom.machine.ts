import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { ChatMessagesAnswer, HeldMessageAnswer } from '../../contract/chats';
import { DURATIONS, MESSAGES } from '../../contract/constants';
import type { ChatMessage, ServerSocketMessage } from '../../contract/socket';
import { connectionRegion, isDown, isUp, upWhenConnected } from '../socket/connection.region';
import { socketSystemId } from '../socket/socket.rules';
import { deviceClockOf } from '../shared/clock';
import { told } from '../shared/deviceReadings';
import { SYSTEM_IDS } from '../shared/systemIds';
import { chatRoomActors, newTempId } from './chatRoom.actors';
import { addOlder, catchUpRegion, continueCatchUp, hasOlder, historyRegion, keepMissing, mergeMessages, reconnected, startCatchUp } from './chatRoom.history';
import { applyFrame, imageProblem, isSocketOpen, lastSeqOf, withServerMessages } from './chatRoom.rules';
import {
  addPending,
  composerRegion,
  confirmByRequest,
  confirmsCurrent,
  failCurrent,
  failedKind,
  holdCurrent,
  isHeldAnswer,
  refuseImage,
  refusesCurrent,
  retry,
  sendOverSocket,
  settleRegion,
  settleSent,
  socketTakes,
  waitingInQueue,
} from './chatRoom.sending';
import type { ChatRoomContext, ChatRoomEmitted, ChatRoomEvent, ChatRoomInput, ConnectionStatus } from './chatRoom.types';

type Status = { status: ConnectionStatus };

// The sending and history regions live in their own files with the logic of their guards and actions. Each
// guard here is an inline arrow: a function passed as it is stops TypeScript inferring the inline enqueueActions' types.
const chatRoomSetup = setup({
  types: {
    context: {} as ChatRoomContext,
    events: {} as ChatRoomEvent,
    input: {} as ChatRoomInput,
    emitted: {} as ChatRoomEmitted,
  },
  actors: chatRoomActors,
  delays: {
    requestSendConfirm: DURATIONS.requestSendConfirm,
    optimisticMatchWindow: DURATIONS.optimisticMatchWindow,
    typingIdle: DURATIONS.typingIdle,
    firstConnectGrace: DURATIONS.realtimeFirstConnectGrace,
  },
  guards: {
    signedOut: ({ context }) => context.username === null,
    nothingToSend: ({ context }, params: { text: string }) => !params.text.trim() && !context.image,
    hasImage: ({ context }) => context.image !== null,
    socketOpen: ({ context }) => isSocketOpen(context),
    socketTakesMessages: ({ context }) => socketTakes(context),
    isConnected: (_, params: Status) => isUp(params.status),
    isNotConnected: (_, params: Status) => !isUp(params.status),
    isDown: (_, params: Status) => isDown(params.status),
    confirmsCurrent: ({ context }, params: { message: ServerSocketMessage }) => confirmsCurrent(context, params.message),
    heldByServer: (_, params: ChatMessage | HeldMessageAnswer) => isHeldAnswer(params),
    refusesCurrent: ({ context }, params: { message: { type: string; temp_id?: string } }) => refusesCurrent(context, params.message),
    isTyping: (_, params: { typing: boolean }) => params.typing,
    imageRefused: (_, params: { file: File }) => imageProblem(params.file) !== undefined,
    hasSettledPending: ({ context }) => context.pending.some((item) => item.status === 'sent'),
    hasOlder: ({ context }) => hasOlder(context),
    somethingMissing: ({ context }) => context.missingAfter !== null,
    failedImage: ({ context }, params: { temp_id: string }) => failedKind(context, params.temp_id) === 'image',
    failedText: ({ context }, params: { temp_id: string }) => failedKind(context, params.temp_id) === 'text',
    failedTextSocketGaveUp: ({ context }, params: { temp_id: string }) => failedKind(context, params.temp_id) === 'text' && !socketTakes(context),
  },
  actions: {
    showRoom: assign(({ context }, answer: ChatMessagesAnswer) => ({
      room: answer.chat_room,
      ...withServerMessages(context, answer.results),
      hasOlder: answer.has_next,
      otherStatus: answer.chat_room.other_user_online ? ('online' as const) : ('offline' as const),
      otherLastSeen: answer.chat_room.other_user_last_seen,
    })),
    mergeMessages: assign(mergeMessages),
    addOlder: assign(addOlder),
    startSocket: enqueueActions(({ context, enqueue, self }) => {
      enqueue.spawnChild('socket', {
        id: 'socket',
        systemId: socketSystemId({ channel: 'chat', uniquecode: context.uniquecode }),
        input: { ...context.socketInput, lastSeq: lastSeqOf(context.messages, context.room), receiver: self },
      });
    }),
    // The app's inbox (systemId 'inbox', signed in only) clears the room's badge on this device at once.
    markRoomRead: enqueueActions(({ context, enqueue, system }) => {
      enqueue.spawnChild('markRead', { input: { uniquecode: context.uniquecode } });
      const inbox = system.get(SYSTEM_IDS.inbox) as AnyActorRef | undefined;
      if (inbox) enqueue.sendTo(inbox, { type: 'inbox.roomRead', uniquecode: context.uniquecode });
    }),
    setConnection: assign((_, params: Status) => ({ connection: params.status })),
    reconnected: enqueueActions(reconnected),
    startCatchUp: assign(startCatchUp),
    continueCatchUp: assign(continueCatchUp),
    keepMissing: assign(keepMissing),
    receive: enqueueActions(({ context, enqueue }, params: { message: ServerSocketMessage }) => {
      const { changes, raised, replies, toasts } = applyFrame(context, params.message);
      enqueue.assign(changes);
      raised.forEach((event) => enqueue.raise(event));
      replies.forEach((message) => enqueue.sendTo('socket', { type: 'user.send', message }));
      toasts.forEach((toast) => enqueue.emit(toast));
    }),
    toastSignedOut: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'toast', tone: 'error', message: MESSAGES.chatSendRequiresLogin })),
    toastEmpty: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'toast', tone: 'error', message: MESSAGES.messageEmpty })),
    addPending: assign(addPending),
    sendOverSocket: enqueueActions(sendOverSocket),
    confirmByRequest: assign(confirmByRequest),
    settleSent: assign(settleSent),
    failCurrent: enqueueActions(failCurrent),
    holdCurrent: enqueueActions(holdCurrent),
    retry: assign(retry),
    chooseImage: assign((_, params: { file: File }) => ({ image: params.file })),
    refuseImage: enqueueActions(refuseImage),
    removeImage: assign({ image: null }),
    sendTyping: enqueueActions(({ context, enqueue }, params: { typing: boolean }) => {
      if (isSocketOpen(context)) enqueue.sendTo('socket', { type: 'user.send', message: { type: 'typing', is_typing: params.typing } });
    }),
  },
});

/** A region of the loaded room written in its own file, checked against this setup (its file imports only this type). */
export type ChatRoomRegion = Parameters<typeof chatRoomSetup.createStateConfig>[0];

/**
 * One conversation (document 3 sections 2, 4, 5 and 8).
 *
 * Guarantees:
 * - It loads the room and its newest messages; a room that cannot be loaded
 *   (404, 403, 401 or anything else) is 'Chat not found'. Once loaded it marks
 *   the room read, tells the inbox in its system (`system.get('inbox')`), and runs the chat socket as its child
 *   (resuming after the last seq it has shown).
 * - Older messages are read back a page at a time (before the oldest seq shown)
 *   whenever the list asks, until the room's first message; one page at a time,
 *   and a page that fails is asked for again on the next request.
 * - A send shows an optimistic message (temp_id, pending) at once. Text goes over
 *   the socket, which queues it while (re)connecting (kept across a reload); its
 *   message_sent (or the echo within 10 s) replaces it. With the socket given up,
 *   or no answer within 10 s, it goes by request with the same temp_id; the answer marks it
 *   sent and it settles 2 s later. Images always go by request. One send at a time.
 * - Typed text is never thrown away: messages still in the offline queue after
 *   a reload show as on their way until the server confirms them; a send that fails says why in the spec's
 *   words and stays in the list as failed, with Retry (the same temp_id, so the
 *   server stores it once). A message the server held for review (the same text to
 *   many rooms at once: message_held, or 202) shows as held with the server's words,
 *   and turns into the message if a moderator delivers it. Whatever path delivers it later (the socket keeps
 *   unconfirmed messages and sends them again), the server's message carrying
 *   its temp_id replaces it.
 * - A message is shown once per id: an incoming message with an id already shown
 *   is dropped, an own one carrying a pending temp_id replaces it. Two messages
 *   with the same text are two messages. The other user's are acknowledged as read.
 * - Typing is reported while the user types (stopped after 3 s of quiet or on
 *   send); the other side's typing shows for at most 3 s without news.
 * - The other user's presence follows user_online, user_offline and the
 *   online friends of connection_established.
 * - While the socket is down the 'Real-time chat unavailable' banner shows;
 *   when it is back, what came meanwhile is fetched (after_seq).
 * - A message whose seq skips some (a frame lost on the way, say while the server
 *   had no Redis) fetches what came between, a page at a time, so every message
 *   shows without a reload; a fetch that fails is tried again, from the same seq,
 *   when the socket is back or another gap shows.
 */
export const chatRoomMachine = chatRoomSetup.createMachine({
  id: 'chatRoom',
  context: ({ input, self }) => {
    const clock = input.clock ?? deviceClockOf(self);
    const queued = (input.socket.queued ?? []).filter((message) => message.uniquecode === input.uniquecode);
    return {
      uniquecode: input.uniquecode,
      username: input.username,
      socketInput: input.socket,
      clock,
      newTempId: input.newTempId ?? (() => told(self, 'newTempId', newTempId())),
      room: null,
      messages: [],
      hasOlder: false,
      pending: queued.map((message) => waitingInQueue(message, clock.now())),
      sending: null,
      image: null,
      connection: 'connecting',
      missingAfter: null,
      catchingUpAfter: null,
      otherStatus: 'offline',
      otherLastSeen: null,
    };
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadRoom',
        input: ({ context }) => ({ uniquecode: context.uniquecode }),
        onDone: { target: 'loaded', actions: [{ type: 'showRoom', params: ({ event }) => event.output }, 'markRoomRead', 'startSocket'] },
        // 404, 403 and 401 alike: the conversation does not exist for this user.
        onError: { target: 'notFound' },
      },
    },
    notFound: {},
    loaded: {
      type: 'parallel',
      states: {
        // Every frame and status lands here; a region that also reacts to one (the composer, the connection) does so beside it.
        frames: {
          initial: 'listening',
          states: {
            listening: {
              on: {
                'socket.received': { actions: { type: 'receive', params: ({ event }) => event } },
                'socket.statusChanged': { actions: { type: 'setConnection', params: ({ event }) => event } },
              },
            },
          },
        },
        // 'Real-time chat unavailable. Messages may be delayed.' while down; back up, what came meanwhile is fetched.
        connection: connectionRegion({
          up: upWhenConnected('reconnected'),
          upTag: 'connected',
          downTag: 'chatUnavailable',
          firstConnectGrace: 'firstConnectGrace',
        }),
        catchUp: catchUpRegion,
        history: historyRegion,
        composer: composerRegion,
        settle: settleRegion,
        typing: {
          initial: 'quiet',
          states: {
            quiet: {
              on: { 'composer.typed': { guard: 'socketOpen', target: 'typing', actions: { type: 'sendTyping', params: { typing: true } } } },
            },
            typing: {
              after: { typingIdle: { target: 'quiet', actions: { type: 'sendTyping', params: { typing: false } } } },
              on: {
                'composer.typed': { target: 'typing', reenter: true },
                'composer.submitted': { target: 'quiet', actions: { type: 'sendTyping', params: { typing: false } } },
              },
            },
          },
        },
        otherTyping: {
          initial: 'quiet',
          states: {
            quiet: {
              on: { 'chat.otherTyping': { guard: { type: 'isTyping', params: ({ event }) => event }, target: 'typing' } },
            },
            // typing... in the header and three dots in the list.
            typing: {
              tags: ['otherTyping'],
              after: { typingIdle: 'quiet' },
              on: {
                'chat.otherTyping': [
                  { guard: { type: 'isTyping', params: ({ event }) => event }, target: 'typing', reenter: true },
                  { target: 'quiet' },
                ],
              },
            },
          },
        },
      },
    },
  },
});
