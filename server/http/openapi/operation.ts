import type { z } from 'zod/mini';

/** A contract schema (zod 4, classic or mini). */
export type ZodSchema = z.core.$ZodType;

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Who may call: anyone (no token read), anyone but a sent token must be valid, or a signed-in caller only. */
export type Access = 'public' | 'optional' | 'required';

/** An answer without a body (204, 304). */
export const NO_BODY = { kind: 'no-body' } as const;
/** A 302 to the URL in Location. */
export const REDIRECT = { kind: 'redirect' } as const;

/** What a status answers: a contract schema, or one of the body-less kinds, each with what it means. */
export type AnswerDoc = {
  description: string;
  body: ZodSchema | typeof NO_BODY | typeof REDIRECT;
};

/** An error status beyond the ones every operation of its kind can answer; `body` when it is not the plain error shape. */
export type ErrorDoc = string | { description: string; body: ZodSchema };

/** A multipart/form-data body: text fields from a contract schema, and the file fields a route reads. */
export type MultipartDoc = {
  fields?: ZodSchema;
  /** A file field by name, with what it holds. */
  files?: Record<string, string>;
  /** File fields named by a pattern (the post form's image_{n}_{filename}). */
  filePatterns?: Record<string, string>;
  /** A text field holding JSON of a contract schema (the post form's `post`). */
  jsonFields?: Record<string, ZodSchema>;
};

/** One documented operation of the API, in the words of the route it describes. */
export type OperationDoc = {
  method: HttpMethod;
  /** The route's path as Fastify registers it (`/api/post/:id`). */
  path: string;
  summary: string;
  description?: string;
  access: Access;
  /** Behind a rate limit, so it may answer 429 with Retry-After. */
  rateLimited?: boolean;
  params?: ZodSchema;
  query?: ZodSchema;
  /** Request headers the route reads, by their lower-case names (an Idempotency-Key). */
  headers?: ZodSchema;
  /** A JSON body. */
  body?: ZodSchema;
  /** Whether a request without a body is refused; true when a body is documented, unless said otherwise. */
  bodyRequired?: boolean;
  multipart?: MultipartDoc;
  /** Answered with Cache-Control and an ETag; If-None-Match of the current tag answers 304. */
  cacheable?: boolean;
  answers: Partial<Record<number, AnswerDoc>>;
  errors?: Partial<Record<number, ErrorDoc>>;
};

/** A socket endpoint: opened with GET and an upgrade, then frames of the contract's socket messages. */
export type SocketDoc = {
  path: string;
  summary: string;
  description: string;
  params?: ZodSchema;
  clientMessages: ZodSchema;
  serverMessages: ZodSchema;
};

/** One area's operations (a tag of the document). */
export type AreaDocs = {
  tag: string;
  description: string;
  operations: readonly OperationDoc[];
  sockets?: readonly SocketDoc[];
};

/** An answer of `body` described in a few words. */
export const answer = (description: string, body: AnswerDoc['body']): AnswerDoc => ({ description, body });

/** An operation's method and its path as Fastify registers it: `'POST /api/register'`. */
export type Route = `${HttpMethod} ${string}`;

/** What an operation documents beyond its route, who may call it and its summary. */
export type OperationParts = Omit<OperationDoc, 'method' | 'path' | 'access' | 'summary'>;

const METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PATCH', 'DELETE'];

/** One operation of an area's table: its route, who may call it and what it does, then what it takes and answers. */
export function operation(route: Route, access: Access, summary: string, parts: OperationParts): OperationDoc {
  const method = METHODS.find((candidate) => route.startsWith(`${candidate} `));
  if (!method) throw new Error(`${route} does not start with a method`);
  return { method, path: route.slice(method.length + 1), summary, access, ...parts };
}

/** `/api/post/:id` as OpenAPI writes it, `/api/post/{id}`; a trailing slash is dropped (the router ignores it). */
export function openApiPath(fastifyPath: string): string {
  const path = fastifyPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
