import { fork } from 'node:child_process';
import type { ChildServer } from './child-server';

/** What a benchmark server reports of itself: resident set and heap, after a full collection. */
export type ServerMemory = { rss: number; heapUsed: number };

const MEMORY_REQUEST = 'memory';

function isMemory(message: unknown): message is { memory: ServerMemory } {
  return typeof message === 'object' && message !== null && 'memory' in message;
}

/** In a server script: answers the parent's memory requests. */
export function answerMemoryRequests(): void {
  process.on('message', (message) => {
    if (message !== MEMORY_REQUEST) return;
    const collect = (globalThis as { gc?: () => void }).gc;
    collect?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ memory: { rss, heapUsed } satisfies ServerMemory });
  });
}

export type MeteredServer = ChildServer & { memory(): Promise<ServerMemory> };

/** Like startChildServer, with --expose-gc and a way to ask the server for its memory. */
export function startMeteredServer(script: string, env: Record<string, string>): Promise<MeteredServer> {
  // BENCH_PROFILE_DIR: each server writes a CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = fork(script, [], { execArgv: ['--import', 'tsx', '--expose-gc', ...profile], env: { ...process.env, ...env }, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
    child.once('message', (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('port' in message) || typeof message.port !== 'number') {
        return reject(new Error(`${script} sent ${JSON.stringify(message)}`));
      }
      child.removeAllListeners('exit');
      resolve({
        port: message.port,
        memory: () =>
          new Promise((answer) => {
            const onMessage = (reply: unknown) => {
              if (!isMemory(reply)) return;
              child.off('message', onMessage);
              answer(reply.memory);
            };
            child.on('message', onMessage);
            child.send(MEMORY_REQUEST);
          }),
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
