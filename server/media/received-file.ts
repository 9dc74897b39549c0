import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MediaRejected } from './errors';
import { SNIFF_BYTES, sniffMedia, type SniffedMedia } from './sniff';

/** What a route takes, decided from a file's first bytes: its kind, how large it may grow, and the text when it grows larger. */
export type AcceptedFile = { sniffed: SniffedMedia; maxBytes: number; tooLarge: string };

/** Answers the limits of a file the route takes; throws MediaRejected (415) for one it does not. */
export type FileRule = (sniffed: SniffedMedia | null, filename: string) => AcceptedFile;

/** An uploaded file, checked by its content and within its limit, in a temporary file at `path`. */
export type ReceivedFile = { fieldname: string; filename: string; path: string; bytes: number; sniffed: SniffedMedia };

/** A file's bytes as the multipart parser hands them over; `truncated` once the parser's own size limit cut it. */
export type IncomingFile = Readable & { truncated?: boolean };

async function readHead(chunks: AsyncIterator<Buffer>): Promise<Buffer> {
  const head: Buffer[] = [];
  let bytes = 0;
  while (bytes < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    bytes += next.value.length;
  }
  return Buffer.concat(head);
}

/**
 * Receives one file into `target`: its kind is read from the first bytes, and a file the rule refuses is
 * refused then, before the rest arrives; the size is counted as bytes arrive, so a file over its limit is
 * refused at the byte that passes it. Only one chunk at a time is ever held.
 */
export async function receiveFile(
  file: IncomingFile,
  names: { fieldname: string; filename: string },
  rule: FileRule,
  target: string,
): Promise<ReceivedFile> {
  const chunks: AsyncIterator<Buffer> = file[Symbol.asyncIterator]();
  try {
    const head = await readHead(chunks);
    const accepted = rule(await sniffMedia(head.subarray(0, SNIFF_BYTES)), names.filename);
    let bytes = 0;
    const counted = (chunk: Buffer): Buffer => {
      bytes += chunk.length;
      if (bytes > accepted.maxBytes) throw new MediaRejected(413, accepted.tooLarge);
      return chunk;
    };
    async function* limited(): AsyncGenerator<Buffer> {
      yield counted(head);
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield counted(next.value);
      if (file.truncated) throw new MediaRejected(413, accepted.tooLarge);
    }
    await pipeline(limited, createWriteStream(target, { flags: 'wx' }));
    return { ...names, path: target, bytes, sniffed: accepted.sniffed };
  } catch (error) {
    // Stops the parser feeding this file; the caller stops reading the request.
    await chunks.return?.();
    throw error;
  }
}
