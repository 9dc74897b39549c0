import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * How hard to compress: `kept` for a text encoded once and sent many times (the app's page), `once` for a
 * text sent once (a shared post's page), at the API's cost (server/http/compression.ts).
 */
export type EncodingEffort = 'kept' | 'once';

const BROTLI_QUALITY: Record<EncodingEffort, number> = { kept: constants.BROTLI_MAX_QUALITY, once: 4 };
const GZIP_LEVEL: Record<EncodingEffort, number> = { kept: 9, once: 6 };

/** The q-value of each coding an Accept-Encoding header names (`*` included), names lower-cased. */
function codingWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/** Brotli or gzip as the client weighs them (brotli on a tie), identity when it takes neither. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = codingWeights(acceptEncoding);
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br <= 0 && gzip <= 0) return 'identity';
  return br >= gzip ? 'br' : 'gzip';
}

/** A text answer with its brotli and gzip forms, each made the first time a client asks for it. */
export class EncodedText {
  private readonly forms = new Map<ContentEncoding, Buffer>();

  constructor(
    readonly text: string,
    private readonly effort: EncodingEffort,
  ) {}

  bytes(encoding: ContentEncoding): Buffer {
    let form = this.forms.get(encoding);
    if (!form) {
      form = this.encode(Buffer.from(this.text, 'utf8'), encoding);
      this.forms.set(encoding, form);
    }
    return form;
  }

  private encode(plain: Buffer, encoding: ContentEncoding): Buffer {
    if (encoding === 'br') {
      const params = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[this.effort], [constants.BROTLI_PARAM_SIZE_HINT]: plain.length };
      return brotliCompressSync(plain, { params });
    }
    return encoding === 'gzip' ? gzipSync(plain, { level: GZIP_LEVEL[this.effort] }) : plain;
  }
}

/**
 * Sends the text in the encoding the request prefers, with Vary so a shared cache keeps one copy per
 * encoding. Routes that send this way are registered with `compress: false`.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedText): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body.bytes(encoding));
}
