import WebSocket from 'ws';

export type Closed = { code: number; reason: string };

/** A socket that keeps whatever the server sends, as text, without judging it: the fuzz test does. */
export type FuzzSocket = {
  frames: string[];
  /** Resolves when the upgrade is answered: the socket is open, or was refused with an HTTP status. */
  opened: Promise<{ open: true } | { open: false; status: number }>;
  closed: Promise<Closed>;
  isOpen(): boolean;
  send(data: string | Buffer, binary: boolean): void;
  /** Waits for a frame (from index `from` on) that passes `match`; undefined after `ms`, or when the socket closes. */
  /** The `nth` frame from `from` on that matches, once it has come. */
  next(match: (frame: string) => boolean, from: number, ms: number, nth?: number): Promise<string | undefined>;
  close(): Promise<Closed>;
};

export function openFuzzSocket(url: string): FuzzSocket {
  const socket = new WebSocket(url);
  const frames: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  socket.on('message', (data: Buffer) => {
    frames.push(data.toString('utf8'));
    wake();
  });
  socket.on('error', () => {});
  const closed = new Promise<Closed>((resolve) =>
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      wake();
    }),
  );
  const opened = new Promise<{ open: true } | { open: false; status: number }>((resolve) => {
    socket.on('open', () => resolve({ open: true }));
    socket.on('unexpected-response', (_request, response) => {
      resolve({ open: false, status: response.statusCode ?? 0 });
      response.resume();
      socket.terminate();
    });
    socket.on('close', () => resolve({ open: false, status: 0 }));
  });

  function next(match: (frame: string) => boolean, from: number, ms: number, nth = 1): Promise<string | undefined> {
    return new Promise((resolve) => {
      const check = () => {
        const found = frames.slice(from).filter(match)[nth - 1];
        if (found !== undefined || socket.readyState === WebSocket.CLOSED) finish(found);
      };
      const timer = setTimeout(() => finish(undefined), ms);
      function finish(found: string | undefined) {
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      }
      waiters.add(check);
      check();
    });
  }

  return {
    frames,
    opened,
    closed,
    isOpen: () => socket.readyState === WebSocket.OPEN,
    send: (data, binary) => socket.send(data, { binary }),
    next,
    async close() {
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close(1000);
      return closed;
    },
  };
}
