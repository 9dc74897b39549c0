import type { ChatRoom, ChatRoomFilter, ChatRoomsAnswer } from '../../contract/chats';
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

/** What a loaded page says about the whole list: how many rooms match, where paging stands, the unread total. */
export function pageFacts(answer: ChatRoomsAnswer) {
  return { count: answer.count, page: answer.page, hasNext: answer.has_next, totalUnread: answer.total_unread, error: null };
}

/** The next page after the loaded rooms; a room that moved up since the first page is not listed twice. */
export function withMoreRooms(rooms: readonly ChatRoom[], more: readonly ChatRoom[]): ChatRoom[] {
  const listed = new Set(rooms.map((room) => room.uniquecode));
  return [...rooms, ...more.filter((room) => !listed.has(room.uniquecode))];
}

/** The room's badge cleared, and its messages taken off the total (which counts rooms not loaded too). */
export function withRoomRead(
  inbox: { rooms: readonly ChatRoom[]; totalUnread: number },
  uniquecode: string,
): { rooms: ChatRoom[]; totalUnread: number } {
  const read = inbox.rooms.find((room) => room.uniquecode === uniquecode)?.unread_count ?? 0;
  const rooms = inbox.rooms.map((room) => (room.uniquecode === uniquecode ? { ...room, unread_count: 0 } : room));
  return { rooms, totalUnread: Math.max(0, inbox.totalUnread - read) };
}
