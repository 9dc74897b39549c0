/**
 * The baseline of the chat benchmark: a bare `ws` server doing the chat's minimum without a database,
 * auth or hub. A socket joins the room of its path (/room/{n}); each frame is parsed, confirmed to the
 * sender (message_sent) and relayed to the room's other sockets (chat), as JSON.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { answerMemoryRequests } from './chat-memory';
import { reportListening } from './child-server';

const rooms = new Map<string, Set<WebSocket>>();
const server = http.createServer();
const sockets = new WebSocketServer({ server, maxPayload: 64 * 1024 });
let nextId = 0;

sockets.on('connection', (socket, request) => {
  const room = request.url ?? '/';
  const members = rooms.get(room) ?? new Set<WebSocket>();
  rooms.set(room, members);
  members.add(socket);
  socket.on('close', () => members.delete(socket));
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { message: string; temp_id: string };
    nextId += 1;
    const message = { id: nextId, message: frame.message, temp_id: frame.temp_id };
    socket.send(JSON.stringify({ type: 'message_sent', temp_id: frame.temp_id, message }));
    const chat = JSON.stringify({ type: 'chat', message });
    for (const member of members) if (member !== socket) member.send(chat);
  });
});

server.listen(0, '127.0.0.1', () => {
  answerMemoryRequests();
  reportListening((server.address() as AddressInfo).port, () => new Promise((resolve) => server.close(() => resolve())));
});
