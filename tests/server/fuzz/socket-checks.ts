import { CLOSE_CODES, MESSAGES, serverSocketMessageSchema } from '../../../src/contract';
import { parseFrame } from '../../../server/realtime/frame-parser';
import { ANSWER_BUDGET_MS } from './http-client';
import type { Closed, FuzzSocket } from './socket-client';
import type { FrameCase } from './socket-cases';

/** How a server may end a socket it was sent rubbish on: policy (1008), too big (1009), or one of the app's 4xxx. */
export function closeAllowed(code: number): boolean {
  return code === 1008 || code === 1009 || (code >= 4000 && code <= 4999);
}

/** What the server sent that it must not: a frame outside the contract, or an error frame that owns up to a fault of its own. */
export function framesProblem(frames: readonly string[]): string | undefined {
  for (const frame of frames) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(frame);
    } catch {
      return `a frame that is not JSON: ${frame.slice(0, 200)}`;
    }
    const checked = serverSocketMessageSchema.safeParse(parsed);
    if (!checked.success) return `a frame outside the contract: ${frame.slice(0, 200)}`;
    // PostgreSQL cannot store a NUL and the API refuses one: no socket passes one on either.
    if (frame.includes('\\u0000')) return `a frame carrying a NUL character: ${frame.slice(0, 200)}`;
    if (checked.data.type === 'error' && (checked.data.message === MESSAGES.serverError || checked.data.message === MESSAGES.serverErrorLater)) {
      return `a server fault: ${frame.slice(0, 200)}`;
    }
  }
  return undefined;
}

/** A text frame of JSON with a NUL character in a string (a NUL elsewhere makes it no JSON, refused anyway). */
function holdsNul(frame: FrameCase): boolean {
  if (frame.binary || typeof frame.data !== 'string') return false;
  try {
    return JSON.stringify(JSON.parse(frame.data)).includes('\\u0000');
  } catch {
    return false;
  }
}

export type FramesOutcome = { problem?: string; closed?: Closed };

/** A frame the server answers with a pong, as it reads frames. */
function isPing(frame: FrameCase): boolean {
  if (frame.binary || typeof frame.data !== 'string') return false;
  const parsed = parseFrame(frame.data);
  return 'frame' in parsed && parsed.frame.type === 'ping';
}

/**
 * Sends the frames then a ping: the server must answer the ping within the budget (frames are handled in
 * order, so every frame before it is done) or have closed the socket with an allowed code. The ping's pong
 * is the last of those the batch is owed, so one owed by a ping among the frames is not taken for it.
 */
export async function exchangeFrames(socket: FuzzSocket, frames: readonly FrameCase[]): Promise<FramesOutcome> {
  const from = socket.frames.length;
  const started = performance.now();
  for (const frame of frames) socket.send(frame.data, frame.binary);
  if (socket.isOpen()) socket.send(JSON.stringify({ type: 'ping' }), false);
  const pongsOwed = frames.filter(isPing).length + 1;
  const pong = await socket.next((frame) => frame.startsWith('{"type":"pong"'), from, ANSWER_BUDGET_MS * 3, pongsOwed);
  const ms = Math.round(performance.now() - started);
  const sent = socket.frames.slice(from);
  const problem = framesProblem(sent);
  if (problem) return { problem };
  if (pong !== undefined) {
    if (ms > ANSWER_BUDGET_MS) return { problem: `the ping was answered after ${ms} ms` };
    const refusals = sent.filter((frame) => frame.startsWith('{"type":"error"')).length;
    const withNul = frames.filter(holdsNul).length;
    return refusals < withNul ? { problem: `${withNul} frames holding a NUL character got ${refusals} error frames` } : {};
  }
  if (socket.isOpen()) return { problem: `no answer to a ping in ${ms} ms, and the socket is still open` };
  const closed = await socket.closed;
  return closeAllowed(closed.code) ? { closed } : { problem: `closed with ${closed.code} ${closed.reason}`, closed };
}

/** A socket opened with an odd path or key: refused with a 4xx, or opened only to be closed with the app's code. */
export async function refusalProblem(socket: FuzzSocket): Promise<string | undefined> {
  const started = performance.now();
  const opened = await socket.opened;
  if (!opened.open) return opened.status >= 400 && opened.status < 500 ? undefined : `the upgrade was answered ${opened.status}`;
  const closed = await Promise.race([socket.closed, new Promise<undefined>((resolve) => setTimeout(resolve, ANSWER_BUDGET_MS * 3))]);
  const ms = Math.round(performance.now() - started);
  if (!closed) return 'a socket with no valid key stayed open';
  if (ms > ANSWER_BUDGET_MS) return `refused after ${ms} ms`;
  const expected: number[] = [CLOSE_CODES.authenticationFailed, CLOSE_CODES.forbidden, CLOSE_CODES.normal];
  return expected.includes(closed.code) ? framesProblem(socket.frames) : `closed with ${closed.code} ${closed.reason}`;
}
