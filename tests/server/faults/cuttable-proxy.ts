import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a shared server (Redis) that a test can take away without stopping it: cut, every
 * connection through it is reset and new ones are refused; restored, new connections pass again.
 */
export class CuttableProxy {
  private cut = false;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    private readonly target: URL,
  ) {}

  /** Listens on a free loopback port in front of `target` (redis://host:port/...). */
  static async start(target: string): Promise<CuttableProxy> {
    const server = createServer();
    const proxy = new CuttableProxy(server, new URL(target));
    server.on('connection', (client) => proxy.accept(client));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  /** The target's URL (user, password, database) with the proxy's address. */
  get url(): string {
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('the proxy is not listening');
    const url = new URL(this.target);
    url.hostname = '127.0.0.1';
    url.port = String(address.port);
    return url.toString();
  }

  takeAway(): void {
    this.cut = true;
    for (const socket of this.sockets) socket.resetAndDestroy();
  }

  restore(): void {
    this.cut = false;
  }

  async close(): Promise<void> {
    this.takeAway();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    if (this.cut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(Number(this.target.port || 6379), this.target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.sockets.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.sockets.delete(from);
        to.destroy();
      });
    }
  }
}
