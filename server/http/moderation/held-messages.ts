import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, NO_TARGET_CONTEXT, type QueueItem } from '../../../src/contract';
import { sendChatMessage } from '../../chat/send-message';
import type { Hub } from '../../realtime/hub';
import type { PushSender } from '../../push/push-sender';
import type { Stores } from '../../store';

/** The chat messages the spam rule held, as queue items: the text and its sender, newest first. */
export async function heldQueueItems(stores: Stores): Promise<QueueItem[]> {
  const held = await stores.moderation.openHeldMessages();
  return held.map((message) => ({
    kind: 'held_message',
    target_id: message.id,
    reports: 0,
    reasons: [{ reason: 'spam', details: MESSAGES.heldMessageReason, reporter: '', created_at: message.created_at }],
    context: { ...NO_TARGET_CONTEXT, username: message.username, text: message.body },
    held: true,
  }));
}

/**
 * A moderator's Dismiss of a held message: it reaches the other member as any message does (numbered in the room,
 * notified, published), carrying its temp_id so the sender's copy turns into it. A block since refuses it (403).
 */
export async function deliverHeldMessage(deps: { stores: Stores; hub: Hub; log: FastifyBaseLogger; push: PushSender }, heldId: number): Promise<void> {
  const { stores } = deps;
  const held = await stores.moderation.heldMessage(heldId);
  const room = held && (await stores.chatRooms.findById(held.room_id));
  const sender = held && (await stores.accounts.findById(held.sender_id));
  if (!held || !room || !sender) return;
  await sendChatMessage(deps, {
    room,
    sender: { id: sender.id, username: sender.username },
    text: held.body,
    messageType: 'text',
    tempId: held.temp_id,
    reviewed: true,
  });
}
