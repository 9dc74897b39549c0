import { fork, type ChildProcess } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, minimalMp4, solidJpeg } from '../support/media-fixtures';
import { streamUpload, type HostileOutcome, type StreamedPart } from './streamed-upload';
import { MEMORY_REQUEST, type ServerMemory, type UploadMemoryServer } from './upload-memory-server';

const MB = 1024 * 1024;
/** What the server process may reach, from its start to the end of the storm. */
const PEAK_RSS_LIMIT = 400 * MB;
const CONCURRENT_UPLOADS = 30;
const FILE_BYTES = 30 * MB;
const STORM_DEADLINE_MS = 40_000;

type Child = { process: ChildProcess; server: UploadMemoryServer };

function isReady(message: unknown): message is { ready: UploadMemoryServer } {
  return typeof message === 'object' && message !== null && 'ready' in message;
}

function isMemory(message: unknown): message is { memory: ServerMemory } {
  return typeof message === 'object' && message !== null && 'memory' in message;
}

function startServer(): Promise<Child> {
  const script = path.join(import.meta.dirname, 'upload-memory-server.ts');
  const child = fork(script, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the upload server exited with ${code} before it listened`)));
    child.on('message', (message) => {
      if (!isReady(message)) return;
      child.removeAllListeners('exit');
      resolve({ process: child, server: message.ready });
    });
  });
}

function memoryOf(child: ChildProcess): Promise<ServerMemory> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (!isMemory(message)) return;
      child.off('message', onMessage);
      resolve(message.memory);
    };
    child.on('message', onMessage);
    child.send(MEMORY_REQUEST);
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const post = (value: string): StreamedPart => ({ name: 'post', value });
const file = (name: string, head: Uint8Array, bytes = FILE_BYTES): StreamedPart => ({ name, filename: `${name}.bin`, head, bytes });
const POST_FIELDS = JSON.stringify({ title: 'Fabric', description: 'Ankara', caption: 'New', price: 4500, category: 1, delivery_time: 1 });

type PictureHeads = { jpeg: Buffer; png: Buffer };

/** The first bytes of a real JPEG and PNG, for "pictures" that go on with garbage. */
async function pictureHeads(): Promise<PictureHeads> {
  const picture = sharp({ create: { width: 64, height: 64, channels: 3, background: '#c0392b' } });
  const [jpeg, png] = await Promise.all([picture.clone().jpeg().toBuffer(), picture.clone().png().toBuffer()]);
  return { jpeg: jpeg.subarray(0, 600), png: png.subarray(0, 33) };
}

type HostileRequest = { url: string; token: string; parts: StreamedPart[] };

/**
 * The n-th attack, in turn: a post of garbage files, a post of fake videos before garbage, oversize "pictures"
 * on /upload and /updatedata, and a garbage chat picture. Each from vendor n % 10 (a chat picture from one of
 * the two in the room), so both the per-user and the process-wide caps are met.
 */
function hostileRequest(n: number, server: UploadMemoryServer, heads: PictureHeads): HostileRequest {
  const api = `http://127.0.0.1:${server.port}/api`;
  const token = server.tokens[n % server.tokens.length] ?? '';
  const garbage = new Uint8Array(0);
  switch (n % 5) {
    case 0:
      return { url: `${api}/`, token, parts: [post(POST_FIELDS), ...[0, 1, 2, 3, 4].map((k) => file(`image_${k}`, garbage))] };
    case 1:
      return { url: `${api}/`, token, parts: [post(POST_FIELDS), file('image_0', minimalMp4()), file('image_1', minimalMp4()), file('image_2', garbage), file('image_3', garbage)] };
    case 2:
      return { url: `${api}/upload/`, token, parts: [file('file', heads.jpeg)] };
    case 3:
      return { url: `${api}/updatedata/`, token, parts: [file('profileimg', heads.png)] };
    default: {
      const member = server.tokens[n % 2] ?? '';
      return { url: `${api}/v2/chats/${server.room}/messages/`, token: member, parts: [{ name: 'message_type', value: 'image' }, file('image_file', garbage)] };
    }
  }
}

describe('30 concurrent hostile uploads against a real server process', () => {
  let child: Child | undefined;

  beforeAll(async () => {
    child = await startServer();
  }, 30_000);

  afterAll(async () => {
    if (child) await stop(child.process);
  });

  it('keeps the server under 400 MB and answers every one with a 4xx', async () => {
    if (!child) throw new Error('the upload server did not start');
    const { server, process: serverProcess } = child;
    const heads = await pictureHeads();
    const before = (await memoryOf(serverProcess)).peakRss;
    const storm = new AbortController();
    setMaxListeners(CONCURRENT_UPLOADS + 1, storm.signal);
    const deadline = setTimeout(() => storm.abort(), STORM_DEADLINE_MS);
    let peak = 0;
    // Polled while the storm runs, so a server that swells is stopped long before it takes the machine.
    const watch = setInterval(() => {
      void memoryOf(serverProcess).then((memory) => {
        peak = Math.max(peak, memory.peakRss);
        if (memory.peakRss > PEAK_RSS_LIMIT) storm.abort();
      });
    }, 200);

    const outcomes: HostileOutcome[] = await Promise.all(
      Array.from({ length: CONCURRENT_UPLOADS }, (_, n) => {
        const { url, token, parts } = hostileRequest(n, server, heads);
        return streamUpload(url, token, parts, storm.signal);
      }),
    );
    clearInterval(watch);
    clearTimeout(deadline);
    peak = Math.max(peak, (await memoryOf(serverProcess)).peakRss);

    expect(peak, `peak RSS ${(peak / MB).toFixed(0)} MB, ${(before / MB).toFixed(0)} MB before the storm`).toBeLessThan(PEAK_RSS_LIMIT);
    const statuses = outcomes.map((outcome) => ('status' in outcome ? outcome.status : outcome.error));
    expect(statuses.filter((status) => typeof status !== 'number' || status < 400 || status >= 500), statuses.join(', ')).toEqual([]);
    expect(statuses).toContain(429);
    for (const outcome of outcomes) {
      if ('status' in outcome && outcome.status === 429) expect(outcome.retryAfter).toMatch(/^\d+$/);
    }
    expect(filesUnder(path.join(server.dataDir, 'tmp')), 'temporary files left behind').toEqual([]);
    expect(filesUnder(path.join(server.dataDir, 'media'))).toEqual([]);

    // The slots are free again: an honest picture goes through.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await solidJpeg(300, 200))], { type: 'image/jpeg' }), 'stall.jpg');
    const honest = await fetch(`http://127.0.0.1:${server.port}/api/upload/`, {
      method: 'POST',
      headers: { authorization: `Token ${server.tokens[0]}` },
      body: form,
    });
    expect(honest.status).toBe(201);
  }, 60_000);
});
