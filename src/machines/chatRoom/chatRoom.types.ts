import type { ChatMessagesAnswer, ChatRoom } from '../../contract/chats';
import type { PresenceStatus } from '../../contract/presence';
import type { ChatMessage, ClientSocketMessage } from '../../contract/socket';
import type { Clock } from '../shared/clock';
import type { ConnectionStatus, SocketEvent, SocketInput, SocketNotice } from '../socket/socket.types';

export type { ChatMessage, ChatMessagesAnswer, ChatRoom, ConnectionStatus, PresenceStatus };

export type ChatRoomInput = {
  uniquecode: string;
  /** The signed-in user's username; null means signed out (nothing can be sent). */
  username: string | null;
  /** The chat socket's input without what the room adds (its last seq, and itself as receiver). */
  socket: Omit<SocketInput, 'lastSeq' | 'receiver'>;
  /** What the sent times are read from: the device's clock unless a test gives its own. */
  clock?: Clock;
  /** Makes a new message's temp_id (newTempId in the browser); a test gives predictable ones. */
  newTempId?: () => string;
};

/**
 * A message shown before the server has it: `pending`, then `sent` once the request path answered; `failed` when
 * no path could confirm it: its text stays, and a retry sends it again under the same temp_id. `held`: the server
 * held it for review (the same text to many rooms at once); it stays until a moderator delivers it.
 */
export type PendingMessage = {
  temp_id: string;
  message: string;
  message_type: 'text' | 'image';
  /** The picture being sent (the view previews it). */
  file: File | null;
  status: 'pending' | 'sent' | 'failed' | 'held';
  /** When it was sent, on this device's clock (ms): an echo within 10 s may stand for it. */
  sentAt: number;
  created_at: string;
  /** What the request path answered, shown in its place once settled. */
  confirmed: ChatMessage | null;
};

export type ChatRoomContext = {
  uniquecode: string;
  username: string | null;
  socketInput: ChatRoomInput['socket'];
  clock: Clock;
  newTempId: () => string;
  room: ChatRoom | null;
  /** What the server holds, oldest first, each once. */
  messages: ChatMessage[];
  /** The server holds messages older than the oldest shown (the history is read back page by page). */
  hasOlder: boolean;
  pending: PendingMessage[];
  /** The temp_id of the send under way, if any. */
  sending: string | null;
  /** The picture chosen for the next message. */
  image: File | null;
  connection: ConnectionStatus;
  /** Messages after this seq may be missing (a gap in the seqs showed, or the socket was down): the catch-up fetches them. */
  missingAfter: number | null;
  /** Where the catch-up under way reads from. */
  catchingUpAfter: number | null;
  otherStatus: PresenceStatus;
  otherLastSeen: string | null;
};

export type ChatRoomEvent =
  /** Send pressed (or Enter): the composer's text, with the chosen image if any. */
  | { type: 'composer.submitted'; text: string }
  /** The user typed in the composer. */
  | { type: 'composer.typed' }
  | { type: 'composer.imageChosen'; file: File }
  | { type: 'composer.imageRemoved' }
  /** Retry on a message that was not sent: the same text (or picture) under the same temp_id. */
  | { type: 'message.retried'; temp_id: string }
  /** The list was scrolled to its top (or 'Load older messages' pressed): read the page before the oldest shown. */
  | { type: 'history.olderWanted' }
  /** The socket is open again after being down: fetch what came meanwhile. */
  | { type: 'chat.reconnected' }
  /** A message came with a seq past the next one: some did not arrive (a frame lost on the way). */
  | { type: 'chat.gapSeen' }
  /** The other user started or stopped typing (a typing frame, or their message arriving). */
  | { type: 'chat.otherTyping'; typing: boolean }
  | SocketNotice;

export type ChatRoomEmitted = { type: 'toast'; tone: 'error' | 'info' | 'success'; message: string };

/** What a frame from the chat socket does to the room (applyFrame): what it changes, raises, answers and toasts. */
export type FrameOutcome = {
  changes: Partial<ChatRoomContext>;
  raised: Array<Extract<ChatRoomEvent, { type: 'chat.gapSeen' | 'chat.otherTyping' }>>;
  /** Read receipts for the other user's messages, over the open socket. */
  replies: ClientSocketMessage[];
  toasts: ChatRoomEmitted[];
};

/** What an action or guard written beside its region reads (the machine's setup binds it to its name). */
export type ChatRoomArgs = { context: ChatRoomContext };

/** The part of `enqueueActions` that an action written beside its region uses. */
export type ChatRoomEnqueue = {
  assign: (update: Partial<ChatRoomContext>) => void;
  raise: (event: ChatRoomEvent) => void;
  emit: (event: ChatRoomEmitted) => void;
  sendTo: (to: 'socket', event: SocketEvent) => void;
};

export type ChatRoomEnqueueArgs = ChatRoomArgs & { enqueue: ChatRoomEnqueue };

export type SendTextInput = { uniquecode: string; sender: string; message: string; tempId: string };
export type SendImageInput = SendTextInput & { file: File };
export type CatchUpInput = { uniquecode: string; afterSeq: number };
export type OlderInput = { uniquecode: string; beforeSeq: number };
