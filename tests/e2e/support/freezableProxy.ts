import { createServer, connect, type Server, type Socket } from 'node:net';

type Held = { chunks: Buffer[]; ended: boolean };

/** One direction of a proxied connection: forwards at once, or holds everything (data and the end) while frozen. */
class Pipe {
  private held: Held = { chunks: [], ended: false };

  constructor(
    private readonly to: Socket,
    private readonly frozen: () => boolean,
  ) {}

  data(chunk: Buffer): void {
    if (this.frozen()) this.held.chunks.push(chunk);
    else if (!this.to.destroyed) this.to.write(chunk);
  }

  end(): void {
    if (this.frozen()) this.held.ended = true;
    else this.to.end();
  }

  /** Delivers what was held, late, in order. */
  flush(): void {
    const { chunks, ended } = this.held;
    this.held = { chunks: [], ended: false };
    if (this.to.destroyed) return;
    for (const chunk of chunks) this.to.write(chunk);
    if (ended) this.to.end();
  }
}

/**
 * A TCP proxy in front of the app server that can lose the network the way a phone does: frozen, every open
 * connection stays open at both ends but carries nothing (half-open: no close, no error, no reset), and new
 * connections are cut at once. Thawed, what was held is delivered late, in order, and new connections pass.
 */
export class FreezableProxy {
  private frozen = false;
  private readonly pipes = new Set<Pipe>();
  private readonly sockets = new Set<Socket>();

  private readonly server: Server;
  private address = '';
  private target: URL | undefined;

  private constructor() {
    this.server = createServer((client) => this.accept(client));
  }

  /** Where the browser goes instead of the server: http://127.0.0.1:{port}. */
  get url(): string {
    return this.address;
  }

  /** Listens on a free port; it forwards once told where (`forwardTo`), so the server may be told its address first. */
  static async start(): Promise<FreezableProxy> {
    const proxy = new FreezableProxy();
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    const address = proxy.server.address();
    if (!address || typeof address === 'string') throw new Error('the proxy has no port');
    proxy.address = `http://127.0.0.1:${address.port}`;
    return proxy;
  }

  forwardTo(target: string): void {
    this.target = new URL(target);
  }

  freeze(): void {
    this.frozen = true;
  }

  thaw(): void {
    this.frozen = false;
    for (const pipe of this.pipes) pipe.flush();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    if (this.frozen || !this.target) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(this.target.port), this.target.hostname);
    const isFrozen = () => this.frozen;
    const up = new Pipe(upstream, isFrozen);
    const down = new Pipe(client, isFrozen);
    for (const [socket, pipe] of [[client, up], [upstream, down]] as const) {
      this.sockets.add(socket);
      this.pipes.add(pipe);
      socket.on('data', (chunk: Buffer) => pipe.data(chunk));
      socket.on('end', () => pipe.end());
      socket.on('error', () => undefined);
      // A close travels to the other end as an end, held like data while frozen.
      socket.on('close', () => {
        pipe.end();
        this.sockets.delete(socket);
      });
    }
    client.setNoDelay(true);
    upstream.setNoDelay(true);
  }
}
