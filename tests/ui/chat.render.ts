import { http, HttpResponse } from 'msw';
import type { ChatMessage, ChatMessagesAnswer, ChatRoomsAnswer, ClientSocketMessage, Notification, ServerSocketMessage } from '../../src/contract';
import { apiUrl, liveSockets, server } from '../setup/msw';

/** The server side of the app's sockets in a test: frames to send, what the client sent, closing. */
export type LiveServer = {
  received: ClientSocketMessage[];
  send: (path: RegExp, frame: ServerSocketMessage) => void;
  close: (path: RegExp, code: number) => void;
  /** Answers each chat 'message' frame with message_sent, as the server does. */
  confirmMessages: (answer: (frame: Extract<ClientSocketMessage, { type: 'message' }>) => ChatMessage) => void;
};

/** Plays the server behind every /ws socket the app opens (msw intercepts WebSocket in jsdom). */
export function playLiveServer(): LiveServer {
  const clients: Array<{ url: string; send: (data: string) => void; close: (code: number) => void }> = [];
  const received: ClientSocketMessage[] = [];
  let confirm: ((frame: Extract<ClientSocketMessage, { type: 'message' }>) => ChatMessage) | null = null;
  server.use(
    liveSockets.addEventListener('connection', ({ client }) => {
      const entry = { url: client.url.toString(), send: (data: string) => client.send(data), close: (code: number) => client.close(code) };
      clients.push(entry);
      client.addEventListener('message', (event) => {
        const frame = JSON.parse(String(event.data)) as ClientSocketMessage;
        received.push(frame);
        if (frame.type === 'message' && confirm) client.send(JSON.stringify({ type: 'message_sent', temp_id: frame.temp_id, message: confirm(frame) }));
      });
    }),
  );
  const matching = (path: RegExp) => clients.filter((client) => path.test(client.url));
  return {
    received,
    send: (path, frame) => matching(path).forEach((client) => client.send(JSON.stringify(frame))),
    close: (path, code) => matching(path).forEach((client) => client.close(code)),
    confirmMessages: (answer) => {
      confirm = answer;
    },
  };
}

export function answerRooms(answer: ChatRoomsAnswer): void {
  server.use(http.get(apiUrl('/v2/chats/'), () => HttpResponse.json(answer)));
}

export function answerMessages(uniquecode: string, answer: ChatMessagesAnswer | (() => Response)): void {
  server.use(
    http.get(apiUrl(`/v2/chats/${uniquecode}/messages/`), () => (typeof answer === 'function' ? answer() : HttpResponse.json(answer))),
    http.post(apiUrl(`/v2/chats/${uniquecode}/mark-read/`), () => HttpResponse.json({ marked: 0, unread_count: 0 })),
  );
}

export function answerNotifications(answer: Notification[] | (() => Response)): void {
  server.use(http.get(apiUrl('/notifications'), () => (typeof answer === 'function' ? answer() : HttpResponse.json(answer))));
}
