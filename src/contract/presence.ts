import { z } from 'zod/mini';
import { MESSAGES, PRESENCE_STATUSES } from './constants';

export const presenceStatusSchema = z.enum(PRESENCE_STATUSES, { error: MESSAGES.invalidStatus });
export type PresenceStatus = z.infer<typeof presenceStatusSchema>;

/** POST /user/online-status/: is_online as the spec says; status narrows true to online or away. */
export const onlineStatusPayloadSchema = z.object({
  is_online: z.boolean({ error: 'is_online must be true or false.' }),
  status: z.optional(presenceStatusSchema),
});
export type OnlineStatusPayload = z.infer<typeof onlineStatusPayloadSchema>;

export const userStatusSchema = z.object({
  username: z.string(),
  status: presenceStatusSchema,
  is_online: z.boolean(),
  last_seen: z.nullable(z.string()),
});
export type UserStatus = z.infer<typeof userStatusSchema>;

export const onlineUsersAnswerSchema = z.object({
  online_users: z.array(z.string()),
  count: z.number(),
});
