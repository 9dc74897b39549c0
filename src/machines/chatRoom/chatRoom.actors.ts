import { fromPromise } from 'xstate';
import type { ChatMessagesAnswer, HeldMessageAnswer } from '../../contract/chats';
import type { ChatMessage } from '../../contract/socket';
import { readSession } from '../../services/cookies';
import { fetchChatMessages, markChatRead, sendImageMessage, sendTextMessage } from '../../services/chats';
import { readSocketInput } from '../socket/socket.actors';
import { socketMachine } from '../socket/socket.machine';
import type { CatchUpInput, ChatRoomInput, OlderInput, SendImageInput, SendTextInput } from './chatRoom.types';

/** GET /v2/chats/{uniquecode}/messages/: the room and its newest messages. */
export const loadRoom = fromPromise<ChatMessagesAnswer, { uniquecode: string }>(({ input, signal }) =>
  fetchChatMessages(input.uniquecode, { page: 1 }, signal),
);

/** What came after the last seq shown (after a reconnect). */
export const catchUp = fromPromise<ChatMessagesAnswer, CatchUpInput>(({ input, signal }) =>
  fetchChatMessages(input.uniquecode, { after_seq: input.afterSeq }, signal),
);

/** The page of messages before the oldest one shown (scrolling back). */
export const loadOlder = fromPromise<ChatMessagesAnswer, OlderInput>(({ input, signal }) =>
  fetchChatMessages(input.uniquecode, { before_seq: input.beforeSeq }, signal),
);

export const sendText = fromPromise<ChatMessage | HeldMessageAnswer, SendTextInput>(({ input, signal }) => sendTextMessage(input, signal));
export const sendImage = fromPromise<ChatMessage, SendImageInput>(({ input, signal }) => sendImageMessage(input, signal));

/** POST mark-read; a failure changes nothing shown (the next visit marks again). */
export const markRead = fromPromise<void, { uniquecode: string }>(async ({ input, signal }) => {
  try {
    await markChatRead(input.uniquecode, signal);
  } catch {
    // Only the badge would be stale.
  }
});

export const chatRoomActors = { loadRoom, catchUp, loadOlder, sendText, sendImage, markRead, socket: socketMachine };

let sent = 0;
/** A new message's temp_id in the browser: unique across reloads and tabs, as the server stores a repeated one once. */
export const newTempId = (): string => `tmp-${Date.now().toString(36)}-${(sent += 1)}-${Math.random().toString(36).slice(2, 8)}`;

/** The room's input in the browser: the stored session's socket input (token, the offline queue kept here, a jitter seed). */
export function readChatRoomInput(uniquecode: string): ChatRoomInput {
  const session = readSession();
  const { lastSeq: _lastSeq, receiver: _receiver, ...socket } = readSocketInput({ channel: 'chat', uniquecode }, session);
  return { uniquecode, username: session?.username ?? null, socket };
}
