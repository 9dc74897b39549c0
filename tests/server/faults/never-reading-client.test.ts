import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { STALLED_READER_MS } from '../../../server/realtime/connection';
import { CLOSE_CODES } from '../../../src/contract';
import type { ServerProcess } from '../../support/server-process';
import { chatUrl, roomOfTwo } from '../support/realtime-clients';
import { openSqliteTestDatabase } from '../support/test-database';
import { resumingChatClient, waitFor, type ResumingChatClient } from './resuming-client';
import { useServerProcess } from './use-server-process';

/** Sockets of one user that stop reading once open; half of them first ask for the room's history. */
const SILENT_SOCKETS = 16;
/** The longest message (2,000 characters) of three-byte characters: about 6 KB a frame. */
const BIG_MESSAGE = '₦'.repeat(2000);
/** About 9 MB already in the room: a resume of it cannot all fit in the socket buffers of a reader that stopped. */
const HISTORY = 1500;
const MESSAGES_SENT = 20_000;
/** Messages on their way at once (the sender reads its confirmations). */
const IN_FLIGHT = 50;
/**
 * About 120 MB of frames go to the silent sockets: the server may not keep them (frames are shared between sockets,
 * so without the cut-off it keeps every one; what the bound leaves room for is the work of storing the flood).
 */
const GROWTH_ALLOWED_BYTES = 200 * 1024 * 1024;
const TIMEOUT_MS = 60_000;
/** Once read again, a socket the server dropped shows it at once (what was buffered is read in well under this). */
const CUT_OFF_SEEN_MS = 30_000;
/**
 * A socket stuck in its resume is dropped once its backlog has not moved for STALLED_READER_MS; read again before
 * that, it would simply be read. On a fast server the flood ends sooner, so the silent sockets stay silent this long.
 */
const SILENT_FOR_MS = STALLED_READER_MS + 3000;

type Silent = { socket: WebSocket; closes: number[] };

/**
 * A chat socket that reads until it is open (and, with `resume`, asks for every message of the room), then never
 * again: its TCP window fills and the server's buffer grows.
 */
async function silentSocket(url: string, resume: boolean): Promise<Silent> {
  const socket = new WebSocket(url);
  socket.on('error', () => {});
  const closes: number[] = [];
  socket.on('close', (code) => closes.push(code));
  await new Promise<void>((resolve, reject) => {
    socket.once('message', () => resolve());
    socket.once('close', () => reject(new Error('closed before it opened')));
  });
  if (resume) socket.send(JSON.stringify({ type: 'resume', after_seq: 0 }));
  socket.pause();
  return { socket, closes };
}

/** Sends `count` big messages, `IN_FLIGHT` at a time, until all are confirmed; answers the server's peak memory meanwhile. */
async function flood(sender: ResumingChatClient, server: ServerProcess, count: number): Promise<number> {
  const first = sender.confirmed.size;
  let peak = server.residentBytes();
  for (let sent = 0; sent < count; ) {
    while (sent - (sender.confirmed.size - first) < IN_FLIGHT && sent < count) {
      sender.send(BIG_MESSAGE);
      sent += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    peak = Math.max(peak, server.residentBytes());
  }
  await waitFor(() => sender.confirmed.size === first + count, 'every confirmation', TIMEOUT_MS);
  return peak;
}

describe('clients that never read', () => {
  // SQLite whatever TEST_DATABASE_URL says: the sockets are the subject, and it stores the flood fastest.
  // A heap that may not grow lazily: under a busy machine's late collections the RSS would measure garbage, not
  // what the server keeps. A server that kept the silent sockets' frames (about 120 MB more) would run out of it.
  // The heap the flood needs grows with the server's code (run under tsx): 160 MB left under 10 MB to spare (150
  // failed before web push), and web push's routes took that (out of memory 7 s into the flood).
  const fixture = useServerProcess(openSqliteTestDatabase, { NODE_OPTIONS: '--max-old-space-size=224' });

  it('are cut off once their backlog is large, while the server keeps its memory and serves the others', async () => {
    const { local, server } = fixture();
    const { alice, bola, room } = await roomOfTwo(local.stores);
    const sender = resumingChatClient(chatUrl(server.socketRoot, room.uniquecode, bola.token), bola, room.uniquecode);
    const silent: Silent[] = [];
    try {
      await waitFor(() => sender.opened === 1, "the sender's socket", TIMEOUT_MS);
      await flood(sender, server, HISTORY);
      const url = chatUrl(server.socketRoot, room.uniquecode, alice.token);
      silent.push(...(await Promise.all(Array.from({ length: SILENT_SOCKETS }, (_, index) => silentSocket(url, index % 2 === 0)))));
      const silentSince = Date.now();
      const before = server.residentBytes();
      const peak = await flood(sender, server, MESSAGES_SENT);
      expect(peak - before).toBeLessThan(GROWTH_ALLOWED_BYTES);

      // Each silent socket was dropped by the server (no close frame: it could not have read one): reading again,
      // it finds the connection gone.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, silentSince + SILENT_FOR_MS - Date.now())));
      for (const { socket } of silent) socket.resume();
      await waitFor(() => silent.every(({ closes }) => closes.length > 0), 'every silent socket cut off', CUT_OFF_SEEN_MS);
      expect(silent.flatMap(({ closes }) => closes)).toEqual(silent.map(() => CLOSE_CODES.abnormal));
    } finally {
      sender.close();
      for (const { socket } of silent) socket.terminate();
    }
  }, 120_000);
});
