import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';

const WORKER_PATH = '/sw.js';

/**
 * An HTTP proxy in front of the app server that can play a new release: once `release()` is called, the
 * service worker script it serves differs by a line, as after a deploy, so the browser finds a new version
 * of the worker (Playwright's routes do not see the browser's own fetch of a worker script). Everything
 * else, sockets included, passes unchanged.
 */
export class ReleaseProxy {
  private releases = 0;
  private readonly sockets = new Set<Socket>();
  private address = '';

  private constructor(
    private readonly server: Server,
    private readonly target: URL,
  ) {}

  /** Where the browser goes instead of the server: http://127.0.0.1:{port}. */
  get url(): string {
    return this.address;
  }

  static async start(target: string): Promise<ReleaseProxy> {
    const server = createServer();
    const proxy = new ReleaseProxy(server, new URL(target));
    server.on('request', (incoming, outgoing) => proxy.forward(incoming, outgoing));
    server.on('upgrade', (incoming: IncomingMessage, socket: Socket, head: Buffer) => proxy.tunnel(incoming, socket, head));
    server.on('connection', (socket) => {
      proxy.sockets.add(socket);
      socket.on('close', () => proxy.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('the proxy has no port');
    proxy.address = `http://127.0.0.1:${address.port}`;
    return proxy;
  }

  /** From now on the worker script is the next release's. */
  release(): void {
    this.releases += 1;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private forward(incoming: IncomingMessage, outgoing: ServerResponse): void {
    const isWorker = new URL(incoming.url ?? '/', this.target).pathname === WORKER_PATH && this.releases > 0;
    const headers = { ...incoming.headers, host: this.target.host };
    // The script is rewritten as text: asked for whole (not 304 Not Modified) and uncompressed.
    if (isWorker) for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since'] as const) delete headers[name];
    const upstream = request(
      { host: this.target.hostname, port: this.target.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        if (!isWorker) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(`${Buffer.concat(chunks).toString('utf8')}\n// release ${this.releases}\n`);
          const { etag: _etag, 'last-modified': _lastModified, ...kept } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, { ...kept, 'content-length': String(body.length) });
          outgoing.end(body);
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  }

  /** A socket upgrade goes through as raw bytes both ways. */
  private tunnel(incoming: IncomingMessage, socket: Socket, head: Buffer): void {
    const upstream = connect(Number(this.target.port), this.target.hostname, () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/${incoming.httpVersion}`];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) lines.push(`${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    for (const end of [socket, upstream]) {
      this.sockets.add(end);
      end.on('error', () => undefined);
      end.on('close', () => {
        this.sockets.delete(end);
        socket.destroy();
        upstream.destroy();
      });
    }
  }
}
