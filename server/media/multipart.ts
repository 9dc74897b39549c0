import fastifyMultipart, { type Multipart, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MediaRejected } from './errors';
import { MEDIA_LIMITS, MULTIPART_LIMITS } from './limits';
import { MEDIA_MESSAGES } from './messages';

export type ReceivedFile = { fieldname: string; filename: string; buffer: Buffer };

/** A multipart request read whole: text fields (the last value of a repeated name wins) and files in order. */
export type MultipartForm = { fields: Record<string, string>; files: ReceivedFile[] };

export type ReadMultipartOptions = {
  /** One more file than this is refused with `tooManyFiles` before it is read. Default 5. */
  maxFiles?: number;
  /** A file longer than this is refused with `fileTooLarge(filename)`. Default (and at most) 50MB. */
  maxFileBytes?: number;
  tooManyFiles?: string;
  fileTooLarge?: (filename: string) => string;
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

/** @fastify/multipart's limit errors in the spec's words; anything else unchanged. */
function limitErrorInSpecWords(error: unknown, filename: string, options: Required<ReadMultipartOptions>): unknown {
  switch (errorCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new MediaRejected(413, options.fileTooLarge(filename));
    case 'FST_FILES_LIMIT':
      return new MediaRejected(400, options.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new MediaRejected(413, MEDIA_MESSAGES.formTooLarge);
    default:
      return error;
  }
}

function withDefaults(options: ReadMultipartOptions): Required<ReadMultipartOptions> {
  return {
    maxFiles: options.maxFiles ?? MEDIA_LIMITS.maxPostFiles,
    maxFileBytes: Math.min(options.maxFileBytes ?? MULTIPART_LIMITS.fileSize, MULTIPART_LIMITS.fileSize),
    tooManyFiles: options.tooManyFiles ?? MEDIA_MESSAGES.tooManyFiles,
    fileTooLarge: options.fileTooLarge ?? MEDIA_MESSAGES.videoOver50MB,
  };
}

/**
 * Reads a multipart request into memory. Refuses, as MediaRejected: one file more than
 * `maxFiles` (400), a file over `maxFileBytes` (413), too many or too long text fields (413).
 * The route's plugin must have called registerMultipart.
 */
export async function readMultipart(request: FastifyRequest, options: ReadMultipartOptions = {}): Promise<MultipartForm> {
  if (typeof request.parts !== 'function') throw new Error('readMultipart needs registerMultipart(app) in the route’s plugin');
  const settings = withDefaults(options);
  const form: MultipartForm = { fields: {}, files: [] };
  let filename = '';
  try {
    const parts = request.parts({ limits: { fileSize: settings.maxFileBytes, files: settings.maxFiles + 1 } });
    for await (const part of parts as AsyncIterable<Multipart>) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = fieldText(part);
        continue;
      }
      filename = plainFilename(part.filename, part.fieldname);
      if (form.files.length >= settings.maxFiles) throw new MediaRejected(400, settings.tooManyFiles);
      form.files.push({ fieldname: part.fieldname, filename, buffer: await part.toBuffer() });
    }
  } catch (error) {
    throw limitErrorInSpecWords(error, filename, settings);
  }
  return form;
}
