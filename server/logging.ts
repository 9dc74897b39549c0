import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY = /([?&](?:token|key)=)[^&#]*/gi;

/** Drops secrets (reset-link and socket tokens) from logged URLs. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** Pino through Fastify: JSON lines at the configured level, no secrets in request lines. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization'],
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
