import { z } from 'zod/mini';
import { MESSAGES, NOTIFICATION_KINDS } from './constants';
import { rowId } from './fields';
import { presenceStatusSchema } from './presence';

const timestamp = z.string();

export const chatMessageSchema = z.object({
  id: z.number(),
  message: z.string(),
  sender: z.number(),
  sender_id: z.number(),
  sender_username: z.string(),
  uniquecode: z.string(),
  created_at: z.string(),
  message_type: z.enum(['text', 'image']),
  image: z.nullable(z.string()),
  file: z.nullable(z.string()),
  file_name: z.nullable(z.string()),
  temp_id: z.nullable(z.string()),
  seq: z.number(),
  is_read: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;


const activityNotification = <T extends string>(type: T) =>
  z.object({
    type: z.literal(type),
    activity_type: z.enum(NOTIFICATION_KINDS),
    message: z.string(),
    username: z.string(),
    post_id: z.nullable(z.number()),
    user_id: z.number(),
    comment_preview: z.nullable(z.string()),
    /** The recorded notification's id, so a client reads the same one on the server. */
    notification_id: z.optional(z.number()),
  });

/** Everything a server socket may send (document 1 section 3, document 3 live channels). */
export const serverSocketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('connection_established'), online_friends: z.array(z.string()), last_seq: z.optional(z.number()) }),
  z.object({ type: z.literal('chat'), message: chatMessageSchema }),
  z.object({ type: z.literal('typing'), username: z.string(), is_typing: z.boolean() }),
  z.object({ type: z.literal('user_online'), username: z.string(), status: presenceStatusSchema }),
  z.object({ type: z.literal('user_offline'), username: z.string(), status: presenceStatusSchema, last_seen: z.nullable(timestamp) }),
  z.object({ type: z.literal('message_read'), username: z.string(), message_ids: z.array(z.number()) }),
  z.object({ type: z.literal('message_sent'), temp_id: z.string(), message: chatMessageSchema }),
  /** The send of temp_id was held for review (the same text to many rooms at once): the other user does not get it. */
  z.object({ type: z.literal('message_held'), temp_id: z.string(), detail: z.string() }),
  z.object({ type: z.literal('heartbeat'), timestamp }),
  z.object({ type: z.literal('pong'), timestamp }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({
    type: z.literal('notification'),
    notification_type: z.enum(NOTIFICATION_KINDS),
    data: z.record(z.string(), z.unknown()),
    message: z.string(),
    timestamp,
  }),
  activityNotification('like_notification'),
  activityNotification('comment_notification'),
  activityNotification('reply_notification'),
  activityNotification('follow_notification'),
  activityNotification('share_notification'),
  /** no_of_likes: the post's count once this like or unlike is in, so every viewer shows the same number. */
  z.object({ type: z.literal('like'), post_id: z.number(), action: z.enum(['like', 'unlike']), username: z.string(), no_of_likes: z.number() }),
  z.object({ type: z.literal('comment'), post_id: z.number(), comment: z.string(), parent_id: z.nullable(z.number()), username: z.string() }),
]);
export type ServerSocketMessage = z.infer<typeof serverSocketMessageSchema>;

/** Everything a client may send; the server validates each frame with this. */
export const clientSocketMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    message: z.string({ error: MESSAGES.messageEmpty }).check(z.trim(), z.minLength(1, MESSAGES.messageEmpty), z.maxLength(2000)),
    temp_id: z.string().check(z.minLength(1), z.maxLength(64)),
    uniquecode: z.string().check(z.minLength(1), z.maxLength(64)),
    sender: z.string().check(z.minLength(1), z.maxLength(30)),
  }),
  z.object({ type: z.literal('typing'), is_typing: z.boolean() }),
  z.object({ type: z.literal('message_read'), message_ids: z.array(rowId()).check(z.maxLength(500)) }),
  z.object({ type: z.literal('ping'), timestamp: z.optional(timestamp) }),
  z.object({ type: z.literal('update_status'), status: presenceStatusSchema }),
  z.object({ type: z.literal('resume'), after_seq: rowId(MESSAGES.afterSeqInvalid, 0) }),
  z.object({ type: z.literal('like'), post_id: rowId(MESSAGES.missingPostId), action: z.enum(['like', 'unlike']) }),
  z.object({
    type: z.literal('comment'),
    post_id: rowId(MESSAGES.missingPostId),
    comment: z.string({ error: MESSAGES.commentEmpty }).check(z.trim(), z.minLength(1, MESSAGES.commentEmpty), z.maxLength(500, MESSAGES.commentTooLong)),
    parent_id: z.nullable(rowId()),
  }),
]);
export type ClientSocketMessage = z.infer<typeof clientSocketMessageSchema>;
