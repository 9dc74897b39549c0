import { z } from 'zod/mini';
import { MESSAGES } from './constants';

/*
 * The answers a signed-in session lives by (login, logout, who signed in), which every page's code needs. The
 * account forms' payloads and answers (register, verify, reset, updates) are in accounts.ts, loaded with the
 * screens that send them.
 */

export const sessionUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_vendor: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginAnswerSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  message: z.string(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** A refused login for an unverified account: 403 with this body. */
export const inactiveLoginAnswerSchema = z.object({
  message: z.literal(MESSAGES.inactiveUser),
  username: z.string(),
});

export const logoutAnswerSchema = z.object({ message: z.string() });
