import type { ActorRef, Snapshot } from 'xstate';
import type { SocketChannel, SocketTarget } from '../../contract/socketAddresses';
import type { CONNECTION_STATUSES } from '../../contract/connection';
import type { ClientSocketMessage, ServerSocketMessage } from '../../contract/socket';
import type { QueuedChatMessage } from '../../services/offlineQueue';

export type { QueuedChatMessage, SocketChannel, SocketTarget };

/** The client-side connection status of document 1 section 3. */
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** Why a message was not sent nor queued. */
export type RefusalReason =
  /** It fails the contract's client-message schema (an empty text, say). */
  | 'invalid'
  /** Not open, and not a chat message (only those wait in the queue). */
  | 'offline'
  /** 50 chat messages already wait: the newest is refused, the older ones keep their order. */
  | 'queueFull'
  /** No token: 'You must be logged in to send messages'. */
  | 'signedOut'
  /** The server closed with 4001. */
  | 'authFailed'
  /** The server closed with 4003. */
  | 'forbidden';

/** What the socket tells its receiver (and emits): the owner of the socket reacts to these. */
export type SocketNotice =
  | { type: 'socket.statusChanged'; channel: SocketChannel; status: ConnectionStatus; error: string | null }
  | { type: 'socket.received'; channel: SocketChannel; message: ServerSocketMessage }
  | { type: 'socket.sent'; channel: SocketChannel; message: ClientSocketMessage }
  | { type: 'socket.queued'; channel: SocketChannel; message: QueuedChatMessage; queued: number }
  /**
   * The connection dropped before the server confirmed these chat messages (message_sent with their temp_id):
   * they are back at the head of the offline queue, oldest first, and go again once open (the server answers a
   * repeated temp_id with the message it stored, so none is delivered twice). Their text is not lost.
   */
  | { type: 'socket.requeued'; channel: SocketChannel; messages: QueuedChatMessage[]; queued: number }
  | { type: 'socket.refused'; channel: SocketChannel; message: ClientSocketMessage; reason: RefusalReason; notice: string | null };

/** An actor that takes the socket's notices: the chat room or notifications machine that owns the socket. */
export type SocketReceiver = ActorRef<Snapshot<unknown>, SocketNotice>;

export type SocketInput = {
  target: SocketTarget;
  /** The session token; without one the socket never connects (a chat says it is missing). */
  token: string | null | undefined;
  /** Where unsent chat messages are kept across a reload (offlineQueueKey(username, uniquecode)); none: memory only. */
  queueKey?: string;
  /** The chat messages stored under queueKey when the page loaded: replayed once open. */
  queued?: readonly QueuedChatMessage[];
  /** The last room sequence number the screen has seen (its loaded history): sent as `resume` once open. */
  lastSeq?: number | null;
  /**
   * Seeds the reconnect jitter (required: clients cut off together must not come back together).
   * readSocketInput draws one; tests pass their own; a recorded trace holds it, so its replay waits as long.
   */
  seed: number;
  receiver?: SocketReceiver;
};

export type SocketContext = {
  target: SocketTarget;
  token: string | null;
  queueKey: string | null;
  /** Chat messages waiting for an open socket, oldest first; with `unconfirmed`, at most LIMITS.offlineQueuePerChat. */
  queue: QueuedChatMessage[];
  /** Chat messages written to the open socket that the server has not confirmed yet, oldest first (all older than `queue`). */
  unconfirmed: QueuedChatMessage[];
  /** The highest room sequence number seen, for `resume` after a reconnect. */
  lastSeq: number | null;
  /** Reconnect attempts made since the socket last stayed open DURATIONS.connectionStable. */
  attempt: number;
  /** The jitter generator's state. */
  seed: number;
  /** The wait before the pending reconnect attempt. */
  retryDelay: number;
  /** What went wrong, in the spec's words (4001, 4003, no token, gave up on a chat), else null. */
  error: string | null;
  /** The last close code the server sent. */
  closeCode: number | null;
  receiver: SocketReceiver | null;
};

export type SocketEvent =
  /** The transport: the socket opened. */
  | { type: 'socket.opened' }
  /** The transport: the socket closed (503 stands for a refused upgrade). */
  | { type: 'socket.closed'; code: number }
  /** The transport: a frame arrived, as JSON (invalid frames are ignored). */
  | { type: 'socket.message'; data: unknown }
  /** The owner sends a message: at once when open, queued when it is a chat message, refused otherwise. */
  | { type: 'user.send'; message: ClientSocketMessage }
  /** Mouse, key, scroll, touch or click (throttled by the watcher). */
  | { type: 'user.activity' }
  | { type: 'app.visibilityChanged'; visible: boolean }
  /** The browser's `online` event: the network is back. */
  | { type: 'app.online' }
  /** Try now: the Retry button, or the owner after a normal close. */
  | { type: 'user.reconnect' }
  /** The owner is done with the socket (leaving the screen, or the page). */
  | { type: 'user.close' }
  /** Presence saw 10 minutes without activity: close as inactive. */
  | { type: 'presence.idle' };

/** What the transport actor reports. */
export type ConnectionReport = Extract<SocketEvent, { type: 'socket.opened' | 'socket.closed' | 'socket.message' }>;

/** What the machine asks the transport actor to do. */
export type ConnectionCommand = { type: 'connection.send'; message: ClientSocketMessage };

export type ConnectionInput = { target: SocketTarget; token: string };

/** What an action or guard written beside its region reads (the machine's setup binds it to its name). */
export type SocketArgs = { context: SocketContext };

/** The part of `enqueueActions` that an action written beside its region uses. */
export type SocketEnqueue = {
  assign: (update: Partial<SocketContext>) => void;
  emit: (notice: SocketNotice) => void;
  sendTo: ((receiver: SocketReceiver, notice: SocketNotice) => void) & ((to: 'connection', command: ConnectionCommand) => void);
};

export type SocketEnqueueArgs = SocketArgs & { enqueue: SocketEnqueue };
