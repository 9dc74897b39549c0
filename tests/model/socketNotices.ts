/** Fixtures of the socket notices that a socket's owner may receive but that only the chat room acts on. */
import type { SocketChannel, SocketNotice } from '../../src/machines/socket/socket.types';
import type { EventFixtures } from './fixtures';

type SendingNotice = Extract<SocketNotice, { type: 'socket.sent' | 'socket.queued' | 'socket.requeued' | 'socket.refused' }>;

/** One of each sending notice on `channel`, for machines whose events include every SocketNotice. */
export function sendingNoticeFixtures(channel: SocketChannel): EventFixtures<SendingNotice> {
  const hi = { type: 'message', message: 'hi', temp_id: 'tmp-1', uniquecode: 'r-1', sender: 'ada' } as const;
  return {
    'socket.sent': [{ type: 'socket.sent', channel, message: hi }],
    'socket.queued': [{ type: 'socket.queued', channel, message: hi, queued: 1 }],
    'socket.requeued': [{ type: 'socket.requeued', channel, messages: [hi], queued: 1 }],
    'socket.refused': [{ type: 'socket.refused', channel, message: hi, reason: 'forbidden', notice: null }],
  };
}
