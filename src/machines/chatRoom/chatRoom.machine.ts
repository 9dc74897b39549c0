import { assign, enqueueActions, setup } from 'xstate';
import type { ChatMessagesAnswer } from '../../contract/chats';
import { DURATIONS, MESSAGES } from '../../contract/constants';
import type { ChatMessage, ServerSocketMessage } from '../../contract/socket';
import { socketSystemId } from '../socket/socket.rules';
import type { QueuedChatMessage } from '../socket/socket.types';
import { chatRoomActors, chatRoomEffects } from './chatRoom.actors';
import {
  earlierSeq,
  imageProblem,
  isDuplicateMessage,
  knownLastSeqOf,
  lastSeqOf,
  matchingPending,
  oldestSeqOf,
  ownIdOf,
  sendFailureText,
  unconfirmed,
  withMessages,
} from './chatRoom.rules';
import type { ChatRoomContext, ChatRoomEmitted, ChatRoomEvent, ChatRoomInput, ConnectionStatus, PendingMessage } from './chatRoom.types';

type Frame = { message: ServerSocketMessage };
type Status = { status: ConnectionStatus };
const isOpen = (context: ChatRoomContext): boolean => context.connection === 'connected';
// A (re)connecting socket queues text; only one that gave up leaves it to the request path.
const socketTakes = (context: ChatRoomContext): boolean => context.connection !== 'error' && context.connection !== 'unauthenticated';
const ownId = (context: ChatRoomContext): number | null => (context.room ? ownIdOf(context.room) : null);
const otherName = (context: ChatRoomContext): string | null => context.room?.other_user.username ?? null;
/** The message whose send is under way (one at a time). */
const current = (context: ChatRoomContext): PendingMessage | undefined => context.pending.find((item) => item.temp_id === context.sending);
/** A message typed before a reload and still in the socket's offline queue: shown on its way, as it was. */
const waitingInQueue = (queued: QueuedChatMessage): PendingMessage => {
  const now = chatRoomEffects.now();
  return { temp_id: queued.temp_id, message: queued.message, message_type: 'text', file: null, status: 'pending', sentAt: now, created_at: new Date(now).toISOString(), confirmed: null };
};
/** A message that was not sent, by its temp_id. */
const failed = (context: ChatRoomContext, tempId: string): PendingMessage | undefined =>
  context.pending.find((item) => item.temp_id === tempId && item.status === 'failed');
/** The server's messages added to those shown; an optimistic one they carry is confirmed. */
const merged = (context: ChatRoomContext, incoming: readonly ChatMessage[]) => {
  const messages = withMessages(context.messages, incoming);
  return { messages, pending: unconfirmed(context.pending, messages) };
};

/** The part of `enqueueActions` that notes a gap. */
type GapNoter = { assign: (update: Partial<ChatRoomContext>) => void; raise: (event: ChatRoomEvent) => void };

/** A message past the next seq: what came between did not arrive (a frame lost on the way), so the catch-up fetches it. */
function noteGapBefore(enqueue: GapNoter, context: ChatRoomContext, message: ChatMessage): void {
  const known = knownLastSeqOf(context.messages, context.pending, context.room);
  if (message.seq <= known + 1) return;
  enqueue.assign({ missingAfter: earlierSeq(context.missingAfter, known) });
  enqueue.raise({ type: 'chat.gapSeen' });
}

/**
 * One conversation (document 3 sections 2, 4, 5 and 8).
 *
 * Guarantees:
 * - It loads the room and its newest messages; a room that cannot be loaded
 *   (404, 403, 401 or anything else) is 'Chat not found'. Once loaded it marks
 *   the room read, tells the inbox, and runs the chat socket as its child
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
 *   server stores it once). Whatever path delivers it later (the socket keeps
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
export const chatRoomMachine = setup({
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
  },
  guards: {
    signedOut: ({ context }) => context.username === null,
    nothingToSend: ({ context }, params: { text: string }) => !params.text.trim() && !context.image,
    hasImage: ({ context }) => context.image !== null,
    socketOpen: ({ context }) => isOpen(context),
    socketTakesMessages: ({ context }) => socketTakes(context),
    isConnected: (_, params: Status) => params.status === 'connected',
    isNotConnected: (_, params: Status) => params.status !== 'connected',
    isDown: (_, params: Status) => params.status !== 'connected' && params.status !== 'connecting',
    confirmsCurrent: ({ context }, params: Frame) => {
      const sending = current(context);
      const frame = params.message;
      if (!sending) return false;
      if (frame.type === 'message_sent') return frame.temp_id === sending.temp_id;
      return frame.type === 'chat' && frame.message.sender === ownId(context) && matchingPending([sending], frame.message) !== undefined;
    },
    refusesCurrent: ({ context }, params: { message: { type: string; temp_id?: string } }) =>
      params.message.type === 'message' && params.message.temp_id === current(context)?.temp_id,
    isTyping: (_, params: { typing: boolean }) => params.typing,
    imageRefused: (_, params: { file: File }) => imageProblem(params.file) !== null,
    hasSettledPending: ({ context }) => context.pending.some((item) => item.status === 'sent'),
    hasOlder: ({ context }) => context.hasOlder && oldestSeqOf(context.messages) !== null,
    somethingMissing: ({ context }) => context.missingAfter !== null,
    failedImage: ({ context }, params: { temp_id: string }) => failed(context, params.temp_id)?.message_type === 'image',
    failedText: ({ context }, params: { temp_id: string }) => failed(context, params.temp_id)?.message_type === 'text',
    failedTextSocketGaveUp: ({ context }, params: { temp_id: string }) => failed(context, params.temp_id)?.message_type === 'text' && !socketTakes(context),
  },
  actions: {
    showRoom: assign(({ context }, answer: ChatMessagesAnswer) => ({
      room: answer.chat_room,
      ...merged(context, answer.results),
      hasOlder: answer.has_next,
      otherStatus: answer.chat_room.other_user_online ? ('online' as const) : ('offline' as const),
      otherLastSeen: answer.chat_room.other_user_last_seen,
    })),
    mergeMessages: assign(({ context }, answer: ChatMessagesAnswer) => merged(context, answer.results)),
    addOlder: assign(({ context }, answer: ChatMessagesAnswer) => ({ ...merged(context, answer.results), hasOlder: answer.has_next })),
    startSocket: enqueueActions(({ context, enqueue, self }) => {
      enqueue.spawnChild('socket', {
        id: 'socket',
        systemId: socketSystemId({ channel: 'chat', uniquecode: context.uniquecode }),
        input: { ...context.socketInput, lastSeq: lastSeqOf(context.messages, context.room), receiver: self },
      });
    }),
    markRoomRead: enqueueActions(({ context, enqueue }) => {
      enqueue.spawnChild('markRead', { input: { uniquecode: context.uniquecode } });
      if (context.inbox) enqueue.sendTo(context.inbox, { type: 'inbox.roomRead', uniquecode: context.uniquecode });
    }),
    setConnection: assign((_, params: Status) => ({ connection: params.status })),
    // Whatever came while the socket was down is fetched from the last seq shown (or from an earlier gap).
    reconnected: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ missingAfter: earlierSeq(context.missingAfter, lastSeqOf(context.messages, null)) });
      enqueue.raise({ type: 'chat.reconnected' });
    }),
    startCatchUp: assign(({ context }) => ({ catchingUpAfter: context.missingAfter, missingAfter: null })),
    // More than a page came: the next page follows on.
    continueCatchUp: assign(({ context }, answer: ChatMessagesAnswer) => {
      const last = answer.results.at(-1);
      return answer.has_next && last ? { missingAfter: earlierSeq(context.missingAfter, last.seq) } : {};
    }),
    keepMissing: assign(({ context }) => ({
      missingAfter: context.catchingUpAfter === null ? context.missingAfter : earlierSeq(context.missingAfter, context.catchingUpAfter),
    })),
    receive: enqueueActions(({ context, enqueue }, params: Frame) => {
      const frame = params.message;
      const own = ownId(context);
      switch (frame.type) {
        case 'message_sent':
          noteGapBefore(enqueue, context, frame.message);
          enqueue.assign({
            messages: withMessages(context.messages, [frame.message]),
            pending: context.pending.filter((item) => item.temp_id !== frame.temp_id),
          });
          return;
        case 'chat': {
          const message = frame.message;
          noteGapBefore(enqueue, context, message);
          if (message.sender === own) {
            const stands = matchingPending(context.pending, message);
            enqueue.assign({
              messages: withMessages(context.messages, [message]),
              pending: context.pending.filter((item) => item !== stands),
            });
            return;
          }
          if (isDuplicateMessage(context.messages, message)) return;
          enqueue.assign({ messages: withMessages(context.messages, [message]) });
          // Whoever just sent a message has stopped typing.
          enqueue.raise({ type: 'chat.otherTyping', typing: false });
          if (isOpen(context)) enqueue.sendTo('socket', { type: 'user.send', message: { type: 'message_read', message_ids: [message.id] } });
          return;
        }
        case 'message_read': {
          if (frame.username === context.username) return;
          const read = (message: ChatMessage) => message.sender === own && (frame.message_ids.length === 0 || frame.message_ids.includes(message.id));
          enqueue.assign({ messages: context.messages.map((message) => (read(message) ? { ...message, is_read: true } : message)) });
          return;
        }
        case 'user_online':
          if (frame.username === otherName(context)) enqueue.assign({ otherStatus: frame.status });
          return;
        case 'user_offline':
          if (frame.username === otherName(context)) enqueue.assign({ otherStatus: 'offline', otherLastSeen: frame.last_seen ?? context.otherLastSeen });
          return;
        case 'connection_established': {
          const name = otherName(context);
          if (name) enqueue.assign({ otherStatus: frame.online_friends.includes(name) ? 'online' : 'offline' });
          return;
        }
        case 'typing':
          if (frame.username === otherName(context)) enqueue.raise({ type: 'chat.otherTyping', typing: frame.is_typing });
          return;
        case 'error':
          enqueue.emit({ type: 'toast', tone: 'error', message: frame.message });
          return;
        default:
          return;
      }
    }),
    toastSignedOut: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'toast', tone: 'error', message: MESSAGES.chatSendRequiresLogin })),
    toastEmpty: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'toast', tone: 'error', message: MESSAGES.messageEmpty })),
    addPending: assign(({ context }, params: { text: string }) => {
      const now = chatRoomEffects.now();
      const item: PendingMessage = {
        temp_id: chatRoomEffects.newTempId(),
        message: params.text.trim(),
        message_type: context.image ? 'image' : 'text',
        file: context.image,
        status: 'pending',
        sentAt: now,
        created_at: new Date(now).toISOString(),
        confirmed: null,
      };
      return { pending: [...context.pending, item], image: null, sending: item.temp_id };
    }),
    sendOverSocket: enqueueActions(({ context, enqueue }) => {
      const sending = current(context);
      if (!sending || !context.username) return;
      enqueue.sendTo('socket', {
        type: 'user.send',
        message: { type: 'message', message: sending.message, temp_id: sending.temp_id, uniquecode: context.uniquecode, sender: context.username },
      });
    }),
    confirmByRequest: assign(({ context }, message: ChatMessage) => {
      const sending = current(context);
      return {
        pending: context.pending.map((item) => (item === sending ? { ...item, status: 'sent' as const, confirmed: message } : item)),
      };
    }),
    settleSent: assign(({ context }) => ({
      messages: withMessages(
        context.messages,
        context.pending.flatMap((item) => (item.status === 'sent' && item.confirmed ? [item.confirmed] : [])),
      ),
      pending: context.pending.filter((item) => item.status !== 'sent'),
    })),
    failCurrent: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const sending = current(context);
      if (!sending) return;
      enqueue.assign({ pending: context.pending.map((item) => (item === sending ? { ...item, status: 'failed' as const } : item)) });
      enqueue.emit({ type: 'toast', tone: 'error', message: sendFailureText(params.error, sending.message_type) });
    }),
    retry: assign(({ context }, params: { temp_id: string }) => ({
      pending: context.pending.map((item) => (item.temp_id === params.temp_id ? { ...item, status: 'pending' as const, sentAt: chatRoomEffects.now() } : item)),
      sending: params.temp_id,
    })),
    chooseImage: assign((_, params: { file: File }) => ({ image: params.file })),
    refuseImage: enqueueActions(({ enqueue }, params: { file: File }) =>
      enqueue.emit({ type: 'toast', tone: 'error', message: imageProblem(params.file) ?? MESSAGES.notAnImage }),
    ),
    removeImage: assign({ image: null }),
    sendTyping: enqueueActions(({ context, enqueue }, params: { typing: boolean }) => {
      if (isOpen(context)) enqueue.sendTo('socket', { type: 'user.send', message: { type: 'typing', is_typing: params.typing } });
    }),
  },
}).createMachine({
  id: 'chatRoom',
  context: ({ input }) => ({
    uniquecode: input.uniquecode,
    username: input.username,
    socketInput: input.socket,
    inbox: input.inbox ?? null,
    room: null,
    messages: [],
    hasOlder: false,
    pending: (input.socket.queued ?? []).filter((queued) => queued.uniquecode === input.uniquecode).map(waitingInQueue),
    sending: null,
    image: null,
    connection: 'connecting',
    missingAfter: null,
    catchingUpAfter: null,
    otherStatus: 'offline',
    otherLastSeen: null,
  }),
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
        // Every frame lands here; a region that also reacts to one (the composer) does so beside it.
        frames: {
          initial: 'listening',
          states: {
            listening: { on: { 'socket.received': { actions: { type: 'receive', params: ({ event }) => event } } } },
          },
        },
        connection: {
          initial: 'starting',
          states: {
            starting: {
              on: {
                'socket.statusChanged': [
                  { guard: { type: 'isConnected', params: ({ event }) => event }, target: 'up', actions: { type: 'setConnection', params: ({ event }) => event } },
                  { guard: { type: 'isDown', params: ({ event }) => event }, target: 'down', actions: { type: 'setConnection', params: ({ event }) => event } },
                  { actions: { type: 'setConnection', params: ({ event }) => event } },
                ],
              },
            },
            up: {
              tags: ['connected'],
              on: {
                'socket.statusChanged': [
                  { guard: { type: 'isNotConnected', params: ({ event }) => event }, target: 'down', actions: { type: 'setConnection', params: ({ event }) => event } },
                  { actions: { type: 'setConnection', params: ({ event }) => event } },
                ],
              },
            },
            // 'Real-time chat unavailable. Messages may be delayed.'
            down: {
              tags: ['chatUnavailable'],
              on: {
                'socket.statusChanged': [
                  {
                    guard: { type: 'isConnected', params: ({ event }) => event },
                    target: 'up',
                    actions: [{ type: 'setConnection', params: ({ event }) => event }, 'reconnected'],
                  },
                  { actions: { type: 'setConnection', params: ({ event }) => event } },
                ],
              },
            },
          },
        },
        // What may be missing (after a gap in the seqs, or since the socket went down) is fetched, a page at a time.
        catchUp: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'somethingMissing', target: 'fetching' } },
            fetching: {
              entry: 'startCatchUp',
              invoke: {
                src: 'catchUp',
                input: ({ context }) => ({ uniquecode: context.uniquecode, afterSeq: context.catchingUpAfter ?? 0 }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'mergeMessages', params: ({ event }) => event.output }, { type: 'continueCatchUp', params: ({ event }) => event.output }],
                },
                onError: { target: 'stalled', actions: 'keepMissing' },
              },
            },
            // The fetch failed: tried again, from the same seq, once the socket is back or another gap shows.
            stalled: { on: { 'chat.reconnected': 'idle', 'chat.gapSeen': 'idle' } },
          },
        },
        // Reading back through the history, a page before the oldest message shown at a time.
        history: {
          initial: 'idle',
          states: {
            idle: { on: { 'history.olderWanted': { guard: 'hasOlder', target: 'loadingOlder' } } },
            loadingOlder: {
              tags: ['loadingOlder'],
              invoke: {
                src: 'loadOlder',
                input: ({ context }) => ({ uniquecode: context.uniquecode, beforeSeq: oldestSeqOf(context.messages) ?? 1 }),
                onDone: { target: 'idle', actions: { type: 'addOlder', params: ({ event }) => event.output } },
                onError: { target: 'idle' },
              },
            },
          },
        },
        composer: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'composer.submitted': [
                  { guard: 'signedOut', actions: 'toastSignedOut' },
                  { guard: { type: 'nothingToSend', params: ({ event }) => event }, actions: 'toastEmpty' },
                  { guard: 'hasImage', target: 'sendingImage', actions: { type: 'addPending', params: ({ event }) => event } },
                  { guard: 'socketTakesMessages', target: 'sendingOverSocket', actions: [{ type: 'addPending', params: ({ event }) => event }, 'sendOverSocket'] },
                  { target: 'sendingByRequest', actions: { type: 'addPending', params: ({ event }) => event } },
                ],
                'composer.imageChosen': [
                  { guard: { type: 'imageRefused', params: ({ event }) => event }, actions: { type: 'refuseImage', params: ({ event }) => event } },
                  { actions: { type: 'chooseImage', params: ({ event }) => event } },
                ],
                'composer.imageRemoved': { actions: 'removeImage' },
                'message.retried': [
                  { guard: { type: 'failedImage', params: ({ event }) => event }, target: 'sendingImage', actions: { type: 'retry', params: ({ event }) => event } },
                  { guard: { type: 'failedTextSocketGaveUp', params: ({ event }) => event }, target: 'sendingByRequest', actions: { type: 'retry', params: ({ event }) => event } },
                  { guard: { type: 'failedText', params: ({ event }) => event }, target: 'sendingOverSocket', actions: [{ type: 'retry', params: ({ event }) => event }, 'sendOverSocket'] },
                ],
              },
            },
            // Waiting for message_sent; no answer within 10 s, or the socket refusing it, sends it by request.
            sendingOverSocket: {
              after: { optimisticMatchWindow: 'sendingByRequest' },
              on: {
                // message_sent, or an echo standing for it: the frames region has put it in the list.
                'socket.received': { guard: { type: 'confirmsCurrent', params: ({ event }) => event }, target: 'idle' },
                'socket.refused': { guard: { type: 'refusesCurrent', params: ({ event }) => event }, target: 'sendingByRequest' },
                // The socket dropped just now: the offline queue replays it once open. (A drop after it was written,
                // socket.requeued, changes nothing here: without message_sent in 10 s it goes by request all the same.)
                'socket.queued': 'idle',
              },
            },
            sendingByRequest: {
              invoke: {
                src: 'sendText',
                input: ({ context }) => ({
                  uniquecode: context.uniquecode,
                  sender: context.username ?? '',
                  message: current(context)?.message ?? '',
                  tempId: current(context)?.temp_id ?? '',
                }),
                onDone: { target: 'idle', actions: { type: 'confirmByRequest', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: { type: 'failCurrent', params: ({ event }) => event } },
              },
            },
            sendingImage: {
              invoke: {
                src: 'sendImage',
                input: ({ context }) => {
                  const sending = current(context);
                  return {
                    uniquecode: context.uniquecode,
                    sender: context.username ?? '',
                    message: sending?.message ?? '',
                    tempId: sending?.temp_id ?? '',
                    file: sending?.file ?? new File([], ''),
                  };
                },
                onDone: { target: 'idle', actions: { type: 'confirmByRequest', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: { type: 'failCurrent', params: ({ event }) => event } },
              },
            },
          },
        },
        // A message the request path answered shows as sent for 2 s, then as the server's.
        settle: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'hasSettledPending', target: 'waiting' } },
            waiting: { after: { requestSendConfirm: { target: 'idle', actions: 'settleSent' } } },
          },
        },
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
