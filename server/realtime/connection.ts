import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE_CODES, fillTemplate, MESSAGES, waitWords, type ClientSocketMessage, type ServerSocketMessage } from '../../src/contract';
import type { Clock } from '../clock';
import { isStorageFull } from '../db/errors';
import { HttpError } from '../http/http-error';
import type { RateLimit } from '../http/rate-limits';
import { frameWindow } from './frame-limit';
import { parseFrame, textOf } from './frame-parser';
import type { Hub, HubChannel, HubListener } from './hub';
import type { SocketUser } from './socket-access';
import type { FrameDirection } from '../metrics/metrics';

/** A socket whose unsent frames pass this is not reading: it is dropped and will resume on reconnect. */
const SLOW_READER_BUFFERED_BYTES = 4 * 1024 * 1024;
/** A long send (a resume) waits between batches until the unsent frames are below this. */
const DRAINED_BUFFERED_BYTES = 256 * 1024;
const DRAIN_POLL_MS = 10;
/** A long send that has not moved for this long waits on a reader that does not read: the socket is dropped. */
export const STALLED_READER_MS = 10_000;
const OPEN = 1;

/** A frame the hub hands to every listener is the same object: each is written as JSON once. */
const serialized = new WeakMap<ServerSocketMessage, string>();

function jsonOf(frame: ServerSocketMessage): string {
  let json = serialized.get(frame);
  if (json === undefined) {
    json = JSON.stringify(frame);
    serialized.set(frame, json);
  }
  return json;
}

/** `log`'s lines carry the connection's id and the frame's. */
export type FrameHandler = (frame: ClientSocketMessage, log: FastifyBaseLogger) => Promise<void> | void;

export type ConnectionOptions = {
  user: SocketUser;
  hub: Hub;
  clock: Clock;
  /** The connection's logger: its lines carry the connection's id. */
  log: FastifyBaseLogger;
  frameLimit: RateLimit;
  /** Chat sockets also hear the heartbeat frame every sweep (document 1: every 30 s). */
  heartbeat: boolean;
  /** Hears each frame received (its type, or `refused`) and sent: the metrics' message rates. */
  counted: (direction: FrameDirection, type: string) => void;
};

export type Connection = ReturnType<typeof openConnection>;

/**
 * One accepted socket: frames out as JSON, frames in checked against the contract and handled one at
 * a time in arrival order (those that come before `start` wait), a frame budget per window, hub
 * subscriptions and clean-ups that end with the socket, and the liveness sweep.
 */
export function openConnection(socket: WebSocket, options: ConnectionOptions) {
  const { user, hub, log, counted } = options;
  const budget = frameWindow(options.frameLimit);
  const cleanups: (() => Promise<void> | void)[] = [];
  let release: (handler: FrameHandler) => void = () => {};
  const handlerReady = new Promise<FrameHandler>((resolve) => (release = resolve));
  let pending: Promise<void> = Promise.resolve();
  let alive = true;
  let closed = false;
  // Numbers the frames received, so each one's lines can be told apart within the connection.
  let framesReceived = 0;

  function send(frame: ServerSocketMessage): void {
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > SLOW_READER_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(jsonOf(frame));
    counted('sent', frame.type);
  }

  const fail = (message: string) => send({ type: 'error', message });

  async function handle(frame: ClientSocketMessage, frameLog: FastifyBaseLogger): Promise<void> {
    const handler = await handlerReady;
    if (closed) return;
    try {
      await handler(frame, frameLog);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return fail(error.message);
      frameLog.error({ err: error }, 'socket frame failed');
      fail(isStorageFull(error) ? MESSAGES.cannotSaveNow : MESSAGES.serverError);
    }
  }

  socket.on('message', (data, isBinary) => {
    alive = true;
    framesReceived += 1;
    const frameLog = log.child({ frame_id: framesReceived });
    const allowance = budget.take();
    if (!allowance.allowed) {
      frameLog.debug('socket frame over the limit');
      fail(fillTemplate(MESSAGES.tooManyRequests, { wait: waitWords(allowance.retryAfterMs / 1000) }));
      return;
    }
    const parsed = parseFrame(textOf(data, isBinary));
    counted('received', 'refusal' in parsed ? 'refused' : parsed.frame.type);
    if ('refusal' in parsed) {
      frameLog.debug({ refusal: parsed.refusal }, 'socket frame refused');
      return fail(parsed.refusal);
    }
    frameLog.debug({ frame: parsed.frame.type }, 'socket frame');
    pending = pending.then(() => handle(parsed.frame, frameLog));
  });
  socket.on('pong', () => {
    alive = true;
  });
  socket.on('close', () => {
    closed = true;
    // Frames still waiting for a socket that never opened (its opening failed) are dropped with it, not kept forever.
    release(() => undefined);
    for (const cleanup of cleanups.reverse()) {
      Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => log.warn({ err: error }, 'socket clean-up failed'));
    }
  });

  function onClose(cleanup: () => Promise<void> | void): void {
    if (closed) void Promise.resolve().then(cleanup);
    else cleanups.push(cleanup);
  }

  return {
    user,
    get closed() {
      return closed;
    },
    send,
    fail,
    /** Handles the frames from now on (and those that already arrived). */
    start(handler: FrameHandler): void {
      release(handler);
    },
    /** Resolves once every frame received so far, and any received meanwhile, has been handled (or skipped, once closed). */
    async handled(): Promise<void> {
      let awaited: Promise<void> | undefined;
      while (awaited !== pending) {
        awaited = pending;
        await awaited;
      }
    },
    /** Runs when the socket closes, latest first. */
    onClose,
    /**
     * Hears the channel for as long as the socket lives. Frames of it that were lost (Redis was away) close the
     * socket with 1012: its client comes back and resumes from what is stored.
     */
    async listen(channel: HubChannel, listener: HubListener): Promise<void> {
      const unsubscribe = await hub.subscribe(channel, listener, () => socket.close(CLOSE_CODES.serviceRestart, ''));
      onClose(unsubscribe);
    },
    /**
     * Resolves once the socket has sent most of what it was given, or is closed. A socket whose unsent frames do not
     * shrink for a while is dropped (what waits for it, live frames behind a resume, would only pile up); it resumes
     * on reconnect. A slow reader still reads, so it is waited for.
     */
    async drained(): Promise<void> {
      let unsent = socket.bufferedAmount;
      let movedAt = performance.now();
      while (socket.readyState === OPEN && socket.bufferedAmount > DRAINED_BUFFERED_BYTES) {
        if (socket.bufferedAmount < unsent) [unsent, movedAt] = [socket.bufferedAmount, performance.now()];
        else if (performance.now() - movedAt > STALLED_READER_MS) return socket.terminate();
        await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
      }
    },
    close(code: number, reason: string): void {
      socket.close(code, reason);
    },
    /** Called every heartbeat: a socket that did not answer the last ping is gone. */
    sweep(): void {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
      if (options.heartbeat) send({ type: 'heartbeat', timestamp: options.clock.now().toISOString() });
    },
  };
}
