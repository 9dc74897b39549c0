import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import type { ChatMessage, ChatMessagesAnswer, ClientSocketMessage, ServerSocketMessage } from '../../src/contract';
import { chatRoomMachine, selectTimeline, type ChatRoomEmitted, type ChatRoomInput, type ChatRoomSnapshot } from '../../src/machines/chatRoom';
import { socketMachine, type ConnectionStatus, type SocketEvent, type SocketInput } from '../../src/machines/socket';
import { ALICE, chatMessageOf, messagesAnswerOf, ROOM_CODE } from '../fixtures/chat';

/**
 * A chat socket in place of the real one: it records what the room sends
 * (`sent`) and lets a test play the server (`status`, `frame`) to the room.
 */
export function fakeChatSocket() {
  const sent: ClientSocketMessage[] = [];
  const inputs: SocketInput[] = [];
  let receiver: AnyActorRef | undefined;
  const logic = fromCallback<SocketEvent, SocketInput>(({ input, receive }) => {
    inputs.push(input);
    receiver = input.receiver;
    receive((event) => {
      if (event.type === 'user.send') sent.push(event.message);
    });
  });
  return {
    logic,
    sent,
    inputs,
    status(status: ConnectionStatus) {
      receiver?.send({ type: 'socket.statusChanged', channel: 'chat', status, error: null });
    },
    frame(message: ServerSocketMessage) {
      receiver?.send({ type: 'socket.received', channel: 'chat', message });
    },
  };
}

export const settle = async () => {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

type Answer<T> = T | Error | (() => Promise<T>);
const answer = async <T>(value: Answer<T> | undefined): Promise<T> => {
  if (value === undefined) throw new Error('no answer scripted');
  if (value instanceof Error) throw value;
  if (typeof value === 'function') return (value as () => Promise<T>)();
  return value;
};

export type ChatScript = {
  room?: Answer<ChatMessagesAnswer>;
  catchUp?: Answer<ChatMessagesAnswer>;
  /** The pages before the oldest message shown, one per call, in order. */
  older?: Array<ChatMessagesAnswer | Error>;
  sendText?: Answer<ChatMessage>;
  sendImage?: Answer<ChatMessage>;
};

export const chatInput = (overrides: Partial<ChatRoomInput> = {}): ChatRoomInput => ({
  uniquecode: ROOM_CODE,
  username: ALICE.username,
  socket: { target: { channel: 'chat', uniquecode: ROOM_CODE }, token: 'tok', seed: 1 },
  ...overrides,
});

/** A running chat room on a simulated clock, with scripted calls and the fake socket; in `parent`'s actor system when given (as the app runs it). */
export function startChatRoom(script: ChatScript = {}, input: ChatRoomInput = chatInput(), parent?: AnyActorRef) {
  const clock = new SimulatedClock();
  const socket = fakeChatSocket();
  const calls = { sendText: [] as unknown[], sendImage: [] as unknown[], catchUp: [] as unknown[], loadOlder: [] as unknown[], markRead: [] as unknown[] };
  let temp = 0;
  const newTempId = () => `tmp-${(temp += 1)}`;
  const machine = chatRoomMachine.provide({
    actors: {
      loadRoom: fromPromise(() => answer(script.room ?? messagesAnswerOf([]))),
      catchUp: fromPromise(async ({ input: asked }) => {
        calls.catchUp.push(asked);
        return answer(script.catchUp ?? messagesAnswerOf([]));
      }),
      loadOlder: fromPromise(async ({ input: asked }) => {
        calls.loadOlder.push(asked);
        return answer(script.older?.[calls.loadOlder.length - 1]);
      }),
      sendText: fromPromise(async ({ input: asked }) => {
        calls.sendText.push(asked);
        return answer(script.sendText);
      }),
      sendImage: fromPromise(async ({ input: asked }) => {
        calls.sendImage.push(asked);
        return answer(script.sendImage);
      }),
      markRead: fromPromise(async ({ input: asked }) => {
        calls.markRead.push(asked);
      }),
      socket: socket.logic as unknown as typeof socketMachine,
    },
  });
  const actor = createActor(machine, { clock, parent, input: { clock, newTempId, ...input } });
  const toasts: ChatRoomEmitted[] = [];
  actor.on('toast', (event) => toasts.push(event));
  actor.start();
  return { actor, clock, socket, calls, toasts, snapshot: () => actor.getSnapshot() };
}

/** The conversation as shown: each message's text, an optimistic one with its status. */
export const texts = (snapshot: ChatRoomSnapshot) =>
  selectTimeline(snapshot).map((entry) =>
    entry.kind === 'message' ? entry.message.message : `${entry.pending.message} (${entry.pending.status})`,
  );

/** A room loaded with messages 1 and 2 from Bola. */
export async function loaded(script: ChatScript = {}, input = chatInput(), parent?: AnyActorRef) {
  const room = startChatRoom({ room: messagesAnswerOf([chatMessageOf(1), chatMessageOf(2)]), ...script }, input, parent);
  await settle();
  return room;
}
