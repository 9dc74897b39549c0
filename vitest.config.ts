import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Server test files whose subject is timing or whole processes (servers killed and restarted, a cluster, a client
 * that stops reading, the fuzzers' time budgets, the read threads' races): they run one at a time, after the rest.
 */
const SERIAL_SERVER_FILES = ['tests/server/faults/**/*.test.ts', 'tests/server/cluster/**/*.test.ts', 'tests/server/fuzz/**/*.test.ts', 'tests/server/db/read-threads.test.ts'];

const serverProject = { environment: 'node' as const, setupFiles: ['tests/setup/server.ts'], testTimeout: 20000, hookTimeout: 30000 };

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker (cores - 1): each file's imports and jsdom then waited for the one before.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/{contract,machines,ui,model,traces,services}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/client.ts'],
          // Two files at once on two slow cores: the contract's generated checks take 1.2 s a schema there, at most.
          testTimeout: 15000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Each file has its own database (a SQLite file, a PostgreSQL schema), Redis namespace, ports and folders.
        test: { ...serverProject, name: 'server', include: ['tests/server/**/*.test.ts'], exclude: SERIAL_SERVER_FILES, sequence: { groupOrder: 1 } },
      },
      {
        test: { ...serverProject, name: 'server-serial', include: SERIAL_SERVER_FILES, fileParallelism: false, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
