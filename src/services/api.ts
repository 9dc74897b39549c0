import { FetchError, ofetch } from 'ofetch';
import { z } from 'zod/mini';
import { API_ROOT, MESSAGES } from '../contract';
import { answerKey } from '../contract/pages';
import { isOnline } from './connectivity';
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
};

type ErrorListener = (error: ApiError, options: CallOptions) => void;
const errorListeners = new Set<ErrorListener>();

/** The app root subscribes here: toasts, and logout on an invalid token. */
export function onApiError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

const client = ofetch.create({ baseURL: API_ROOT, retry: 0 });

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
  if (error instanceof FetchError && error.response) {
    const retryAfter = Number(error.response.headers.get('retry-after')) || undefined;
    return new ApiError(messageOf(error.data), error.response.status, error.data, retryAfter);
  }
  if (error instanceof Error && error.name === 'AbortError') throw error;
  if (error instanceof z.core.$ZodError) return new ApiError(MESSAGES.genericError, 0, null);
  return isOnline() ? new ApiError(MESSAGES.networkError, 0, null) : new OfflineError();
}

function authHeader(auth: CallOptions['auth']): Record<string, string> {
  if (!auth) return {};
  const token = readToken();
  if (token) return { Authorization: `Token ${token}` };
  if (auth === 'optional') return {};
  throw new ApiError(MESSAGES.authenticationRequired, 401, null);
}

/** A visitor's GET that the page already answered (src/services/pageAnswers.ts), when the answer keeps the contract. */
function answeredByPage<S extends z.core.$ZodType>(path: string, answer: S, options: CallOptions): z.output<S> | undefined {
  if ((options.method ?? 'GET') !== 'GET' || readToken()) return undefined;
  const carried = takePageAnswer(answerKey(path, options.query));
  if (carried === undefined) return undefined;
  const parsed = z.safeParse(answer, carried);
  return parsed.success ? parsed.data : undefined;
}

/** Calls the API and parses the answer with its contract schema. */
export async function call<S extends z.core.$ZodType>(path: string, answer: S, options: CallOptions = {}): Promise<z.output<S>> {
  const fromPage = answeredByPage(path, answer, options);
  if (fromPage !== undefined) return fromPage;
  try {
    const data: unknown = await client(path, {
      method: options.method ?? 'GET',
      body: options.body,
      query: options.query,
      headers: authHeader(options.auth),
      signal: options.signal,
    });
    return z.parse(answer, data);
  } catch (raw) {
    // A caller that aborted its own request is not told about a failure, and neither is anyone else.
    if (options.signal?.aborted) throw raw;
    const error = toApiError(raw);
    for (const listener of errorListeners) listener(error, options);
    throw error;
  }
}
