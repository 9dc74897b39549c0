import { z } from 'zod';
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
  image: z.string().nullable(),
  file: z.string().nullable(),
  file_name: z.string().nullable(),
  temp_id: z.string().nullable(),
  seq: z.number(),
  is_read: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const NOTIFICATION_ACTIVITIES = ['like', 'comment', 'reply', 'follow', 'share', 'message'] as const;

const activityNotification = <T extends string>(type: T) =>
  z.object({
    type: z.literal(type),
    activity_type: z.enum(NOTIFICATION_ACTIVITIES),
    message: z.string(),
    username: z.string(),
    post_id: z.number().nullable(),
    user_id: z.number(),
    comment_preview: z.string().nullable(),
  });

/** Everything a server socket may send (document 1 section 3, document 3 live channels). */
export const serverSocketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('connection_established'), online_friends: z.array(z.string()), last_seq: z.number().optional() }),
  z.object({ type: z.literal('chat'), message: chatMessageSchema }),
  z.object({ type: z.literal('typing'), username: z.string(), is_typing: z.boolean() }),
  z.object({ type: z.literal('user_online'), username: z.string(), status: presenceStatusSchema }),
  z.object({ type: z.literal('user_offline'), username: z.string(), status: presenceStatusSchema, last_seen: timestamp.nullable() }),
  z.object({ type: z.literal('message_read'), username: z.string(), message_ids: z.array(z.number()) }),
  z.object({ type: z.literal('message_sent'), temp_id: z.string(), message: chatMessageSchema }),
  z.object({ type: z.literal('heartbeat'), timestamp }),
  z.object({ type: z.literal('pong'), timestamp }),
  z.object({ type: z.literal('error'), message: z.string() }),
  z.object({
    type: z.literal('notification'),
    notification_type: z.enum(NOTIFICATION_ACTIVITIES),
    data: z.record(z.string(), z.unknown()),
    message: z.string(),
    timestamp,
  }),
  activityNotification('like_notification'),
  activityNotification('comment_notification'),
  activityNotification('reply_notification'),
  activityNotification('follow_notification'),
  activityNotification('share_notification'),
  z.object({ type: z.literal('like'), post_id: z.number(), action: z.enum(['like', 'unlike']), username: z.string() }),
  z.object({ type: z.literal('comment'), post_id: z.number(), comment: z.string(), parent_id: z.number().nullable(), username: z.string() }),
]);
export type ServerSocketMessage = z.infer<typeof serverSocketMessageSchema>;

/** Everything a client may send; the server validates each frame with this. */
export const clientSocketMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    message: z.string().trim().min(1).max(2000),
    temp_id: z.string().min(1).max(64),
    uniquecode: z.string().min(1).max(64),
    sender: z.string().min(1).max(30),
  }),
  z.object({ type: z.literal('typing'), is_typing: z.boolean() }),
  z.object({ type: z.literal('message_read'), message_ids: z.array(z.number().int()).max(500) }),
  z.object({ type: z.literal('ping'), timestamp: timestamp.optional() }),
  z.object({ type: z.literal('update_status'), status: presenceStatusSchema }),
  z.object({ type: z.literal('resume'), after_seq: z.number().int().min(0) }),
  z.object({ type: z.literal('like'), post_id: z.number().int(), action: z.enum(['like', 'unlike']) }),
  z.object({
    type: z.literal('comment'),
    post_id: z.number().int(),
    comment: z.string().trim().min(1).max(500),
    parent_id: z.number().int().nullable(),
  }),
]);
export type ClientSocketMessage = z.infer<typeof clientSocketMessageSchema>;
