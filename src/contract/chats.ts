import { z } from 'zod/mini';
import { fillTemplate, LIMITS, MESSAGES, NOTIFICATION_KINDS } from './constants';
import { numberLike, rowId, rowIdText } from './fields';
import { chatMessageSchema } from './socket';

// Chat calls of document 3 section 7, and the notifications list. The spec leaves most answers open;
// these are the product's decisions: one object shape per answer, never "array or object".

const pageNumber = z._default(
  z.pipe(numberLike(MESSAGES.pageInvalid), z.number().check(z.int(MESSAGES.pageInvalid), z.gte(1, MESSAGES.pageInvalid))),
  1,
);
const pageSizeInvalid = fillTemplate(MESSAGES.pageSizeInvalid, { field: 'page_size', max: LIMITS.chatPageSizeMax });
const pageSize = (fallback: number) =>
  z._default(
    z.pipe(
      numberLike(pageSizeInvalid),
      z.number().check(z.int(pageSizeInvalid), z.gte(1, pageSizeInvalid), z.lte(LIMITS.chatPageSizeMax, pageSizeInvalid)),
    ),
    fallback,
  );
const searchText = z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.chatSearchMax)));
const isoDate = z.optional(z.iso.date({ error: 'Dates are written YYYY-MM-DD.' }));

/** Document 3's chat partner: enough to show the avatar, the display name and the profile link. */
export const chatPartnerSchema = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile: z.object({ marketname: z.nullable(z.string()), profileimg: z.nullable(z.string()) }),
});
export type ChatPartner = z.infer<typeof chatPartnerSchema>;

export const lastMessageSchema = z.object({
  message: z.string(),
  sender: z.number(),
  created_at: z.string(),
  message_type: z.enum(['text', 'image']),
  media_url: z.nullable(z.string()),
});
export type LastMessage = z.infer<typeof lastMessageSchema>;

/** Document 3's chat room as the caller sees it: `other_user` is the one who is not the caller. */
export const chatRoomSchema = z.object({
  id: z.number(),
  uniquecode: z.string(),
  user1: z.number(),
  user2: z.number(),
  other_user: chatPartnerSchema,
  created_at: z.string(),
  updated_at: z.string(),
  last_activity: z.string(),
  last_message: z.nullable(lastMessageSchema),
  unread_count: z.number(),
  is_archived: z.boolean(),
  is_muted: z.boolean(),
  other_user_online: z.boolean(),
  other_user_last_seen: z.nullable(z.string()),
  /** The highest message sequence of the room: a client that saw less asks for the rest. */
  last_seq: z.number(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const CHAT_ROOM_FILTERS = ['all', 'unread', 'read'] as const;
export type ChatRoomFilter = (typeof CHAT_ROOM_FILTERS)[number];

/** GET /v2/chats/ (and the legacy GET /chats): the caller's rooms, most recent activity first. */
export const chatRoomsQuerySchema = z.object({
  page: pageNumber,
  page_size: pageSize(LIMITS.chatRoomsPageSize),
  type: z._default(z.enum(CHAT_ROOM_FILTERS), 'all'),
  search: searchText,
});
export type ChatRoomsQuery = z.input<typeof chatRoomsQuerySchema>;

export const chatRoomsAnswerSchema = z.object({
  results: z.array(chatRoomSchema),
  count: z.number(),
  total_unread: z.number(),
  page: z.number(),
  has_next: z.boolean(),
});
export type ChatRoomsAnswer = z.infer<typeof chatRoomsAnswerSchema>;

/** GET /v2/chats/{uniquecode}/messages/: page 1 holds the newest messages; each page lists oldest first. */
export const chatMessagesQuerySchema = z.object({
  page: pageNumber,
  page_size: pageSize(LIMITS.chatMessagesPageSize),
  search: searchText,
  date_from: isoDate,
  date_to: isoDate,
  /** Only messages after this sequence, oldest first (a reconnecting client catching up). */
  after_seq: z.optional(rowIdText(MESSAGES.afterSeqInvalid, 0)),
  /** Only the newest page_size messages before this sequence, oldest first (scrolling back through history). */
  before_seq: z.optional(rowIdText(MESSAGES.beforeSeqInvalid)),
});
export type ChatMessagesQuery = z.input<typeof chatMessagesQuerySchema>;

export const chatMessagesAnswerSchema = z.object({
  chat_room: chatRoomSchema,
  results: z.array(chatMessageSchema),
  count: z.number(),
  page: z.number(),
  has_next: z.boolean(),
});
export type ChatMessagesAnswer = z.infer<typeof chatMessagesAnswerSchema>;

const messageText = z.string({ error: MESSAGES.messageEmpty }).check(
  z.trim(),
  z.minLength(1, MESSAGES.messageEmpty),
  z.maxLength(LIMITS.chatMessageMax, MESSAGES.textTooLong.replace('{count}', String(LIMITS.chatMessageMax))),
);
const tempId = z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(64))));
/** The spec's body names the sender; the server always uses the signed-in caller and ignores it. */
const senderField = z.optional(z.union([z.string(), z.number()]));
const roomCode = z.optional(z.string().check(z.maxLength(64)));

/** POST /v2/chats/{uniquecode}/messages/ as JSON: a text message. */
export const textMessagePayloadSchema = z.object({
  message: messageText,
  message_type: z._default(z.literal('text'), 'text'),
  uniquecode: roomCode,
  sender: senderField,
  temp_id: tempId,
});
export type TextMessagePayload = z.input<typeof textMessagePayloadSchema>;

/** 202 to a send the spam rule held (the same text to many rooms at once): not delivered until a moderator does. */
export const heldMessageAnswerSchema = z.object({ held: z.literal(true), temp_id: z.nullable(z.string()), detail: z.string() });
export type HeldMessageAnswer = z.infer<typeof heldMessageAnswerSchema>;

/** The text fields of the multipart image message (the file is `image_file`). */
export const imageMessageFieldsSchema = z.object({
  message: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.chatMessageMax))),
  message_type: z._default(z.literal('image'), 'image'),
  uniquecode: roomCode,
  sender: senderField,
  temp_id: tempId,
});

/** GET, PATCH and DELETE /v2/chats/{uniquecode}/messages/{id}/ and its react/: an id that names no message is a 404. */
export const messageIdParamsSchema = z.object({ id: rowIdText(MESSAGES.messageNotFound) });

/** PATCH /v2/chats/{uniquecode}/messages/{id}/ */
export const editMessagePayloadSchema = z.object({ message: messageText });

/** POST /v2/chats/{uniquecode}/messages/{id}/react/: the same reaction again takes it back. */
export const reactionPayloadSchema = z.object({
  reaction: z.string({ error: 'Reaction is required.' }).check(z.trim(), z.minLength(1, 'Reaction is required.'), z.maxLength(LIMITS.chatReactionMax)),
});
export const reactionAnswerSchema = z.object({
  message_id: z.number(),
  reactions: z.record(z.string(), z.array(z.string())),
});

/** PATCH /v2/chats/{uniquecode}/settings/: the caller's own view of the room. */
export const chatSettingsPayloadSchema = z.strictObject({
  is_muted: z.optional(z.boolean({ error: MESSAGES.mustBeTrueOrFalse })),
  is_archived: z.optional(z.boolean({ error: MESSAGES.mustBeTrueOrFalse })),
});

export const markReadAnswerSchema = z.object({ marked: z.number(), unread_count: z.number() });

/** GET /v2/search/?q=: the caller's messages containing the text, newest first. */
export const chatSearchQuerySchema = z.object({ q: z._default(z.string().check(z.trim(), z.maxLength(LIMITS.chatSearchMax)), '') });
export const chatSearchAnswerSchema = z.object({ results: z.array(chatMessageSchema) });

/** GET /v2/stats/ */
export const chatStatsAnswerSchema = z.object({
  total_chats: z.number(),
  total_unread: z.number(),
  messages_sent: z.number(),
  messages_received: z.number(),
});

// --- Notifications (document 3: GET /notifications, "the answer data is a list") ---

/** The saved search an alert names: its id, name and GET /listings parameters. */
const savedSearchRefSchema = z.object({ id: z.number(), name: z.string(), query: z.record(z.string(), z.string()) });

/** A recorded notification in document 3's client shape; `is_read` is the server's (read on any device). */
export const notificationSchema = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  actor: z.string(),
  username: z.string(),
  post_id: z.nullable(z.number()),
  post_title: z.nullable(z.string()),
  follower: z.nullable(z.string()),
  uniquecode: z.nullable(z.string()),
  comment_text: z.nullable(z.string()),
  message_text: z.nullable(z.string()),
  data: z.object({ post_id: z.nullable(z.number()), user_id: z.number(), comment_preview: z.nullable(z.string()) }),
  /** A saved search's alert (issue 16): the search it tells of, opened from the alert. */
  saved_search: z.optional(savedSearchRefSchema),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications: newest first; `before` (an id) reads the next older page. */
export const notificationsQuerySchema = z.object({
  page_size: pageSize(LIMITS.notificationsPageSize),
  before: z.optional(rowIdText(MESSAGES.pageInvalid)),
});
export const notificationsAnswerSchema = z.array(notificationSchema);

/** POST /notifications/{id}/read: one of the caller's notifications is read (another's answers 404). */
export const notificationIdParamsSchema = z.object({
  id: rowIdText(MESSAGES.notificationNotFound),
});

/** POST /notifications/read: every notification of the caller is read, or only those up to the id `up_to` (what the page showed). */
export const notificationsReadPayloadSchema = z.object({
  up_to: z.optional(rowId(MESSAGES.notificationNotFound)),
});
export type NotificationsReadPayload = z.infer<typeof notificationsReadPayloadSchema>;

/** Both read calls: how many were marked now, and how many of the caller's stay unread. */
export const notificationsReadAnswerSchema = z.object({ marked: z.number(), unread_count: z.number() });
export type NotificationsReadAnswer = z.infer<typeof notificationsReadAnswerSchema>;
