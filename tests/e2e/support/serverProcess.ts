import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../support/free-port';
import { ServerProcess } from '../../support/server-process';
import { e2eEnvironment, serverEnvironment } from './environment';

const READY_TIMEOUT_MS = 60_000;

/**
 * A second app server of the browser tests, on its own port and database, that a spec can stop and
 * start again (the runner's own server cannot be restarted): the same built app, the same mail sink.
 * `env` overrides its environment (PUBLIC_URL for a server reached through a proxy, say).
 */
export async function restartableServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const environment = await e2eEnvironment();
  const port = await freePort();
  const dataDir = mkdtempSync(join(environment.root, 'restartable-'));
  return new ServerProcess({ port, env: { ...serverEnvironment(environment, port, dataDir), ...env }, readyTimeoutMs: READY_TIMEOUT_MS, stderr: 'inherit' });
}
