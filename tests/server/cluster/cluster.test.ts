import { afterEach, describe, expect, it } from 'vitest';
import { chatMessageSchema, CLOSE_CODES, userStatusSchema } from '../../../src/contract';
import type { ServerProcess } from '../../support/server-process';
import { resumingChatClient, waitFor, type ResumingChatClient } from '../faults/resuming-client';
import { solidJpeg } from '../support/media-fixtures';
import { multipartBody } from '../support/multipart-body';
import { chatUrl, roomOfTwo } from '../support/realtime-clients';
import { useCluster } from './use-cluster';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const DELIVERY_TIMEOUT_MS = 30_000;
/** The rolling restart's chat: 1,000 messages, half from each side. */
const ROLLING_MESSAGES = 1000;

const texts = (who: string, from: number, count: number) => Array.from({ length: count }, (_, index) => `${who} ${from + index + 1}`);

async function statusThrough(process: ServerProcess, username: string) {
  return userStatusSchema.parse(await (await fetch(`${process.url}/api/user/${username}/status`)).json()).status;
}

// Runs in the PostgreSQL server suite (CI sets TEST_DATABASE_URL and TEST_REDIS_URL); the SQLite run skips it.
describe.runIf(databaseUrl && redisUrl)('three server processes behind a round-robin proxy (PostgreSQL, Redis, S3)', () => {
  const cluster = useCluster(3, databaseUrl, redisUrl);
  const clients: ResumingChatClient[] = [];
  afterEach(() => clients.splice(0).forEach((client) => client.close()));

  /** Alice and Bola in one room, each a resuming chat client connected at `aliceRoot` and `bolaRoot`. */
  async function conversation(aliceRoot: string, bolaRoot: string) {
    const { alice, bola, room } = await roomOfTwo(cluster().local.stores);
    const aliceClient = resumingChatClient(chatUrl(aliceRoot, room.uniquecode, alice.token), alice, room.uniquecode);
    const bolaClient = resumingChatClient(chatUrl(bolaRoot, room.uniquecode, bola.token), bola, room.uniquecode);
    clients.push(aliceClient, bolaClient);
    await waitFor(() => aliceClient.opened === 1 && bolaClient.opened === 1, 'both sockets', DELIVERY_TIMEOUT_MS);
    return { alice, bola, room, aliceClient, bolaClient };
  }

  /** Waits until each side shows all the other sent, then checks it is exactly that, in order. */
  async function expectDelivered(sides: { client: ResumingChatClient; shows: string; texts: string[] }[]) {
    await waitFor(() => sides.every(({ client, shows, texts: sent }) => client.shownFrom(shows).length >= sent.length), 'every message on the other side', DELIVERY_TIMEOUT_MS);
    for (const { client, shows, texts: sent } of sides) expect(client.shownFrom(shows)).toEqual(sent);
  }

  it('shows a picture uploaded through one process through every process', async () => {
    const { alice, room } = await roomOfTwo(cluster().local.stores);
    const { payload, headers } = await multipartBody([
      { name: 'message_type', value: 'image' },
      { name: 'uniquecode', value: room.uniquecode },
      { name: 'sender', value: alice.username },
      { name: 'image_file', filename: 'shoes.jpg', bytes: await solidJpeg(640, 480), type: 'image/jpeg' },
    ]);
    const sent = await fetch(`${cluster().proxy.url}/api/v2/chats/${room.uniquecode}/messages/`, {
      method: 'POST',
      body: new Uint8Array(payload),
      headers: { ...headers, authorization: `Token ${alice.token}` },
    });
    expect(sent.status).toBe(201);
    const image = chatMessageSchema.parse(await sent.json()).image ?? '';
    expect(image).toMatch(/^\/media\//);

    const bodies: Buffer[] = [];
    for (const process of cluster().processes) {
      const answer = await fetch(`${process.url}${image}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      bodies.push(Buffer.from(await answer.arrayBuffer()));
    }
    expect(bodies.every((body) => body.length > 0 && body.equals(bodies[0] as Buffer))).toBe(true);
  });

  it('delivers a chat between users on different processes once each, in order, and shows each online on every process', async () => {
    const [first, second, third] = cluster().processes as [ServerProcess, ServerProcess, ServerProcess];
    const { alice, bola, room, aliceClient, bolaClient } = await conversation(first.socketRoot, second.socketRoot);
    for (let index = 0; index < 50; index += 1) {
      aliceClient.send(`alice ${index + 1}`);
      bolaClient.send(`bola ${index + 1}`);
    }
    await expectDelivered([
      { client: bolaClient, shows: alice.username, texts: texts('alice', 0, 50) },
      { client: aliceClient, shows: bola.username, texts: texts('bola', 0, 50) },
    ]);
    // Once: each message is stored once, and each side heard one chat frame per message of the other's (its own come back as message_sent).
    expect(await cluster().local.stores.messages.after(room.id, 0, 200)).toHaveLength(100);
    expect([aliceClient.chatFrames, bolaClient.chatFrames]).toEqual([50, 50]);
    expect(await statusThrough(third, alice.username)).toBe('online');
    expect(await statusThrough(third, bola.username)).toBe('online');
    expect(bolaClient.presence.filter((said) => said.endsWith('offline'))).toEqual([]);
  });

  it('loses and duplicates no message of a 1,000-message chat while all three restart one at a time, and keeps presence right', async () => {
    const { proxy, processes, local } = cluster();
    const { alice, bola, room, aliceClient, bolaClient } = await conversation(proxy.socketRoot, proxy.socketRoot);
    const perPhase = ROLLING_MESSAGES / 2 / (1 + processes.length * 3);
    let sent = 0;
    /** `perPhase` messages from each side, alternating. */
    const chatSome = () => {
      for (let index = 0; index < perPhase; index += 1) {
        aliceClient.send(`alice ${sent + index + 1}`);
        bolaClient.send(`bola ${sent + index + 1}`);
      }
      sent += perPhase;
    };
    const expectOnlineEverywhere = async () => {
      for (const process of processes) {
        expect(await statusThrough(process, alice.username)).toBe('online');
        expect(await statusThrough(process, bola.username)).toBe('online');
      }
    };

    chatSome();
    for (const process of processes) {
      const stopped = process.stop();
      chatSome(); // while it closes its sockets (1012) and finishes what is in flight
      expect(await stopped).toBe(0);
      chatSome(); // while it is away
      await process.start();
      chatSome(); // once it is back
      await waitFor(() => aliceClient.confirmed.size === sent && bolaClient.confirmed.size === sent, 'every message confirmed', DELIVERY_TIMEOUT_MS);
      await expectOnlineEverywhere();
    }
    expect(sent * 2).toBe(ROLLING_MESSAGES);

    await expectDelivered([
      { client: bolaClient, shows: alice.username, texts: texts('alice', 0, sent) },
      { client: aliceClient, shows: bola.username, texts: texts('bola', 0, sent) },
    ]);
    // Sent again after a 1012 under the same temp_ids, each is stored once.
    expect(await local.stores.messages.after(room.id, 0, ROLLING_MESSAGES * 2)).toHaveLength(ROLLING_MESSAGES);
    // Every socket the restarts closed said 1012, and each side came back through the proxy to a running process.
    for (const client of [aliceClient, bolaClient]) expect(new Set(client.closes)).toEqual(new Set([CLOSE_CODES.serviceRestart]));
    // Neither was ever shown the other offline while it only moved to another process.
    expect(aliceClient.presence.filter((said) => said.endsWith('offline'))).toEqual([]);
    expect(bolaClient.presence.filter((said) => said.endsWith('offline'))).toEqual([]);

    aliceClient.close();
    await expect.poll(() => statusThrough(processes[2] as ServerProcess, alice.username), { timeout: 10_000 }).toBe('offline');
    expect(await statusThrough(processes[0] as ServerProcess, bola.username)).toBe('online');
  }, 180_000);
});
