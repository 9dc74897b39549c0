import { z } from 'zod/mini';
import { MESSAGES } from './constants';
import { rowIdText } from './fields';

/**
 * The signed-in user's sessions (profile settings, "Sessions"): every sign-in is its own session, named by the
 * device string its login sent (the owner's decision), placed by the address it signed in from.
 */
export const accountSessionSchema = z.object({
  id: z.int(),
  /** The login's device string (platform and user agent). */
  device: z.string(),
  /** Where the sign-in came from: a place when the address can be placed, else the address itself. */
  location: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session of the call that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /sessions: most recently used first. */
export const sessionsAnswerSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type SessionsAnswer = z.infer<typeof sessionsAnswerSchema>;

/** POST /sessions/{id}/signout and POST /sessions/signout-others. */
export const sessionSignOutAnswerSchema = z.object({ message: z.string() });
export type SessionSignOutAnswer = z.infer<typeof sessionSignOutAnswerSchema>;

export const sessionIdParamsSchema = z.object({
  id: rowIdText(MESSAGES.sessionNotFound),
});
