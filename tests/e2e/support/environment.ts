/**
 * The browser-test environment, decided once by the runner process and handed
 * to the workers and the global setup through environment variables (the
 * config file is evaluated again in every worker).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/free-port';

export type E2EEnvironment = { port: number; smtpPort: number; dataDir: string; mailFile: string; root: string };

export async function e2eEnvironment(): Promise<E2EEnvironment> {
  if (!process.env.E2E_ROOT) {
    const root = mkdtempSync(join(tmpdir(), 'naija-market-e2e-'));
    process.env.E2E_ROOT = root;
    process.env.E2E_PORT = String(await freePort());
    process.env.E2E_SMTP_PORT = String(await freePort());
  }
  const root = process.env.E2E_ROOT;
  return {
    root,
    port: Number(process.env.E2E_PORT),
    smtpPort: Number(process.env.E2E_SMTP_PORT),
    dataDir: join(root, 'data'),
    mailFile: join(root, 'mails.jsonl'),
  };
}

/** For specs: where the mails arrive. */
export function mailFile(): string {
  const root = process.env.E2E_ROOT;
  if (!root) throw new Error('E2E_ROOT is not set: run the browser tests with `npm run test:e2e`');
  return join(root, 'mails.jsonl');
}

/** The environment of a real app server for the browser tests: production build, no demo data, mail to the sink. */
export function serverEnvironment(environment: E2EEnvironment, port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    SMTP_URL: `smtp://127.0.0.1:${environment.smtpPort}`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // Every spec signs people up from one address.
    RATE_LIMIT_MULTIPLIER: '20',
    // QA's trace viewer at /dev/traces (tests/e2e/trace-viewer.spec.ts).
    TRACE_VIEWER: '1',
  };
}
