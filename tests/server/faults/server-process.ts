import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const READY_TIMEOUT_MS = 30_000;
const READY_POLL_MS = 100;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * The app server as an operator runs it (server/main.ts, its own process) over a test database, on one port
 * for its whole life: a test can kill it the way the kernel does (SIGKILL, nothing cleaned up) and start it
 * again on the same port and data, or read how much memory it holds.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private stderr = '';

  private constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
    private readonly dataDir: string,
  ) {}

  /** `databaseUrl` is TestDatabase.url; `env` adds to the server's environment. */
  static async create(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-fault-'));
    return new ServerProcess(port, {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      SEED_DEMO: '0',
      // The fault tests send far more than a person would; the limits are not what they test.
      RATE_LIMIT_MULTIPLIER: '10000',
      ...env,
    }, dataDir);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Where its sockets are: ws://127.0.0.1:{port}/ws */
  get socketRoot(): string {
    return `ws://127.0.0.1:${this.port}/ws`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, ...this.env }, stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    child.stderr?.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await this.answers())) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${this.stderr}`);
      if (Date.now() > deadline) throw new Error(`the server did not answer within ${READY_TIMEOUT_MS / 1000} s: ${this.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
  }

  /** SIGKILL: no socket is closed, no transaction finished, nothing flushed. */
  async kill(): Promise<void> {
    await this.end('SIGKILL');
  }

  /** Stops it and removes its data directory (the database is the test's). */
  async dispose(): Promise<void> {
    await this.end('SIGTERM');
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Its resident memory now, in bytes (Linux). */
  residentBytes(): number {
    const pid = this.child?.pid;
    if (pid === undefined) throw new Error('the server is not running');
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    if (!kilobytes) throw new Error('no VmRSS in /proc');
    return Number(kilobytes) * 1024;
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  private async answers(): Promise<boolean> {
    try {
      return (await fetch(`${this.url}/api/users/online/`)).ok;
    } catch {
      return false;
    }
  }
}
