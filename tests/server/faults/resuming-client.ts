import WebSocket from 'ws';
import { CLOSE_CODES, serverSocketMessageSchema, type ChatMessage, type ServerSocketMessage } from '../../../src/contract';

/** How long a dropped client waits before it tries again (the app backs off from 1 s; tests need not wait). */
const RECONNECT_MS = 100;
const POLL_MS = 10;

/** Closes after which the app's socket machine does not reconnect. */
const FINAL_CLOSES: ReadonlySet<number> = new Set([CLOSE_CODES.normal, CLOSE_CODES.goingAway, CLOSE_CODES.authenticationFailed, CLOSE_CODES.forbidden]);

type Outgoing = { type: 'message'; message: string; temp_id: string; uniquecode: string; sender: string };

/**
 * A chat client that keeps what the app keeps (its socket machine and its room machine together), reduced to
 * delivery: each message goes with a temp_id and stays unconfirmed until its message_sent (or the room's copy of
 * it) comes back; the room shows each message once, by id, in seq order. Any close but 1000, 1001, 4001 and 4003
 * reconnects to the same address (again and again while the server is away); once open (before the server's
 * connection_established, as the app's socket machine) it sends `resume` after the last seq up to which it has every
 * message (the app fetches a gap it notices), then its unconfirmed messages again under their temp_ids, in the order
 * they were first sent, ahead of any sent later.
 */
export function resumingChatClient(url: string, user: { username: string }, uniquecode: string) {
  const unconfirmed = new Map<string, Outgoing>();
  const confirmed = new Map<string, ChatMessage>();
  /** What the room shows: each message once, by id. */
  const shown = new Map<number, ChatMessage>();
  const closes: number[] = [];
  const seqs = new Set<number>();
  /** Every message up to this seq has been seen (the room starts empty). */
  let wholeUpTo = 0;
  let sent = 0;
  let opened = 0;
  let chatFrames = 0;
  /** The partners' presence as the server told it, in order: 'alice online', 'alice offline'. */
  const presence: string[] = [];
  let socket: WebSocket | undefined;
  let stopped = false;

  const seen = (message: ChatMessage) => {
    seqs.add(message.seq);
    while (seqs.has(wholeUpTo + 1)) wholeUpTo += 1;
    shown.set(message.id, message);
  };
  const confirm = (message: ChatMessage) => {
    if (message.temp_id === null || !unconfirmed.delete(message.temp_id)) return;
    confirmed.set(message.temp_id, message);
  };
  const write = (frame: unknown) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  };

  function hear(frame: ServerSocketMessage): void {
    switch (frame.type) {
      case 'connection_established':
        opened += 1;
        return;
      case 'message_sent':
        seen(frame.message);
        confirm(frame.message);
        return;
      case 'chat':
        chatFrames += 1;
        seen(frame.message);
        if (frame.message.sender_username === user.username) confirm(frame.message);
        return;
      case 'user_online':
      case 'user_offline':
        presence.push(`${frame.username} ${frame.type === 'user_online' ? 'online' : 'offline'}`);
        return;
      default:
        return;
    }
  }

  function open(): void {
    const next = new WebSocket(url);
    socket = next;
    // As the app's socket machine does on open: what this connection is sent after these goes after them.
    next.on('open', () => {
      write({ type: 'resume', after_seq: wholeUpTo });
      for (const message of unconfirmed.values()) write(message);
    });
    next.on('message', (data) => {
      const parsed = serverSocketMessageSchema.safeParse(JSON.parse(String(data)));
      if (parsed.success) hear(parsed.data);
    });
    next.on('error', () => {});
    next.on('close', (code) => {
      closes.push(code);
      if (!stopped && !FINAL_CLOSES.has(code)) setTimeout(() => !stopped && open(), RECONNECT_MS);
    });
  }
  open();

  return {
    confirmed,
    closes,
    presence,
    /** How many chat frames came, over every connection (a message heard twice counts twice). */
    get chatFrames() {
      return chatFrames;
    },
    /** How many times the server said connection_established. */
    get opened() {
      return opened;
    },
    /** Sends now if open, else with the next connection; answers the temp_id. */
    send(text: string): string {
      sent += 1;
      const message: Outgoing = { type: 'message', message: text, temp_id: `${user.username}-${sent}`, uniquecode, sender: user.username };
      unconfirmed.set(message.temp_id, message);
      write(message);
      return message.temp_id;
    },
    /** The texts of the user's messages the room shows, in seq order. */
    shownFrom(username: string): string[] {
      return [...shown.values()]
        .filter((message) => message.sender_username === username)
        .sort((a, b) => a.seq - b.seq)
        .map((message) => message.message);
    },
    close(): void {
      stopped = true;
      socket?.close(CLOSE_CODES.normal);
    },
  };
}

/** Resolves once `ready` holds, polling; fails after `timeoutMs` saying what it waited for. */
export async function waitFor(ready: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export type ResumingChatClient = ReturnType<typeof resumingChatClient>;
