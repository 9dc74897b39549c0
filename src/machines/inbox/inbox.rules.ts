import type { ChatRoom, ChatRoomFilter } from '../../contract/chats';
import { MESSAGES } from '../../contract/constants';

/** The inbox's words for a failed load (document 3 section 8). */
export function inboxErrorText(error: unknown): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
  if (status === 401) return MESSAGES.inboxSessionExpired;
  if (status === 403) return MESSAGES.inboxAccessDenied;
  if (status === 0) return MESSAGES.inboxNetworkError;
  return MESSAGES.inboxLoadFailed;
}

/** What the search box matches: the partner's names and the last message. */
function searchableText(room: ChatRoom): string {
  const { other_user: other } = room;
  return [other.username, other.first_name, other.last_name, other.profile.marketname, room.last_message?.message]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** The rooms the search text and the All/Unread/Read filter let through. */
export function visibleRooms(rooms: readonly ChatRoom[], search: string, filter: ChatRoomFilter): ChatRoom[] {
  const needle = search.trim().toLowerCase();
  return rooms.filter((room) => {
    if (filter === 'unread' && room.unread_count === 0) return false;
    if (filter === 'read' && room.unread_count > 0) return false;
    return !needle || searchableText(room).includes(needle);
  });
}

/** The room's badge cleared, and the total with it. */
export function withRoomRead(rooms: readonly ChatRoom[], uniquecode: string): { rooms: ChatRoom[]; totalUnread: number } {
  const next = rooms.map((room) => (room.uniquecode === uniquecode ? { ...room, unread_count: 0 } : room));
  return { rooms: next, totalUnread: next.reduce((sum, room) => sum + room.unread_count, 0) };
}
