import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

const READY_POLL_MS = 100;

export type ServerProcessOptions = {
  port: number;
  /** Added to this process's environment. */
  env: Record<string, string>;
  /** How long start() waits for the server's first answer. */
  readyTimeoutMs: number;
  /** 'pipe' keeps what the server writes to stderr for the error of a failed start; 'inherit' shows it as it is written. */
  stderr: 'pipe' | 'inherit';
};

/**
 * The app server as an operator runs it (server/main.ts, its own process), on one port for its whole life:
 * a test can stop it (SIGTERM) or kill it the way the kernel does (SIGKILL, nothing cleaned up), start it
 * again on the same port and data, or read how much memory it holds.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private stderr = '';

  constructor(private readonly options: ServerProcessOptions) {}

  get url(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  /** Where its sockets are: ws://127.0.0.1:{port}/ws */
  get socketRoot(): string {
    return `ws://127.0.0.1:${this.options.port}/ws`;
  }

  /** Starts it and waits until it answers. */
  async start(): Promise<void> {
    const { env, readyTimeoutMs, stderr } = this.options;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', stderr] });
    this.child = child;
    this.stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    const deadline = Date.now() + readyTimeoutMs;
    while (!(await this.answers())) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it answered${this.written()}`);
      if (Date.now() > deadline) throw new Error(`the server did not answer on ${this.url} within ${readyTimeoutMs / 1000} s${this.written()}`);
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
  }

  /**
   * Stops it as an operator would (SIGTERM: sockets are closed, the database is closed); the signal is sent before
   * this returns, and the answer is its exit code once it exited (null: it was not running, or a signal ended it).
   */
  async stop(): Promise<number | null> {
    return this.end('SIGTERM');
  }

  /** SIGKILL: no socket is closed, no transaction finished, nothing flushed. */
  async kill(): Promise<void> {
    await this.end('SIGKILL');
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

  private async end(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill(signal);
    return exited;
  }

  private written(): string {
    return this.stderr ? `: ${this.stderr}` : '';
  }

  private async answers(): Promise<boolean> {
    try {
      return (await fetch(`${this.url}/api/users/online/`)).ok;
    } catch {
      return false;
    }
  }
}
