import { SOCKET_ROOT } from '../contract/addresses';
import { socketPath, type SocketTarget } from '../contract/socketAddresses';
import type { ClientSocketMessage } from '../contract/socket';

/**
 * The WebSocket transport: builds a socket's URL from the page's location and
 * wraps one browser WebSocket in three callbacks. It decides nothing: timeouts,
 * reconnects, close codes and queues belong to the socket machine.
 */

type PageLocation = Pick<Location, 'protocol' | 'host'>;

/** ws(s)://{host}/ws{path}?token={token}, on the page's own host (wss on an https page). */
export function socketUrl(target: SocketTarget, token: string, page: PageLocation = location): string {
  const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${page.host}${SOCKET_ROOT}${socketPath(target)}?token=${encodeURIComponent(token)}`;
}

export type SocketListeners = {
  opened: () => void;
  /** A frame's JSON, or undefined when it was not JSON text (the machine ignores what it cannot parse). */
  received: (data: unknown) => void;
  /** The close code; a socket that never opened closes with 1006 in browsers. */
  closed: (code: number) => void;
};

export type SocketConnection = {
  /** Sends one message as JSON; false when the socket is not open (nothing is sent). */
  send: (message: ClientSocketMessage) => boolean;
  /** Closes without reporting the close back: whoever closes already knows. */
  close: (code?: number) => void;
};

export type SocketFactory = (url: string) => WebSocket;

const OPEN = 1;

function jsonOf(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** Opens a socket to `url` and reports what happens to it. */
export function openSocket(url: string, listeners: SocketListeners, create: SocketFactory = (address) => new WebSocket(address)): SocketConnection {
  const socket = create(url);
  const onOpen = () => listeners.opened();
  const onMessage = (event: MessageEvent) => listeners.received(jsonOf(event.data));
  const onClose = (event: CloseEvent) => listeners.closed(event.code);
  socket.addEventListener('open', onOpen);
  socket.addEventListener('message', onMessage);
  socket.addEventListener('close', onClose);
  return {
    send(message) {
      if (socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close(code) {
      socket.removeEventListener('open', onOpen);
      socket.removeEventListener('message', onMessage);
      socket.removeEventListener('close', onClose);
      try {
        socket.close(code);
      } catch {
        // An invalid or already-closing state: the socket is going either way.
      }
    },
  };
}
