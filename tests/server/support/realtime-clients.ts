import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { serverSocketMessageSchema, type ServerSocketMessage } from '../../../src/contract';
import type { Stores } from '../../../server/store';
import { buildTestApp, newUser, type TestApp } from './helpers';
import { openTestDatabase, type TestDatabase } from './test-database';

const WAIT_MS = 3000;

export type Closed = { code: number; reason: string };

/** A `ws` client that keeps every frame the server sent (checked against the contract) and its close. */
export type TestSocket = {
  frames: ServerSocketMessage[];
  send(frame: unknown): void;
  sendRaw(data: string | Buffer): void;
  /** The first frame (from `from` on) that matches, waiting for it. */
  next<T extends ServerSocketMessage['type']>(type: T, match?: (frame: Extract<ServerSocketMessage, { type: T }>) => boolean, from?: number): Promise<Extract<ServerSocketMessage, { type: T }>>;
  /** Every frame of the type so far. */
  all<T extends ServerSocketMessage['type']>(type: T): Extract<ServerSocketMessage, { type: T }>[];
  /** Waits until `count` frames of the type came. */
  collect<T extends ServerSocketMessage['type']>(type: T, count: number): Promise<Extract<ServerSocketMessage, { type: T }>[]>;
  closed: Promise<Closed>;
  close(): Promise<Closed>;
  isOpen(): boolean;
};

/** Where a listening app's sockets are: ws://127.0.0.1:{port}/ws */
export async function socketRoot(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return `${address.replace(/^http/, 'ws')}/ws`;
}

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export function connect(url: string, headers: Record<string, string> = {}): TestSocket {
  const socket = new WebSocket(url, { headers });
  const frames: ServerSocketMessage[] = [];
  socket.on('message', (data) => {
    frames.push(serverSocketMessageSchema.parse(JSON.parse(String(data))));
  });
  socket.on('error', () => {});
  const closed = new Promise<Closed>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const opened = new Promise<void>((resolve) => socket.on('open', () => resolve()));
  const ofType = <T extends ServerSocketMessage['type']>(type: T) =>
    frames.filter((frame): frame is Extract<ServerSocketMessage, { type: T }> => frame.type === type);

  return {
    frames,
    send: (frame) => void opened.then(() => socket.send(JSON.stringify(frame))),
    sendRaw: (data) => void opened.then(() => socket.send(data)),
    next: (type, match = () => true, from = 0) =>
      until(() => ofType(type).slice(from).find(match), `a ${type} frame`),
    all: ofType,
    collect: (type, count) => until(() => (ofType(type).length >= count ? ofType(type) : undefined), `${count} ${type} frames`),
    closed,
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) socket.close(1000);
      return closed;
    },
    isOpen: () => socket.readyState === WebSocket.OPEN,
  };
}

/** A verified user with a session token. */
export async function tokenUser(stores: Stores, username?: string): Promise<{ id: number; username: string; token: string }> {
  const user = await newUser(stores, username ? { username } : {});
  return { id: user.id, username: user.username, token: await stores.tokens.issue(user.id, 'socket test') };
}

/** Two users and their room. */
export async function roomOfTwo(stores: Stores) {
  const alice = await tokenUser(stores);
  const bola = await tokenUser(stores);
  const { room } = await stores.chatRooms.open(alice.id, bola.id);
  return { alice, bola, room };
}

export const chatUrl = (root: string, uniquecode: string, token?: string) =>
  `${root}/chat/${encodeURIComponent(uniquecode)}/${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

/** A chat socket that has said connection_established. */
export async function chatSocket(root: string, uniquecode: string, token: string): Promise<TestSocket> {
  const socket = connect(chatUrl(root, uniquecode, token));
  await socket.next('connection_established');
  return socket;
}

/** Waits a moment for frames that must not come. */
export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

export const textFrame = (uniquecode: string, sender: string, tempId: string, message = `hello ${tempId}`) => ({
  type: 'message',
  message,
  temp_id: tempId,
  uniquecode,
  sender,
});

/** A prefix of Redis keys and channels of its own, so that test runs on one Redis never meet. */
export const redisNamespace = () => `test-${randomBytes(6).toString('hex')}:`;

/**
 * Two server processes sharing one database and one Redis (REDIS_URL), listening for sockets, for the
 * tests of the file (built before the first, closed after the last). `server(0)` and `server(1)` read them.
 */
export function useTwoServersOnRedis(redisUrl: string | undefined): (index: 0 | 1) => TestApp & { root: string } {
  let database: TestDatabase | undefined;
  let servers: TestApp[] = [];
  let roots: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const options = { env: { REDIS_URL: redisUrl ?? '' }, hubNamespace: redisNamespace(), rateLimitNamespace: redisNamespace() };
    servers = [await buildTestApp(database.db, options), await buildTestApp(database.db, options)];
    roots = await Promise.all(servers.map((server) => socketRoot(server.app)));
  });

  afterAll(async () => {
    for (const server of servers) await server.app.close();
    await database?.dispose();
  });

  return (index) => {
    const found = servers[index];
    const root = roots[index];
    if (!found || !root) throw new Error('servers not built');
    return { ...found, root };
  };
}
