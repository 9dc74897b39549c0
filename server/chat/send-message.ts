import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage, ServerSocketMessage } from '../../src/contract';
import { roomChannel, userChannel, type Hub, type HubChannel } from '../realtime/hub';
import type { Stores } from '../store';
import type { ChatRoomRow } from '../store/chatRooms.store';
import type { NotificationItem } from '../store/notifications.store';

export type SendChatMessageDeps = {
  stores: Stores;
  hub: Hub;
  /** Where a frame that could not be published is reported; the message is stored all the same. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

export type SendChatMessageInput = {
  room: ChatRoomRow;
  sender: { id: number; username: string };
  text: string;
  messageType: 'text' | 'image';
  image?: string | null;
  tempId?: string | null;
};

/** The live notification of a new message, for the recipient's notifications socket. */
function messageNotificationFrame(notice: NotificationItem, message: ChatMessage): ServerSocketMessage {
  return {
    type: 'notification',
    notification_type: 'message',
    message: notice.text,
    timestamp: notice.created_at,
    data: {
      id: notice.id,
      actor: message.sender_username,
      username: message.sender_username,
      user_id: message.sender_id,
      uniquecode: message.uniquecode,
      message_text: message.message,
    },
  };
}

/**
 * Stores a message (a resend with the same temp_id answers the stored one, created false) and, only when it is
 * new, records a 'message' notification for the other member unless they muted the room, then publishes the
 * message on the room's channel and the notification on the recipient's. The REST POST and the socket's
 * 'message' frame both send through here. The sender must be a member of the room.
 */
export async function sendChatMessage(
  deps: SendChatMessageDeps,
  input: SendChatMessageInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  const { stores, hub } = deps;
  const { room, sender } = input;
  if (!stores.chatRooms.isMember(room, sender.id)) throw new Error('only a member of a room sends messages to it');
  const recipientId = stores.chatRooms.partnerOf(room, sender.id);

  const { notice, ...sent } = await stores.chatSends.send({
    room,
    senderId: sender.id,
    senderUsername: sender.username,
    recipientId,
    text: input.text,
    messageType: input.messageType,
    image: input.image ?? null,
    tempId: input.tempId ?? null,
  });

  if (sent.created) {
    // Published after the commit, so a listener that reads the room finds the message.
    const publish = (channel: HubChannel, frame: ServerSocketMessage) =>
      hub.publish(channel, frame).catch((error: unknown) => deps.log?.warn({ err: error, channel }, 'a chat frame was not published'));
    await publish(roomChannel(room.uniquecode), { type: 'chat', message: sent.message });
    if (notice) await publish(userChannel(recipientId), messageNotificationFrame(notice, sent.message));
  }
  return sent;
}
