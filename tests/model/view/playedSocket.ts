import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { liveSockets } from '../../setup/msw';
import { flush } from '../settle';

type OpenSocket = { send: (data: string) => void; close: (code: number) => void };

/**
 * A socket of the app played by the walk instead of the fresh server (which says connection_established by
 * itself): msw's fake WebSocket for the addresses `url` matches. It answers pings; the walk sends frames when the
 * path says and drops the connection (4000) where the path says the socket went down. Give `handler` to msw's
 * `server.resetHandlers` beside the HTTP handlers.
 */
export function playedSocket(url: RegExp) {
  let open: OpenSocket | undefined;
  const handler = liveSockets.addEventListener('connection', ({ client }) => {
    if (!url.test(client.url.toString())) return;
    const entry: OpenSocket = { send: (data) => client.send(data), close: (code) => client.close(code) };
    open = entry;
    client.addEventListener('message', (event) => {
      if (typeof event.data === 'string' && (JSON.parse(event.data) as { type?: string }).type === 'ping') client.send(JSON.stringify({ type: 'pong', timestamp: new Date().toISOString() }));
    });
    client.addEventListener('close', () => {
      if (open === entry) open = undefined;
    });
  });

  /** The socket back from a drop: the clock runs its backoff out, a second at a time. */
  async function opened(): Promise<OpenSocket> {
    for (let second = 0; !open && second < 30; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      await flush();
    }
    if (!open) throw new Error(`the socket at ${String(url)} did not come back`);
    return open;
  }

  return {
    handler,
    /** Sends a frame once the socket is open (after the backoff of a drop). */
    async send(frame: unknown): Promise<void> {
      const socket = await opened();
      await act(() => socket.send(JSON.stringify(frame)));
    },
    /** The server drops the connection; the app's socket tries again on its backoff. */
    async drop(): Promise<void> {
      await act(() => open?.close(4000));
    },
    reset(): void {
      open = undefined;
    },
  };
}
