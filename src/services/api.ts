import { API_ROOT, IDEMPOTENCY_KEY_HEADER } from '../contract/addresses';
import { AnswerBrokeContract, parsedOrUndefined, type AnswerSchema } from '../contract/answerChecks';
import { MESSAGES } from '../contract/texts';
import { DURATIONS } from '../contract/timing';
import { answerKey } from '../contract/pages';
import { isOnline } from './connectivity';
import { deadline } from './deadline';
import { readToken } from './cookies';
import { takePageAnswer } from './pageAnswers';

/** The error every failed call raises (document 1 section 7, rules for every call). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown,
    /** Seconds from a 429's Retry-After header. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isAuthFailure(): boolean {
    return this.status === 401 || this.message.toLowerCase() === MESSAGES.invalidToken.toLowerCase();
  }
}

/** A call that could not reach the server while the browser had no network: worth making again once online. */
export class OfflineError extends ApiError {
  readonly offline = true;

  constructor() {
    super(MESSAGES.networkError, 0, null);
    this.name = 'OfflineError';
  }
}

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: Record<string, unknown> | FormData;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sends the session token; fails with 'Authentication required' when there is none. */
  auth?: boolean | 'optional';
  /** Suppresses the error toast for this call. */
  quiet?: boolean;
  signal?: AbortSignal;
  /** The write's Idempotency-Key: the same on every retry of one user action (src/contract/idempotency.ts). */
  idempotencyKey?: string;
};

type ErrorListener = (error: ApiError, options: CallOptions) => void;
const errorListeners = new Set<ErrorListener>();

/** The app root subscribes here: toasts, and logout on an invalid token. */
export function onApiError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** A JSON answer's media type: application/json or a +json type. */
const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json(;.+)?$/i;

/** The call's address under the API root ('/' is the root itself), with its defined query values. */
function addressOf(path: string, query: CallOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.append(key, String(value));
  const search = params.toString();
  return `${path === '/' ? API_ROOT : API_ROOT + path}${search ? `?${search}` : ''}`;
}

/** A form goes as it is; anything else as JSON. */
function requestOf(options: CallOptions): RequestInit {
  const headers: Record<string, string> = { accept: 'application/json', ...authHeader(options.auth) };
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  const init: RequestInit = { method: options.method ?? 'GET', headers, signal: options.signal };
  if (options.body instanceof FormData) init.body = options.body;
  else if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  return init;
}

/** The answer's body: parsed JSON (an answer without a media type is read as JSON too), its text otherwise, undefined when empty. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type !== '' && !JSON_TYPE.test(type)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The caller's signal, and a deadline unless the call uploads a form (files take minutes on slow data). */
function deadlineFor(options: CallOptions): { signal: AbortSignal | undefined; done: () => void } {
  if (options.body instanceof FormData) return { signal: options.signal, done: () => undefined };
  return deadline(DURATIONS.apiCallTimeout, options.signal);
}

/**
 * The platform's fetch with the API root, the token and JSON both ways; an answer outside 2xx raises the
 * ApiError its body describes. (ofetch did this job; on the first render of / its 4 KB gzipped were in the way.)
 */
async function send(path: string, options: CallOptions): Promise<unknown> {
  const callDeadline = deadlineFor(options);
  try {
    const response = await fetch(addressOf(path, options.query), { ...requestOf(options), signal: callDeadline.signal });
    const data = await bodyOf(response);
    if (response.ok) return data;
    const retryAfter = Number(response.headers.get('retry-after')) || undefined;
    throw new ApiError(messageOf(data), response.status, data, retryAfter);
  } finally {
    callDeadline.done();
  }
}

function messageOf(data: unknown): string {
  if (data && typeof data === 'object') {
    for (const key of ['message', 'error', 'detail'] as const) {
      const value = (data as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) return value;
    }
  }
  return MESSAGES.genericError;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.name === 'AbortError') throw error;
  if (error instanceof AnswerBrokeContract) return new ApiError(MESSAGES.genericError, 0, null);
  return isOnline() ? new ApiError(MESSAGES.networkError, 0, null) : new OfflineError();
}

function authHeader(auth: CallOptions['auth']): Record<string, string> {
  if (!auth) return {};
  const token = readToken();
  if (token) return { Authorization: `Token ${token}` };
  if (auth === 'optional') return {};
  throw new ApiError(MESSAGES.authenticationRequired, 401, null);
}

/** The answer as its schema outputs it; whatever the schema's parse throws (zod's error, a generated check's) means it broke the contract. */
function parsed<T>(answer: AnswerSchema<T>, data: unknown): T {
  try {
    return answer.parse(data);
  } catch (error) {
    throw error instanceof AnswerBrokeContract ? error : new AnswerBrokeContract(String(error));
  }
}

/** A visitor's GET that the page already answered (src/services/pageAnswers.ts), when the answer keeps the contract. */
function answeredByPage<T>(path: string, answer: AnswerSchema<T>, options: CallOptions): T | undefined {
  if ((options.method ?? 'GET') !== 'GET' || readToken()) return undefined;
  const carried = takePageAnswer(answerKey(path, options.query));
  return carried === undefined ? undefined : parsedOrUndefined(answer, carried);
}

/**
 * Calls the API and parses the answer with its contract schema: a zod schema, or for the first screen's calls the
 * check generated from it (src/contract/answerChecks.generated.ts), so that zod's runtime is not needed to show the feed.
 */
export async function call<T>(path: string, answer: AnswerSchema<T>, options: CallOptions = {}): Promise<T> {
  const fromPage = answeredByPage(path, answer, options);
  if (fromPage !== undefined) return fromPage;
  try {
    return parsed(answer, await send(path, options));
  } catch (raw) {
    // A caller that aborted its own request is not told about a failure, and neither is anyone else.
    if (options.signal?.aborted) throw raw;
    const error = toApiError(raw);
    for (const listener of errorListeners) listener(error, options);
    throw error;
  }
}
