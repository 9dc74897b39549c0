import { z } from 'zod/mini';
import { MESSAGES } from './constants';

const usernameField = z.string({ error: MESSAGES.userNotFound }).check(z.minLength(1, MESSAGES.userNotFound));

/** POST /blocks: block (`action` true or absent) or unblock (`action` false) a user by username. */
export const blockPayloadSchema = z.object({
  username: usernameField,
  action: z.optional(z.boolean({ error: MESSAGES.mustBeTrueOrFalse })),
});
export type BlockPayload = z.infer<typeof blockPayloadSchema>;

/** Whether the caller blocks the user now, and the words to show. */
export const blockAnswerSchema = z.object({ username: z.string(), blocked: z.boolean(), message: z.string() });
export type BlockAnswer = z.infer<typeof blockAnswerSchema>;

/** GET /blocks/{username}: whether the caller blocks them. */
export const blockParamsSchema = z.object({ username: usernameField });
export const blockStatusSchema = z.object({ username: z.string(), blocked: z.boolean() });
export type BlockStatus = z.infer<typeof blockStatusSchema>;

/** A user in the caller's list of blocked users (settings), newest block first. */
export const blockedUserSchema = z.object({ username: z.string(), display_name: z.string(), profileimg: z.string(), blocked_at: z.string() });
export type BlockedUser = z.infer<typeof blockedUserSchema>;
export const blockedUsersAnswerSchema = z.object({ results: z.array(blockedUserSchema) });
