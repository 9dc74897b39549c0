import fs from 'node:fs';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { sendChatMessage } from '../../../server/chat/send-message';
import { gazetteer } from '../../../server/geo/gazetteer';
import { builtApp } from '../support/built-app';
import { newPost, newVendor } from '../support/factories';
import { buildTestApp, newUser, signIn, type TestApp } from '../support/helpers';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

/** One registered method and path, as Fastify heard it ('/api/post/:id'). */
export type Route = { method: string; url: string };

/** Real values for path parameters and fields, so some requests reach past the lookups into the stores. */
export type KnownValues = {
  usernames: string[];
  ids: number[];
  uniquecodes: string[];
};

/** The signed-in caller: its token is issued again whenever a fuzzed call ended the session. */
export type Caller = { userId: number; token: string };

export type LiveServer = {
  t: TestApp;
  host: string;
  port: number;
  routes: Route[];
  known: KnownValues;
  caller: Caller;
  /** Gives the caller a new session if the last call ended it (logout, password change, sign out others). */
  keepSignedIn(): Promise<void>;
};

/**
 * A real server on loopback for the whole file, on the test database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL) and a built app: two vendors with posts, a buyer, the buyer's room with the first
 * vendor (the caller) with messages, and every route the app registered.
 */
export function useLiveServer(): () => LiveServer {
  let database: TestDatabase | undefined;
  let live: LiveServer | undefined;
  // A built app of its own, so the app's pages are there (and fuzzed) whether dist/ is built or not.
  const distDir = builtApp();

  beforeAll(async () => {
    database = await openTestDatabase();
    const routes: Route[] = [];
    const heard = (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.push({ method, url: route.url });
    };
    const t = await buildTestApp(database.db, { onRoute: heard, configure: (config) => ({ ...config, distDir }) });
    // As server/main.ts does before it listens.
    gazetteer.load();
    const address = new URL(await t.app.listen({ host: '127.0.0.1', port: 0 }));
    live = { t, host: address.hostname, port: Number(address.port), routes, ...(await seed(t)) };
  });

  afterAll(async () => {
    if (live) {
      await live.t.app.close();
      fs.rmSync(live.t.config.dataDir, { recursive: true, force: true });
    }
    await database?.dispose();
  });

  return () => {
    if (!live) throw new Error('the live server is read inside a test only');
    return live;
  };
}

/** Several of each, so that a fuzzed call deleting one (a post, a message) leaves others to reach. */
const SEEDED_POSTS = 4;
const SEEDED_MESSAGES = 4;

async function seed(t: TestApp): Promise<Pick<LiveServer, 'known' | 'caller' | 'keepSignedIn'>> {
  const vendor = await newVendor(t.stores, { username: 'fuzz_vendor' });
  const seller = await newVendor(t.stores, { username: 'fuzz_seller' });
  const buyer = await newUser(t.stores, { username: 'fuzz_buyer' });
  const postIds: number[] = [];
  for (let index = 0; index < SEEDED_POSTS; index += 1) postIds.push(await newPost(t.stores, index % 2 ? seller : vendor));
  const { room } = await t.stores.chatRooms.open(buyer.id, vendor.id);
  const messageIds: number[] = [];
  for (let index = 0; index < SEEDED_MESSAGES; index += 1) {
    const sender = index % 2 ? buyer : vendor;
    const text = `Still available? (${index})`;
    const sent = await sendChatMessage({ stores: t.stores, hub: t.hub, log: t.app.log, push: t.push }, { room, sender: { id: sender.id, username: sender.username }, text, messageType: 'text' });
    if (sent.held) throw new Error('a seeded message was held for review');
    messageIds.push(sent.message.id);
  }
  const caller: Caller = { userId: vendor.id, token: await signIn(t.app, vendor) };
  async function keepSignedIn(): Promise<void> {
    if (await t.stores.tokens.authenticate(caller.token)) return;
    caller.token = await t.stores.tokens.issue(caller.userId, 'fuzz again');
  }
  return {
    known: {
      usernames: [vendor.username, seller.username, buyer.username],
      ids: [...postIds, ...messageIds, vendor.id, seller.id, buyer.id, 1],
      uniquecodes: [room.uniquecode],
    },
    caller,
    keepSignedIn,
  };
}
