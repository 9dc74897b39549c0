import type { FastifyBaseLogger } from 'fastify';
import { LIMITS, MESSAGES, type ClientSocketMessage } from '../../src/contract';
import { sendChatMessage } from '../chat/send-message';
import type { ChatRoomRow } from '../store/chatRooms.store';
import type { PushSender } from '../push/push-sender';
import type { Stores } from '../store';
import { chatRelay, type ChatRelay } from './chat-relay';
import { handleCommonFrame, type SocketServices } from './common-frames';
import type { Connection } from './connection';
import { roomChannel, userChannel, type Hub } from './hub';

export type ChatSocketServices = SocketServices & { stores: Stores; hub: Hub; log: FastifyBaseLogger; push: PushSender };

type ChatFrame = { connection: Connection; room: ChatRoomRow; relay: ChatRelay; services: ChatSocketServices };

async function sendMessage({ connection, room, relay, services }: ChatFrame, frame: Extract<ClientSocketMessage, { type: 'message' }>) {
  if (frame.uniquecode !== room.uniquecode) return connection.fail(MESSAGES.invalidChatRoom);
  relay.sending(frame.temp_id);
  const sent = await sendChatMessage(services, {
    room,
    sender: connection.user,
    text: frame.message,
    messageType: 'text',
    tempId: frame.temp_id,
  });
  if (sent.held) return connection.send({ type: 'message_held', temp_id: frame.temp_id, detail: MESSAGES.messageHeldForReview });
  connection.send({ type: 'message_sent', temp_id: frame.temp_id, message: sent.message });
}

async function handleChatFrame(chat: ChatFrame, frame: ClientSocketMessage): Promise<void> {
  const { connection, room, relay, services } = chat;
  const { username } = connection.user;
  switch (frame.type) {
    case 'message':
      return sendMessage(chat, frame);
    case 'typing':
      return services.hub.publish(roomChannel(room.uniquecode), { type: 'typing', username, is_typing: frame.is_typing });
    case 'message_read': {
      const ids = await services.stores.messages.markRead(room.id, connection.user.id, frame.message_ids);
      await services.stores.notifications.markRead(connection.user.id, { messageIds: ids });
      if (ids.length > 0) await services.hub.publish(roomChannel(room.uniquecode), { type: 'message_read', username, message_ids: ids });
      return;
    }
    case 'resume':
      return relay.resume(frame.after_seq);
    default:
      if (!(await handleCommonFrame(connection, frame, services))) connection.fail(MESSAGES.invalidSocketMessage);
  }
}

/**
 * /ws/chat/{uniquecode}/ for one of the room's two members (document 1 section 4, document 3 live
 * channels). Listening starts before connection_established, so a message is either live or after
 * its last_seq, for the resume to fetch.
 */
export async function openChatSocket(connection: Connection, room: ChatRoomRow, services: ChatSocketServices): Promise<void> {
  const { stores } = services;
  const partner = await stores.accounts.findById(stores.chatRooms.partnerOf(room, connection.user.id));
  const relay = chatRelay({
    connection,
    partnerUsername: partner?.username ?? '',
    messagesAfter: (afterSeq, limit) => stores.messages.after(room.id, afterSeq, limit),
    batchSize: LIMITS.resumeBatchMax,
  });
  await connection.listen(roomChannel(room.uniquecode), relay.fromRoom);
  await connection.listen(userChannel(connection.user.id), relay.fromUser);
  const current = (await stores.chatRooms.findByCode(room.uniquecode)) ?? room;
  const onlineFriends = await services.presence.onlinePartnersOf(connection.user.id);
  connection.send({ type: 'connection_established', online_friends: onlineFriends, last_seq: current.last_seq });
  connection.start((frame) => handleChatFrame({ connection, room: current, relay, services }, frame));
}
