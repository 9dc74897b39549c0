import { fork } from 'node:child_process';
import type { ChildServer } from './child-server';
import { meterPauses, type ServerPauses } from './pause-meter';

/** What a benchmark server reports of itself: resident set and heap, after a full collection. */
export type ServerMemory = { rss: number; heapUsed: number };

const REQUESTS = { memory: 'memory', pauses: 'pauses', resetPauses: 'pauses:reset' } as const;

type Answers = { memory: ServerMemory; pauses: ServerPauses; reset: true };

const isAnswer = <K extends keyof Answers>(message: unknown, key: K): message is Pick<Answers, K> =>
  typeof message === 'object' && message !== null && key in message;

/** In a server script: answers the parent's requests for its memory and its pauses. */
export function answerMemoryRequests(): void {
  const pauses = meterPauses();
  process.on('message', (message) => {
    if (message === REQUESTS.memory) {
      const collect = (globalThis as { gc?: () => void }).gc;
      collect?.();
      const { rss, heapUsed } = process.memoryUsage();
      process.send?.({ memory: { rss, heapUsed } satisfies ServerMemory });
    } else if (message === REQUESTS.pauses) {
      process.send?.({ pauses: pauses.read() });
    } else if (message === REQUESTS.resetPauses) {
      pauses.reset();
      process.send?.({ reset: true });
    }
  });
}

export type MeteredServer = ChildServer & {
  memory(): Promise<ServerMemory>;
  /** The server's event-loop delay and GC pauses since `resetPauses`. */
  pauses(): Promise<ServerPauses>;
  resetPauses(): Promise<void>;
};

/**
 * Like startChildServer, with --expose-gc and a way to ask the server for its memory and pauses.
 * BENCH_PROFILE_DIR: each server writes a CPU profile there when it stops. BENCH_NODE_OPTIONS: more flags
 * for the server's node (`--trace-gc`, `--max-semi-space-size=64`), to compare them.
 */
export function startMeteredServer(script: string, env: Record<string, string>): Promise<MeteredServer> {
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const extra = process.env.BENCH_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [];
  const child = fork(script, [], { execArgv: ['--import', 'tsx', '--expose-gc', ...profile, ...extra], env: { ...process.env, ...env }, stdio: 'inherit' });
  const ask = <K extends keyof Answers>(request: string, key: K) =>
    new Promise<Answers[K]>((answer) => {
      const onMessage = (reply: unknown) => {
        if (!isAnswer(reply, key)) return;
        child.off('message', onMessage);
        answer(reply[key]);
      };
      child.on('message', onMessage);
      child.send(request);
    });
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
        memory: () => ask(REQUESTS.memory, 'memory'),
        pauses: () => ask(REQUESTS.pauses, 'pauses'),
        resetPauses: async () => void (await ask(REQUESTS.resetPauses, 'reset')),
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

