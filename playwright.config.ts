import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';
import { e2eEnvironment, serverEnvironment } from './tests/e2e/support/environment';

/**
 * `npm run test:e2e`: builds the app and starts a fresh real server (empty
 * SQLite database in a temporary DATA_DIR, no demo data) on a free port; mail
 * goes by SMTP to a sink on loopback that the specs read. Debian's chromium,
 * never a downloaded browser.
 */
const environment = await e2eEnvironment();
const baseURL = `http://127.0.0.1:${environment.port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker would serve later pages and chunks from its caches: the specs about the
    // network see the network. tests/e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'npx vite build --logLevel warn && npx tsx server/main.ts',
    url: `${baseURL}/api/users/online/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: serverEnvironment(environment, environment.port, environment.dataDir),
  },
});
