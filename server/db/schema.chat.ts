import type { Generated, Insertable, Selectable } from 'kysely';
import type { NotificationKind } from '../../src/contract';

/** The tables of chat rooms, their messages and members, and notifications (specification document 3). */

export type NotificationsTable = {
  id: Generated<number>;
  user_id: number;
  actor_id: number;
  kind: NotificationKind;
  post_id: number | null;
  comment_id: number | null;
  chat_code: string | null;
  text: string;
  created_at: string;
  read_at: string | null;
  /** The message a 'message' notification announces. */
  message_id: number | null;
  /** The saved search a 'saved_search' alert tells of (issue 16). */
  saved_search_id: number | null;
};

export type ChatRoomsTable = {
  id: Generated<number>;
  user_low_id: number;
  user_high_id: number;
  uniquecode: string;
  created_at: string;
  /** The highest message sequence given out in the room (0 before the first message). */
  last_seq: Generated<number>;
  last_activity: Generated<string>;
  /** Who opened the room; until it holds a message it shows only in their inbox (null: opened before this was kept). */
  opened_by: number | null;
};

export type MessagesTable = {
  id: Generated<number>;
  room_id: number;
  sender_id: number;
  /** 1, 2, 3... per room, in the order the messages were stored. */
  seq: number;
  body: string;
  message_type: 'text' | 'image';
  image: string | null;
  file: string | null;
  file_name: string | null;
  temp_id: string | null;
  created_at: string;
  edited_at: string | null;
  /** When the other member read it. */
  read_at: string | null;
};

/** A member's own settings of a room. */
export type ChatRoomMembersTable = {
  room_id: number;
  user_id: number;
  is_muted: Generated<number>;
  is_archived: Generated<number>;
  updated_at: string;
};

export type MessageReactionsTable = { message_id: number; user_id: number; reaction: string; created_at: string };

export type ChatTables = {
  notifications: NotificationsTable;
  chat_rooms: ChatRoomsTable;
  messages: MessagesTable;
  chat_room_members: ChatRoomMembersTable;
  message_reactions: MessageReactionsTable;
};

export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;
export type MessageRow = Selectable<MessagesTable>;
