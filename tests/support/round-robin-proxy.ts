import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

/** Errors that mean the process never took the connection (stopped or starting): the next process is tried. */
const NOT_TAKEN = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

const errorCode = (error: unknown) => (error instanceof Error && 'code' in error ? String(error.code) : '');

/**
 * A load balancer on loopback as small as it can be (node:http): each HTTP request and each socket upgrade goes to
 * the next of the server processes in turn; a process that refuses the connection (it stopped listening for a
 * rolling restart, or is not up yet) is passed over for the next, as a balancer's health check would take it out.
 * Request bodies are read whole before forwarding so a refused request can go to the next process unchanged.
 */
export class RoundRobinProxy {
  private next = 0;
  private readonly upgraded = new Set<Duplex>();
  /** Connections to the processes are kept alive, as a balancer's are: a new one per request would measure the proxy. */
  private readonly agent = new http.Agent({ keepAlive: true });

  private constructor(
    private readonly server: http.Server,
    private readonly ports: readonly number[],
    readonly port: number,
  ) {}

  static async start(ports: readonly number[]): Promise<RoundRobinProxy> {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
    const proxy = new RoundRobinProxy(server, ports, address.port);
    server.on('request', (request, response) => void proxy.forward(request, response));
    server.on('upgrade', (request: http.IncomingMessage, socket: Duplex, head: Buffer) => proxy.upgrade(request, socket, head));
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get socketRoot(): string {
    return `ws://127.0.0.1:${this.port}/ws`;
  }

  async close(): Promise<void> {
    for (const socket of this.upgraded) socket.destroy();
    this.agent.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The processes in the order this request tries them, starting with the next in turn. */
  private order(): number[] {
    const start = this.next;
    this.next = (this.next + 1) % this.ports.length;
    return this.ports.map((_, index) => this.ports[(start + index) % this.ports.length] as number);
  }

  private async forward(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    for (const port of this.order()) {
      try {
        const answer = await this.send(port, request, body);
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
        return;
      } catch (error) {
        if (!NOT_TAKEN.has(errorCode(error))) break;
      }
    }
    response.writeHead(502).end();
  }

  private send(port: number, request: http.IncomingMessage, body: Buffer): Promise<http.IncomingMessage> {
    return new Promise((resolve, reject) => {
      const outgoing = http.request({ host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers, agent: this.agent }, resolve);
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  /** Forwards the upgrade's bytes as they are, both ways, to the first process in turn that takes the connection. */
  private upgrade(request: http.IncomingMessage, client: Duplex, head: Buffer, ports = this.order()): void {
    const [port, ...rest] = ports;
    if (port === undefined) return void client.destroy();
    const upstream = net.connect(port, '127.0.0.1');
    // Before 'connect', an error means this process did not take the connection.
    upstream.once('error', () => this.upgrade(request, client, head, rest));
    upstream.once('connect', () => {
      upstream.removeAllListeners('error');
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      this.upgraded.add(client);
      client.once('close', () => {
        this.upgraded.delete(client);
        upstream.destroy();
      });
      upstream.once('close', () => client.destroy());
      upstream.write(requestHead(request));
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
  }
}

/** The request line and headers as the client sent them. */
function requestHead(request: http.IncomingMessage): string {
  const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1`];
  for (let index = 0; index < request.rawHeaders.length; index += 2) lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}
