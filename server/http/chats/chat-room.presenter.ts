import type { ChatRoom, UserStatus } from '../../../src/contract';
import type { Stores } from '../../store';
import type { InboxRoom } from '../../store/chatInbox.store';

/** A room as document 3's chat room, from the caller's side. */
export function toChatRoom(room: InboxRoom, presence: UserStatus): ChatRoom {
  const { last_message: last } = room;
  return {
    id: room.id,
    uniquecode: room.uniquecode,
    user1: room.user_low_id,
    user2: room.user_high_id,
    other_user: {
      id: room.other_id,
      username: room.other_username,
      first_name: room.other_first_name,
      last_name: room.other_last_name,
      profile: { marketname: room.other_marketname?.trim() || null, profileimg: room.other_profileimg || null },
    },
    created_at: room.created_at,
    updated_at: room.last_activity,
    last_activity: room.last_activity,
    last_message: last && {
      message: last.body,
      sender: last.sender_id,
      created_at: last.created_at,
      message_type: last.message_type,
      media_url: last.image,
    },
    unread_count: room.unread_count,
    is_archived: room.is_archived,
    is_muted: room.is_muted,
    other_user_online: presence.is_online,
    other_user_last_seen: presence.last_seen,
    last_seq: room.last_seq,
  };
}

/** The rooms with the other users' presence read alongside. */
export function presentRooms(stores: Stores, rooms: readonly InboxRoom[]): Promise<ChatRoom[]> {
  return Promise.all(rooms.map(async (room) => toChatRoom(room, await stores.presence.statusOf(room.other_id, room.other_username))));
}

/** One room the caller is known to be in (roomForCaller has checked). */
export async function presentRoom(stores: Stores, userId: number, roomId: number): Promise<ChatRoom> {
  const room = await stores.chatInbox.room(userId, roomId);
  if (!room) throw new Error('a member’s room was not found in their inbox');
  return toChatRoom(room, await stores.presence.statusOf(room.other_id, room.other_username));
}
