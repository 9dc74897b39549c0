import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { e2eEnvironment, freePort, serverEnvironment } from './environment';

const READY_TIMEOUT_MS = 60_000;

/**
 * A second app server of the browser tests, on its own port and database, that a spec can stop and
 * start again (the runner's own server cannot be restarted): the same built app, the same mail sink.
 */
export class RestartableServer {
  private child: ChildProcess | undefined;

  private constructor(
    readonly url: string,
    private readonly env: Record<string, string>,
  ) {}

  /** `env` overrides the server's environment (PUBLIC_URL for a server reached through a proxy, say). */
  static async create(env: Record<string, string> = {}): Promise<RestartableServer> {
    const environment = await e2eEnvironment();
    const port = await freePort();
    const dataDir = mkdtempSync(join(environment.root, 'restartable-'));
    return new RestartableServer(`http://127.0.0.1:${port}`, { ...serverEnvironment(environment, port, dataDir), ...env });
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it answered`);
      if (await this.answers()) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not answer on ${this.url} within ${READY_TIMEOUT_MS / 1000} s`);
  }

  /** Stops it as an operator would (SIGTERM: sockets are closed, the database is closed). */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
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
