import { fork, type ChildProcess } from 'node:child_process';

export type ChildServer = { port: number; stop(): Promise<void> };

/** What a server script sends its parent once it listens. */
export type ListeningMessage = { port: number };

function isListening(message: unknown): message is ListeningMessage {
  return typeof message === 'object' && message !== null && 'port' in message && typeof message.port === 'number';
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Runs a server script (TypeScript, through tsx) in its own process, so the load generator and the
 * server never share an event loop. Resolves once the script reports the port it listens on.
 */
export function startChildServer(script: string, env: Record<string, string>): Promise<ChildServer> {
  // BENCH_PROFILE_DIR: the server writes a CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = fork(script, [], { execArgv: ['--import', 'tsx', ...profile], env: { ...process.env, ...env }, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
    child.once('message', (message: unknown) => {
      if (!isListening(message)) return reject(new Error(`${script} sent ${JSON.stringify(message)}`));
      child.removeAllListeners('exit');
      resolve({ port: message.port, stop: () => stopped(child) });
    });
  });
}

/** For a server script: tell the parent the port, and close on SIGTERM. */
export function reportListening(port: number, close: () => Promise<void>): void {
  process.send?.({ port } satisfies ListeningMessage);
  process.once('SIGTERM', () => {
    void close().then(() => process.exit(0));
  });
}
