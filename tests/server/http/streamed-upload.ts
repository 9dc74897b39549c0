import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A text field, or a file of `bytes` bytes that starts with `head` and goes on with garbage. */
export type StreamedPart = { name: string; value: string } | { name: string; filename: string; head: Uint8Array; bytes: number };

/** What the server answered, or how the connection failed before it did. */
export type HostileOutcome = { status: number; message: string; retryAfter: string | undefined } | { error: string };

const CHUNK_BYTES = 64 * 1024;

/**
 * One garbage chunk, reused for every file: the client never holds a whole body, so the test machine's memory
 * stays flat however large the files. It starts with text, so no byte sniffer can take it for a picture.
 */
const GARBAGE = Buffer.concat([Buffer.from('garbage, not a picture '), randomBytes(CHUNK_BYTES)]).subarray(0, CHUNK_BYTES);

/** A multipart body cut in two: the parts (the last one not yet closed), and the closing delimiter. */
type MultipartStream = { contentType: string; parts: Generator<Buffer>; closing: Buffer };

function partHeader(boundary: string, part: StreamedPart): string {
  const disposition = 'value' in part
    ? `form-data; name="${part.name}"`
    : `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream`;
  return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`;
}

function* partChunks(boundary: string, parts: readonly StreamedPart[]): Generator<Buffer> {
  for (const [index, part] of parts.entries()) {
    // The CRLF before a boundary belongs to the delimiter: a part is open until the next one arrives.
    yield Buffer.from(`${index > 0 ? '\r\n' : ''}${partHeader(boundary, part)}`);
    if ('value' in part) {
      yield Buffer.from(part.value);
      continue;
    }
    yield Buffer.from(part.head);
    for (let sent = part.head.length; sent < part.bytes; sent += CHUNK_BYTES) {
      yield GARBAGE.subarray(0, Math.min(CHUNK_BYTES, part.bytes - sent));
    }
  }
}

/** The body as a browser would send it, chunk by chunk; file bytes after a head are GARBAGE repeated. */
function multipartStream(parts: readonly StreamedPart[]): MultipartStream {
  const boundary = `----streamed${randomBytes(12).toString('hex')}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    parts: partChunks(boundary, parts),
    closing: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
}

function messageOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' && 'message' in parsed ? String(parsed.message) : body;
  } catch {
    return body;
  }
}

/**
 * POSTs a multipart form over its own connection, writing as fast as the server takes it, and stops sending
 * once the answer arrives (as a browser's fetch does). Resolves with the answer, or the error that came first.
 */
export function streamUpload(url: string, token: string, parts: readonly StreamedPart[], signal: AbortSignal): Promise<HostileOutcome> {
  const body = multipartStream(parts);
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      signal,
      headers: { authorization: `Token ${token}`, 'content-type': body.contentType },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: response.statusCode ?? 0, message: messageOf(text), retryAfter: response.headers['retry-after'] });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) resolve({ error: `${error.name}: ${error.message}` });
    });
    const writeMore = () => {
      for (let next = body.parts.next(); !next.done; next = body.parts.next()) {
        if (answered || request.destroyed) return;
        if (!request.write(next.value)) return void request.once('drain', writeMore);
      }
      if (!answered && !request.destroyed) request.end(body.closing);
    };
    writeMore();
  });
}

/** An upload whose body is sent up to its last byte and then held open, as a slow phone connection does. */
export type HeldUpload = {
  response: Promise<LightMyRequestResponse>;
  /** Sends the closing delimiter: the form is complete. */
  finish(): void;
};

/** Injects a multipart form whose body stays open (its last part unfinished) until `finish()`. */
export function holdUpload(app: FastifyInstance, url: string, token: string, parts: readonly StreamedPart[]): HeldUpload {
  const body = multipartStream(parts);
  const payload = new PassThrough();
  for (const chunk of body.parts) payload.write(chunk);
  const response = app.inject({ method: 'POST', url, payload, headers: { authorization: `Token ${token}`, 'content-type': body.contentType } });
  return { response, finish: () => payload.end(body.closing) };
}
