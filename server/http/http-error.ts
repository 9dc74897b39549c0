import { fillTemplate, MESSAGES, waitWords, type FieldErrors } from '../../src/contract';

/** An answer other than success: the status, the body `{message, ...extra}` and extra headers. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body(): Record<string, unknown> {
    return { message: this.message, ...this.extra };
  }
}

export function badRequest(message: string, errors?: FieldErrors): HttpError {
  return new HttpError(400, message, errors ? { errors } : {});
}

export function notFound(message: string = MESSAGES.notFound): HttpError {
  return new HttpError(404, message);
}

export function unauthorized(message: string): HttpError {
  return new HttpError(401, message);
}

/** 429 with Retry-After in whole seconds (at least 1) and the message filled with the wait. */
export function tooManyRequests(retryAfterSeconds: number, template: string = MESSAGES.tooManyRequests): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, fillTemplate(template, { wait: waitWords(seconds) }), {}, { 'retry-after': String(seconds) });
}
