import path from 'node:path';
import fastifyMultipart, { type Multipart, type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MediaRejected } from './errors';
import { MEDIA_LIMITS, MULTIPART_LIMITS } from './limits';
import { MEDIA_MESSAGES } from './messages';
import { receiveFile, type FileRule, type ReceivedFile } from './received-file';

/** A multipart request read through: text fields (the last value of a repeated name wins) and files, in order, on disk. */
export type MultipartForm = { fields: Record<string, string>; files: ReceivedFile[] };

export type ReadMultipartOptions = {
  /** An empty folder of this request's own, where the files are written; the caller removes it. */
  folder: string;
  /** Takes or refuses each file by its first bytes, and sets its size limit. */
  rule: FileRule;
  /** One more file than this is refused with `tooManyFiles` before it is read. Default 5. */
  maxFiles?: number;
  tooManyFiles?: string;
};

/**
 * Lets the routes of one plugin (and its children) read multipart bodies. Call it once per
 * plugin, before those routes: `await registerMultipart(app)` inside the routes' plugin.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { ...MULTIPART_LIMITS } });
}

/** The name a browser sent, without any folder part a client may have put in front. */
function plainFilename(filename: string, fieldname: string): string {
  return filename.split(/[/\\]/).pop()?.trim() || fieldname;
}

function fieldText(part: MultipartValue): string {
  if (part.valueTruncated || part.fieldnameTruncated) throw new MediaRejected(413, MEDIA_MESSAGES.formTooLarge);
  return typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
}

function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** @fastify/multipart's limit errors in the spec's words; anything else (a malformed body, say) unchanged. */
function limitErrorInSpecWords(error: unknown, tooManyFiles: string): unknown {
  switch (errorCode(error)) {
    case 'FST_FILES_LIMIT':
      return new MediaRejected(400, tooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new MediaRejected(413, MEDIA_MESSAGES.formTooLarge);
    default:
      return error;
  }
}

/**
 * Once the form is refused, nothing more of it is parsed: the file being read is let go, and the rest of the
 * body is read and dropped as it comes (never kept), so the answer reaches the client on its connection.
 */
function stopReading(request: FastifyRequest, current: MultipartFile | undefined): void {
  current?.file.destroy();
  request.raw.unpipe();
  request.raw.resume();
}

/**
 * Reads a multipart request, each file straight into `folder` as its bytes arrive (never a whole file in
 * memory). Refuses, as MediaRejected: a file the rule does not take, from its first bytes (415); a file
 * over its limit, at the byte that passes it (413); one file more than `maxFiles` (400); too many or too
 * long text fields (413). The route's plugin must have called registerMultipart.
 */
export async function readMultipart(request: FastifyRequest, options: ReadMultipartOptions): Promise<MultipartForm> {
  if (typeof request.parts !== 'function') throw new Error('readMultipart needs registerMultipart(app) in the route’s plugin');
  const maxFiles = options.maxFiles ?? MEDIA_LIMITS.maxPostFiles;
  const tooManyFiles = options.tooManyFiles ?? MEDIA_MESSAGES.tooManyFiles;
  const form: MultipartForm = { fields: {}, files: [] };
  let current: MultipartFile | undefined;
  try {
    const parts = request.parts({ limits: { files: maxFiles + 1 } });
    for await (const part of parts as AsyncIterable<Multipart>) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = fieldText(part);
        continue;
      }
      current = part;
      if (form.files.length >= maxFiles) throw new MediaRejected(400, tooManyFiles);
      const names = { fieldname: part.fieldname, filename: plainFilename(part.filename, part.fieldname) };
      const target = path.join(options.folder, `file-${form.files.length}`);
      form.files.push(await receiveFile(part.file, names, options.rule, target));
      current = undefined;
    }
  } catch (error) {
    stopReading(request, current);
    throw limitErrorInSpecWords(error, tooManyFiles);
  }
  return form;
}
