import { MESSAGES } from '../../contract/constants';
import type { HeldMessageAnswer } from '../../contract/chats';
import type { ChatMessage, ServerSocketMessage } from '../../contract/socket';
import type { QueuedChatMessage } from '../socket/socket.types';
import type { ChatRoomRegion } from './chatRoom.machine';
import { heldIn, imageProblem, matchingPending, ownIdOf, sendFailureText, withMessages } from './chatRoom.rules';
import type { ChatRoomArgs, ChatRoomContext, ChatRoomEnqueueArgs, PendingMessage } from './chatRoom.types';

/*
 * Sending: an optimistic message at once, then over the socket or by request (images always by request), one at
 * a time; a failed one stays with Retry; one the request path answered settles 2 s later. Two regions of the
 * loaded room, the composer and the settling; the machine's setup binds the guards and actions below to their names.
 */

type TempId = { temp_id: string };

// A (re)connecting socket queues text; only one that gave up leaves it to the request path.
export const socketTakes = (context: ChatRoomContext): boolean => context.connection !== 'error' && context.connection !== 'unauthenticated';
/** The message whose send is under way (one at a time). */
const current = (context: ChatRoomContext): PendingMessage | undefined => context.pending.find((item) => item.temp_id === context.sending);
/** A message that was not sent, by its temp_id. */
const failed = (context: ChatRoomContext, tempId: string): PendingMessage | undefined =>
  context.pending.find((item) => item.temp_id === tempId && item.status === 'failed');

/** A message shown on its way from `now`: a picture when it has a file, else text. */
const onItsWay = (temp_id: string, message: string, file: File | null, now: number): PendingMessage => ({
  temp_id,
  message,
  message_type: file ? 'image' : 'text',
  file,
  status: 'pending',
  sentAt: now,
  created_at: new Date(now).toISOString(),
  confirmed: null,
});

/** A message typed before a reload and still in the socket's offline queue: shown on its way, as it was. */
export const waitingInQueue = (queued: QueuedChatMessage, now: number): PendingMessage => onItsWay(queued.temp_id, queued.message, null, now);

/** The send under way is answered: its message_sent (or message_held), or its own echo carrying its temp_id. */
export function confirmsCurrent(context: ChatRoomContext, frame: ServerSocketMessage): boolean {
  const sending = current(context);
  if (!sending) return false;
  if (frame.type === 'message_sent' || frame.type === 'message_held') return frame.temp_id === sending.temp_id;
  const own = context.room ? ownIdOf(context.room) : null;
  return frame.type === 'chat' && frame.message.sender === own && matchingPending([sending], frame.message) !== undefined;
}

/** The socket refused the send under way: it goes by request. */
export const refusesCurrent = (context: ChatRoomContext, message: { type: string; temp_id?: string }): boolean =>
  message.type === 'message' && message.temp_id === current(context)?.temp_id;

/** Whether a message that was not sent is a text or a picture (undefined: no such failed message). */
export const failedKind = (context: ChatRoomContext, tempId: string): PendingMessage['message_type'] | undefined =>
  failed(context, tempId)?.message_type;

export function addPending({ context }: ChatRoomArgs, params: { text: string }): Partial<ChatRoomContext> {
  const item = onItsWay(context.newTempId(), params.text.trim(), context.image, context.clock.now());
  return { pending: [...context.pending, item], image: null, sending: item.temp_id };
}

export function sendOverSocket({ context, enqueue }: ChatRoomEnqueueArgs): void {
  const sending = current(context);
  if (!sending || !context.username) return;
  enqueue.sendTo('socket', {
    type: 'user.send',
    message: { type: 'message', message: sending.message, temp_id: sending.temp_id, uniquecode: context.uniquecode, sender: context.username },
  });
}

/** The request path's answer: the server held the message for review instead of delivering it. */
export const isHeldAnswer = (answer: ChatMessage | HeldMessageAnswer): answer is HeldMessageAnswer => 'held' in answer;

type RequestAnswer = ChatMessage | HeldMessageAnswer;

export function holdCurrent({ context, enqueue }: ChatRoomEnqueueArgs, answer: RequestAnswer): void {
  if (context.sending) enqueue.assign({ pending: heldIn(context.pending, context.sending) });
  enqueue.emit({ type: 'toast', tone: 'info', message: isHeldAnswer(answer) ? answer.detail : MESSAGES.messageHeldForReview });
}

export function confirmByRequest({ context }: ChatRoomArgs, message: RequestAnswer): Partial<ChatRoomContext> {
  if (isHeldAnswer(message)) return {};
  const sending = current(context);
  return {
    pending: context.pending.map((item) => (item === sending ? { ...item, status: 'sent' as const, confirmed: message } : item)),
  };
}

export const settleSent = ({ context }: ChatRoomArgs): Partial<ChatRoomContext> => ({
  messages: withMessages(
    context.messages,
    context.pending.flatMap((item) => (item.status === 'sent' && item.confirmed ? [item.confirmed] : [])),
  ),
  pending: context.pending.filter((item) => item.status !== 'sent'),
});

export function failCurrent({ context, enqueue }: ChatRoomEnqueueArgs, params: { error: unknown }): void {
  const sending = current(context);
  if (!sending) return;
  enqueue.assign({ pending: context.pending.map((item) => (item === sending ? { ...item, status: 'failed' as const } : item)) });
  enqueue.emit({ type: 'toast', tone: 'error', message: sendFailureText(params.error, sending.message_type) });
}

export const retry = ({ context }: ChatRoomArgs, params: TempId): Partial<ChatRoomContext> => ({
  pending: context.pending.map((item) => (item.temp_id === params.temp_id ? { ...item, status: 'pending' as const, sentAt: context.clock.now() } : item)),
  sending: params.temp_id,
});

export const refuseImage = ({ enqueue }: ChatRoomEnqueueArgs, params: { file: File }): void =>
  enqueue.emit({ type: 'toast', tone: 'error', message: imageProblem(params.file) ?? MESSAGES.notAnImage });

export const composerRegion = {
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
        onDone: [
          // Held for review (202): shown as held, not sent, until a moderator delivers it.
          { guard: { type: 'heldByServer', params: ({ event }) => event.output }, target: 'idle', actions: { type: 'holdCurrent', params: ({ event }) => event.output } },
          { target: 'idle', actions: { type: 'confirmByRequest', params: ({ event }) => event.output } },
        ],
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
} satisfies ChatRoomRegion;

// A message the request path answered shows as sent for 2 s, then as the server's.
export const settleRegion = {
  initial: 'idle',
  states: {
    idle: { always: { guard: 'hasSettledPending', target: 'waiting' } },
    waiting: { after: { requestSendConfirm: { target: 'idle', actions: 'settleSent' } } },
  },
} satisfies ChatRoomRegion;
