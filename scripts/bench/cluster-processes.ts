import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/support/free-port';
import { ServerProcess } from '../../tests/support/server-process';
import { startChildServer, type ChildServer } from './child-server';

const READY_TIMEOUT_MS = 60_000;
const here = path.dirname(new URL(import.meta.url).pathname);

/** Server processes (server/main.ts, as an operator runs them) behind the cluster tests' round-robin proxy, in a process of its own. */
export type BenchCluster = { origin: string; socketRoot: string; processes: ServerProcess[]; stop(): Promise<void> };

/** DATABASE_URL for a process over one schema of BENCH_DATABASE_URL. */
export function inSchema(url: string, schema: string): string {
  const withPath = new URL(url);
  withPath.searchParams.set('options', `-c search_path=${schema}`);
  return withPath.toString();
}

/**
 * `count` processes in production mode on one PostgreSQL schema and one Redis, each with a data directory of its
 * own, without request logs and with rate limits far above the load (they are not what is measured).
 */
export async function startBenchCluster(count: number, databaseUrl: string, redisUrl: string): Promise<BenchCluster> {
  const processes: ServerProcess[] = [];
  const dataDirs: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-cluster-bench-'));
    dataDirs.push(dataDir);
    const env = {
      NODE_ENV: 'production',
      MAIL_TO_LOG: '1',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SEED_DEMO: '0',
      FEED_VISITOR_CACHE: '0',
      RATE_LIMIT_MULTIPLIER: '10000',
    };
    processes.push(new ServerProcess({ port, env, readyTimeoutMs: READY_TIMEOUT_MS, stderr: 'inherit' }));
  }
  await Promise.all(processes.map((process) => process.start()));
  const ports = processes.map((process) => new URL(process.url).port).join(',');
  const proxy: ChildServer = await startChildServer(path.join(here, 'proxy-server.ts'), { BENCH_PROXY_PORTS: ports });
  return {
    origin: `http://127.0.0.1:${proxy.port}`,
    socketRoot: `ws://127.0.0.1:${proxy.port}/ws`,
    processes,
    async stop() {
      await proxy.stop();
      await Promise.all(processes.map((process) => process.stop()));
      for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
