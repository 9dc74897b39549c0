import { z } from 'zod';
import { MESSAGES, PRESENCE_STATUSES } from './constants';

export const presenceStatusSchema = z.enum(PRESENCE_STATUSES, { error: MESSAGES.invalidStatus });
export type PresenceStatus = z.infer<typeof presenceStatusSchema>;

/** POST /user/online-status/: is_online as the spec says; status narrows true to online or away. */
export const onlineStatusPayloadSchema = z.object({
  is_online: z.boolean({ error: 'is_online must be true or false.' }),
  status: presenceStatusSchema.optional(),
});
export type OnlineStatusPayload = z.infer<typeof onlineStatusPayloadSchema>;

export const userStatusSchema = z.object({
  username: z.string(),
  status: presenceStatusSchema,
  is_online: z.boolean(),
  last_seen: z.string().nullable(),
});
export type UserStatus = z.infer<typeof userStatusSchema>;

export const onlineUsersAnswerSchema = z.object({
  online_users: z.array(z.string()),
  count: z.number(),
});
