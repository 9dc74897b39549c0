import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { CLOSE_CODES, type ClientSocketMessage } from '../../src/contract';
import { ROOM_CODE } from '../fixtures/chat';
import { apiUrl, liveSockets } from '../setup/msw';
import { flush } from './settle';
import { answerQueue, type Answer } from './view';
import { standingAnswer } from './view/answers';

/**
 * The server behind the chat room's view walk. Its REST answers (the room, a catch-up, an older page, a text or a
 * picture sent by request) wait until the walk releases them, as the path says. Its room socket is msw's fake
 * WebSocket played by the walk: while the path says the socket is not up, every connection is refused as it opens
 * (1011, the client tries again on its backoff); it opens when the path says it connected, is dropped (1012) or
 * refused for good (4003) where the path says so. It answers pings and keeps what the client sent, so a walk can
 * answer a send with the temp_id the client gave it (the model's fixtures say tmp-1).
 */

type OpenSocket = { send: (data: string) => void; close: (code: number) => void };
type Posted = { kind: 'text' | 'image'; message: string };

/** What the server does with the next connection of the room's socket. */
type Admission = 'refuse' | 'accept' | 'forbid';

const messagesUrl = apiUrl(`/v2/chats/${ROOM_CODE}/messages/`);
const roomSocket = new RegExp(`/ws/chat/${ROOM_CODE}/`);
const MODEL_TEMP_ID = '"tmp-1"';

export function playedChatServer() {
  const answers = answerQueue(['catchUp', 'older', 'text', 'image'] as const);
  // The room is asked for again as the screen first mounts: one answer serves both.
  const room = standingAnswer();
  let admission: Admission = 'refuse';
  let open: OpenSocket | undefined;
  let forbidden = false;
  let lastTempId = 'tmp-1';
  const received: ClientSocketMessage[] = [];
  const posted: Posted[] = [];

  const socketHandler = liveSockets.addEventListener('connection', ({ client }) => {
    if (!roomSocket.test(client.url.toString())) return;
    if (admission !== 'accept') {
      forbidden = admission === 'forbid';
      client.close(forbidden ? CLOSE_CODES.forbidden : CLOSE_CODES.internalError);
      return;
    }
    const entry: OpenSocket = { send: (data) => client.send(data), close: (code) => client.close(code) };
    open = entry;
    client.addEventListener('message', (event) => {
      const frame = JSON.parse(String(event.data)) as ClientSocketMessage;
      received.push(frame);
      if (frame.type === 'ping') client.send(JSON.stringify({ type: 'pong', timestamp: new Date().toISOString() }));
      if (frame.type === 'message') lastTempId = frame.temp_id;
    });
    client.addEventListener('close', () => {
      if (open === entry) open = undefined;
    });
  });

  const handlers = [
    http.get(messagesUrl, ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.has('after_seq')) return answers.next('catchUp');
      return query.has('before_seq') ? answers.next('older') : room.next();
    }),
    http.post(messagesUrl, async ({ request }) => {
      if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
        const form = await request.formData();
        lastTempId = String(form.get('temp_id'));
        posted.push({ kind: 'image', message: String(form.get('message') ?? '') });
        return answers.next('image');
      }
      const body = (await request.json()) as { message: string; temp_id: string };
      lastTempId = body.temp_id;
      posted.push({ kind: 'text', message: body.message });
      return answers.next('text');
    }),
    http.post(apiUrl(`/v2/chats/${ROOM_CODE}/mark-read/`), () => HttpResponse.json({ marked: 0, unread_count: 0 })),
    socketHandler,
  ];

  /** The clock runs a second at a time (the socket's backoff) until `done`. */
  async function clockUntil(done: () => boolean, what: string): Promise<void> {
    for (let second = 0; !done() && second < 60; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      await flush();
    }
    if (!done()) throw new Error(`the room's socket did not ${what}`);
  }

  return {
    handlers,
    /** Answers the request under way to `endpoint` (or the next one), as the path says. */
    release(endpoint: 'load' | Parameters<typeof answers.release>[0], answer: Answer): void {
      if (endpoint === 'load') room.release(answer);
      else answers.release(endpoint, answer);
    },
    /** The model's answer or frame as the server gives it: for the send under way, the temp_id the client gave it. */
    withTempId: <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll(MODEL_TEMP_ID, JSON.stringify(lastTempId))) as T,
    /** The last frame of a type the client sent over the socket. */
    lastFrame: <TType extends ClientSocketMessage['type']>(type: TType) =>
      received.filter((frame): frame is Extract<ClientSocketMessage, { type: TType }> => frame.type === type).at(-1),
    lastPost: (): Posted | undefined => posted.at(-1),
    /** Sends a frame over the open socket. */
    async send(frame: unknown): Promise<void> {
      const socket = open;
      if (!socket) throw new Error('the walk sends a frame, but the room socket is not open');
      await act(() => socket.send(JSON.stringify(frame)));
    },
    /** Lets the socket open: the clock runs its backoff (or its 10 s recheck) out. */
    async letIn(): Promise<void> {
      admission = 'accept';
      await clockUntil(() => open !== undefined, 'open');
    },
    /** Drops the open socket (it tries again, and is refused); without one, waits until `gaveUp` (five attempts refused). */
    async drop(gaveUp: () => boolean): Promise<void> {
      admission = 'refuse';
      const socket = open;
      if (socket) await act(() => socket.close(CLOSE_CODES.serviceRestart));
      else await clockUntil(gaveUp, 'give up');
    },
    /** Refuses the room for good (4003): the open socket now, or its next attempt. */
    async forbid(): Promise<void> {
      admission = 'forbid';
      const socket = open;
      if (socket) {
        forbidden = true;
        await act(() => socket.close(CLOSE_CODES.forbidden));
      } else await clockUntil(() => forbidden, 'try again');
    },
    reset(): void {
      answers.reset();
      room.reset();
      admission = 'refuse';
      open = undefined;
      forbidden = false;
      lastTempId = 'tmp-1';
      received.length = 0;
      posted.length = 0;
    },
  };
}

export type ChatServer = ReturnType<typeof playedChatServer>;
