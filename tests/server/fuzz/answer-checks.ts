import type { AnswerCheck } from '../../../server/http/openapi';
import { errorAnswerSchema } from '../../../src/contract';
import { ANSWER_BUDGET_MS, type WireAnswer, type WireRequest } from './http-client';

const PREVIEW = 300;

function preview(bytes: Buffer | undefined): string {
  if (!bytes || bytes.length === 0) return '(none)';
  const text = JSON.stringify(bytes.subarray(0, PREVIEW).toString('latin1'));
  return `${text}${bytes.length > PREVIEW ? ` … (${bytes.length} bytes)` : ''}`;
}

/** The request and what came back, short enough to read in a test report. */
export function describeExchange(request: WireRequest, answer: WireAnswer): string {
  const outcome = answer.kind === 'answer' ? `${answer.status} in ${answer.ms} ms: ${preview(answer.body)}` : `${answer.error} after ${answer.ms} ms`;
  const before = answer.kind === 'failed' && answer.afterOnSameConnection;
  const cause = before ? `\n  after this exchange on the same kept-alive connection (${before.status}, ${before.connection}):\n${describeRequest(before.request)}` : '';
  return `${describeRequest(request)}\n  answer: ${outcome}${cause}`;
}

function describeRequest(request: WireRequest): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${name === 'authorization' ? value.slice(0, 40) : value}`)
    .join('; ');
  return `${request.method} ${request.path.slice(0, PREVIEW)}\n  headers: ${headers}\n  body: ${preview(request.body)}`;
}

function errorShapeProblem(body: Buffer): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return 'a 4xx whose body is not JSON';
  }
  return errorAnswerSchema.safeParse(parsed).success ? undefined : 'a 4xx not in the error shape {message, errors?}';
}

/** Paths outside the API, media, sockets and built assets are the app's pages: their 404 is the app, which shows its not-found screen. */
const NOT_PAGES = /^\/(api|media|ws|assets)(\/|$|\?)/;

function isPageNotFound(request: WireRequest, answer: Extract<WireAnswer, { kind: 'answer' }>): boolean {
  const isHtml = String(answer.headers['content-type'] ?? '').startsWith('text/html');
  return answer.status === 404 && isHtml && (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.test(request.path);
}

/**
 * What is wrong with an answer to any request, however hostile: none at all (reset, hang), a 5xx, an answer
 * slower than the budget, or a refusal outside the error shape (but a page's 404). Undefined when the answer is fine.
 */
export function answerProblem(request: WireRequest, answer: WireAnswer): string | undefined {
  if (answer.kind === 'failed') return 'no answer';
  if (answer.status >= 500) return `a ${answer.status}`;
  if (answer.ms > ANSWER_BUDGET_MS) return `an answer slower than ${ANSWER_BUDGET_MS} ms`;
  if (answer.status >= 400 && request.method !== 'HEAD' && !isPageNotFound(request, answer)) return errorShapeProblem(answer.body);
  return undefined;
}

/** The body as the validator reads it: parsed JSON, or undefined when there is none. */
function bodyOf(answer: Extract<WireAnswer, { kind: 'answer' }>): unknown {
  if (answer.body.length === 0) return undefined;
  const text = answer.body.toString('utf8');
  return String(answer.headers['content-type'] ?? '').includes('json') ? JSON.parse(text) : text;
}

/**
 * What is wrong with an answer to a request the document describes: the general problems above, then any way
 * the status or body departs from what the document says the operation answers.
 */
export function documentedAnswerProblem(check: AnswerCheck, request: WireRequest, pathTemplate: string, answer: WireAnswer): string | undefined {
  const problem = answerProblem(request, answer);
  if (problem || answer.kind !== 'answer') return problem;
  const departures = check(request.method, pathTemplate, answer.status, bodyOf(answer));
  return departures.length ? `an answer the document does not describe: ${departures.slice(0, 5).join('; ')}` : undefined;
}

/**
 * What is wrong with an answer to a request the document refuses: any problem above, or a success. A documented
 * redirect is a refusal too (third-party sign-in sends the browser back to the app with the error).
 */
export function refusedAnswerProblem(check: AnswerCheck, request: WireRequest, pathTemplate: string, answer: WireAnswer): string | undefined {
  const problem = documentedAnswerProblem(check, request, pathTemplate, answer);
  if (problem || answer.kind !== 'answer') return problem;
  return answer.status < 300 ? `a ${answer.status}: a request the document refuses was taken` : undefined;
}
