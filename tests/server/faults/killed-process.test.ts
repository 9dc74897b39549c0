import { describe, expect, it } from 'vitest';
import { CLOSE_CODES } from '../../../src/contract';
import { chatUrl, roomOfTwo } from '../support/realtime-clients';
import { openTestDatabase } from '../support/test-database';
import { resumingChatClient, waitFor } from './resuming-client';
import { useServerProcess } from './use-server-process';

const MESSAGES_SENT = 150;
/** The process is killed once this many are confirmed, while the rest are still being typed. */
const CONFIRMED_BEFORE_KILL = 50;
const TYPING_GAP_MS = 5;
const DELIVERY_TIMEOUT_MS = 30_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// On SQLite by default, on PostgreSQL with TEST_DATABASE_URL: the server is its own process over the test database.
describe('a server process killed mid-chat (SIGKILL) and started again', () => {
  const fixture = useServerProcess(openTestDatabase);

  it('loses no confirmed message, stores each once, and its recipient hears each once, in order', async () => {
    const { local, server } = fixture();
    const { alice, bola, room } = await roomOfTwo(local.stores);
    const aliceClient = resumingChatClient(chatUrl(server.socketRoot, room.uniquecode, alice.token), alice, room.uniquecode);
    const bolaClient = resumingChatClient(chatUrl(server.socketRoot, room.uniquecode, bola.token), bola, room.uniquecode);
    try {
      await waitFor(() => aliceClient.opened === 1 && bolaClient.opened === 1, 'both sockets', DELIVERY_TIMEOUT_MS);
      const texts = Array.from({ length: MESSAGES_SENT }, (_, index) => `message ${index + 1}`);
      const typing = (async () => {
        for (const text of texts) {
          aliceClient.send(text);
          await pause(TYPING_GAP_MS);
        }
      })();

      await waitFor(() => aliceClient.confirmed.size >= CONFIRMED_BEFORE_KILL, 'confirmations before the kill', DELIVERY_TIMEOUT_MS);
      await server.kill();
      const confirmedBeforeKill = new Map(aliceClient.confirmed);
      await server.start();
      await typing;

      await waitFor(() => aliceClient.confirmed.size === MESSAGES_SENT, 'every confirmation', DELIVERY_TIMEOUT_MS);
      await waitFor(() => bolaClient.shownFrom(alice.username).length === MESSAGES_SENT, 'every message at the recipient', DELIVERY_TIMEOUT_MS);
      const stored = await local.stores.messages.after(room.id, 0, MESSAGES_SENT + 10);
      // Each once, in the order typed (a message sent again after the restart keeps its first seq).
      expect(stored.map((message) => message.message)).toEqual(texts);
      for (const [tempId, confirmed] of confirmedBeforeKill) {
        expect(stored.find((message) => message.temp_id === tempId)).toMatchObject({ id: confirmed.id, seq: confirmed.seq });
      }
      expect(bolaClient.shownFrom(alice.username)).toEqual(texts);
      expect(bolaClient.chatFrames).toBe(MESSAGES_SENT);
      // Killed, the process said nothing: the clients saw the connection drop (1006), and came back by themselves.
      expect(aliceClient.closes).toContain(CLOSE_CODES.abnormal);
      expect(bolaClient.closes).toContain(CLOSE_CODES.abnormal);
      expect(confirmedBeforeKill.size).toBeLessThan(MESSAGES_SENT);
    } finally {
      aliceClient.close();
      bolaClient.close();
    }
  }, 90_000);
});
