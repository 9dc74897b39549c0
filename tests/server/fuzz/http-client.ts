import http, { type IncomingHttpHeaders } from 'node:http';

export type WireRequest = {
  method: string;
  /** Sent as written: dot segments, %00 and broken escapes reach the server unchanged. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
};

export type WireAnswer =
  | { kind: 'answer'; status: number; headers: IncomingHttpHeaders; body: Buffer; ms: number }
  /** `afterOnSameConnection`: the exchange before on the kept-alive connection that failed, as that one may be the cause. */
  | { kind: 'failed'; error: string; ms: number; afterOnSameConnection?: { request: WireRequest; status: number; connection: string } };

/** An answer slower than this is a failure; the request is abandoned well after, so a hang cannot stall the run. */
export const ANSWER_BUDGET_MS = 1000;
const ABANDON_MS = 10_000;

/**
 * A real HTTP/1.1 client over loopback (node:http, which does not normalise paths the way fetch's URL
 * parser does), keeping connections alive as a browser would, so a server that drops a kept-alive
 * connection without saying so shows up as a reset.
 */
export function wireClient(origin: { host: string; port: number }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const lastOnSocket = new WeakMap<object, { request: WireRequest; status: number; connection: string }>();

  function send(request: WireRequest): Promise<WireAnswer> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    return new Promise((resolve) => {
      const outgoing = http.request(
        {
          ...origin,
          agent,
          method: request.method,
          path: request.path,
          headers: { ...request.headers, ...(request.body ? { 'content-length': String(request.body.length) } : {}) },
        },
        (incoming) => {
          lastOnSocket.set(incoming.socket, { request, status: incoming.statusCode ?? 0, connection: incoming.headers.connection ?? '(no Connection header)' });
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({ kind: 'answer', status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks), ms: elapsed() }),
          );
          incoming.on('error', (error) => resolve({ kind: 'failed', error: `answer cut off: ${error.message}`, ms: elapsed() }));
        },
      );
      outgoing.setTimeout(ABANDON_MS, () => outgoing.destroy(new Error(`no answer in ${ABANDON_MS} ms`)));
      outgoing.on('error', (error) => {
        const last = outgoing.reusedSocket && outgoing.socket ? lastOnSocket.get(outgoing.socket) : undefined;
        const before = last?.request === request ? undefined : last;
        resolve({ kind: 'failed', error: error.message, ms: elapsed(), ...(before ? { afterOnSameConnection: before } : {}) });
      });
      outgoing.end(request.body);
    });
  }

  return { send, close: () => agent.destroy() };
}

export type WireClient = ReturnType<typeof wireClient>;
