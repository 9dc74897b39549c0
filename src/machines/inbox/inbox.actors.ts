import { fromPromise } from 'xstate';
import type { ChatRoomsAnswer } from '../../contract/chats';
import { LIMITS } from '../../contract/constants';
import { fetchChatRooms } from '../../services/chats';
import { watchSocket } from '../notifications/notifications.actors';

/** GET /v2/chats/: the first 20 rooms (search and filters apply to them on the device). */
export const loadRooms = fromPromise<ChatRoomsAnswer>(({ signal }) => fetchChatRooms({ page: 1, page_size: LIMITS.chatRoomsPageSize }, signal));

export const inboxActors = { loadRooms, watchSocket };
