import type { ChatMessage } from '../../src/contract';
import { messagesRefusal } from '../http/moderation/block-rules';
import { roomChannel } from '../realtime/hub';
import { publishLive, publishNotification, type LiveDeps } from '../realtime/notify';
import { pushMessages } from '../push/push-messages';
import type { PushSender } from '../push/push-sender';
import type { Stores } from '../store';
import { MessagesBlocked } from '../store/blocks.store';
import type { ChatSend, ChatSendInput } from '../store/chatSends.store';
import type { ChatRoomRow } from '../store/chatRooms.store';

export type SendChatMessageDeps = LiveDeps & { stores: Stores; push: PushSender };

export type SendChatMessageInput = {
  room: ChatRoomRow;
  sender: { id: number; username: string };
  text: string;
  messageType: 'text' | 'image';
  image?: string | null;
  tempId?: string | null;
  /** A moderator delivers a message the spam rule held: it is not held again. */
  reviewed?: boolean;
};

/** The message stored (created false for a resend of its temp_id), or held for review, undelivered. */
export type ChatMessageSent = { held: false; message: ChatMessage; created: boolean } | { held: true; heldId: number };

/**
 * Stores a message (a resend with the same temp_id answers the stored one, created false) and, only when it is
 * new, records a 'message' notification for the other member unless they muted the room, then publishes the
 * message on the room's channel and the notification on the recipient's (and by web push when no tab of theirs
 * is open). The REST POST and the socket's 'message' frame both send through here. The sender must be a member
 * of the room; a block either way refuses it (403), checked with the send itself (its transaction on SQLite).
 * The same text sent to many rooms at once is held (neither stored in the room nor published) for a moderator.
 */
export async function sendChatMessage(deps: SendChatMessageDeps, input: SendChatMessageInput): Promise<ChatMessageSent> {
  const { stores } = deps;
  const { room, sender } = input;
  if (!stores.chatRooms.isMember(room, sender.id)) throw new Error('only a member of a room sends messages to it');
  const recipientId = stores.chatRooms.partnerOf(room, sender.id);
  const outcome = await stored(stores, {
    room,
    senderId: sender.id,
    senderUsername: sender.username,
    recipientId,
    text: input.text,
    messageType: input.messageType,
    image: input.image ?? null,
    tempId: input.tempId ?? null,
    reviewed: input.reviewed ?? false,
  });
  if (outcome.held) return outcome;
  const { notice, pushable, ...sent } = outcome;

  if (sent.created) {
    // Published after the commit, so a listener that reads the room finds the message.
    await publishLive(deps, roomChannel(room.uniquecode), { type: 'chat', message: sent.message });
    if (notice) {
      await publishNotification(deps, { kind: 'message', recipientId, notice, message: sent.message });
      // A recipient with a tab open hears it there; one without is pushed (issue 16), when they subscribed a browser.
      const text = sent.message.message || notice.text;
      if (pushable) deps.push.push(recipientId, 'chat', pushMessages.chat(sender.username, text, room.uniquecode), { unlessTabOpen: true });
    }
  }
  return sent;
}

async function stored(stores: Stores, input: ChatSendInput): Promise<ChatSend> {
  try {
    return await stores.chatSends.send(input);
  } catch (error) {
    throw error instanceof MessagesBlocked ? messagesRefusal(error.standing) : error;
  }
}
