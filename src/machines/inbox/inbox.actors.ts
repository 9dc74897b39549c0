import { fromPromise } from 'xstate';
import type { ChatRoomFilter, ChatRoomsAnswer } from '../../contract/chats';
import { LIMITS } from '../../contract/constants';
import { fetchChatRooms } from '../../services/chats';
import { watchSocket } from '../notifications/notifications.actors';

export type RoomsPageInput = { page: number; search: string; filter: ChatRoomFilter };

/** GET /v2/chats/: one page of the rooms matching the search text and the All/Unread/Read filter. */
export const loadRooms = fromPromise<ChatRoomsAnswer, RoomsPageInput>(({ input, signal }) => {
  const search = input.search.trim().slice(0, LIMITS.chatSearchMax);
  return fetchChatRooms(
    { page: input.page, page_size: LIMITS.chatRoomsPageSize, type: input.filter, ...(search ? { search } : {}) },
    signal,
  );
});

export const inboxActors = { loadRooms, watchSocket };
