/**
 * The server of upload-memory.test.ts, run in its own process (node --import tsx) so the memory it reports is
 * the server's alone: the real app on loopback over the test database, with vendors signed in and a chat room
 * between the first two. It reports `{ ready }` once it listens and answers `memory` with its peak RSS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openTestDatabase } from '../support/test-database';

export type UploadMemoryServer = { port: number; dataDir: string; tokens: string[]; room: string };
export type ServerMemory = { peakRss: number; rss: number };

export const MEMORY_REQUEST = 'memory';
const VENDORS = Number(process.env.UPLOAD_MEMORY_VENDORS ?? 10);

async function start(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'naija-market-upload-memory-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: 'http://market.test' });
  const database = await openTestDatabase();
  const { app, deps } = await buildApp({ config, db: database.db });
  const { stores } = deps;

  const tokens: string[] = [];
  const usernames: string[] = [];
  for (let n = 0; n < VENDORS; n += 1) {
    const username = `hostile_${n}`;
    const user = await stores.accounts.create({
      username,
      email: `${username}@example.com`,
      // Never signed in with a password: the tokens are issued straight from the store.
      passwordHash: 'unused',
      firstName: 'Hostile',
      lastName: 'Uploader',
      phone: '+2348031112222',
      city: 'Lagos',
      referredBy: null,
      verified: true,
    });
    await stores.accounts.saveMarketInfo({ user_id: user.id, marketname: `Store ${username}`, city: 'Ikeja', state: 'Lagos', allow_multi_image: 1 });
    tokens.push(await stores.tokens.issue(user.id, 'upload memory test'));
    usernames.push(username);
  }
  const opened = await app.inject({
    method: 'POST',
    url: '/api/v2/chats/',
    payload: { receiver: usernames[1] },
    headers: { authorization: `Token ${tokens[0]}` },
  });
  const room = String(opened.json<{ uniquecode: string }>().uniquecode);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  process.on('message', (message) => {
    if (message !== MEMORY_REQUEST) return;
    const memory: ServerMemory = { peakRss: process.resourceUsage().maxRSS * 1024, rss: process.memoryUsage().rss };
    process.send?.({ memory });
  });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.dispose())
      .finally(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
  const ready: UploadMemoryServer = { port, dataDir, tokens, room };
  process.send?.({ ready });
}

void start();
