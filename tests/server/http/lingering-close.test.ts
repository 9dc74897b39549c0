import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/helpers';

/** A JSON body over the server's limit: refused from its Content-Length, before a byte of it is read. */
const BODY_BYTES = 4 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
const CHUNK_GAP_MS = 5;

type Upload = { answer: string; writtenAfterAnswer: number; errors: string[]; closedByServer: boolean };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A client that sends its whole body, a chunk at a time, whatever the server answers meanwhile (half-open, as an
 * HTTP client uploading a file keeps writing after the server's FIN); then ends it and waits for the close.
 */
async function refusedUpload(port: number): Promise<Upload> {
  const socket = net.connect({ host: '127.0.0.1', port, allowHalfOpen: true });
  const upload: Upload = { answer: '', writtenAfterAnswer: 0, errors: [], closedByServer: false };
  socket.on('data', (chunk: Buffer) => (upload.answer += chunk.toString('latin1')));
  socket.on('error', (error: NodeJS.ErrnoException) => upload.errors.push(error.code ?? error.message));
  socket.on('end', () => (upload.closedByServer = true));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`POST /api/like HTTP/1.1\r\nHost: market.test\r\nContent-Type: application/json\r\nContent-Length: ${BODY_BYTES}\r\n\r\n`);
  for (let sent = 0; sent < BODY_BYTES && upload.errors.length === 0; sent += CHUNK_BYTES) {
    socket.write(Buffer.alloc(CHUNK_BYTES, 0x20));
    if (upload.answer !== '') upload.writtenAfterAnswer += CHUNK_BYTES;
    await pause(CHUNK_GAP_MS);
  }
  socket.end();
  await closed;
  return upload;
}

// server/http/lingering-close.ts works through Node's undocumented socket.destroySoon (no public API defers the
// close of a Connection: close answer): without it the client's next write meets a reset (EPIPE), so a Node
// version that stops calling it fails here.
describe('a body refused before it is read', () => {
  const t = useTestApp();

  it('is answered at once, read and dropped to its end, and its connection closed without a reset once the client is done', async () => {
    await t().app.listen({ host: '127.0.0.1', port: 0 });
    const address = t().app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const upload = await refusedUpload(address.port);
    expect(upload.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(upload.answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(upload.writtenAfterAnswer).toBeGreaterThan(0);
    expect(upload.errors).toEqual([]);
    expect(upload.closedByServer).toBe(true);
  });
});
