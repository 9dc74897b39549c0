import { z } from 'zod/mini';
import { LIMITS, messageIdParamsSchema } from '../../../../src/contract';

// Path parameters the routes read themselves (readText) instead of through a contract schema: what they take.

/** A chat room's code: 24 URL-safe characters as the server makes them; any other text names no room (404). */
const uniquecode = z.string().check(z.minLength(1), z.maxLength(64));

export const roomParams = z.object({ uniquecode });

/** A message of the room by its id; anything else names no message (404). */
export const messageParams = z.extend(messageIdParamsSchema, { uniquecode });

/** A username as a path names it; a name nobody has answers 404. */
export const usernameParams = z.object({ username: z.string().check(z.minLength(1), z.maxLength(LIMITS.emailMax)) });

/** The third-party sign-in provider: google is the only one; another answers not_configured. */
export const providerParams = z.object({ provider: z.string().check(z.minLength(1), z.maxLength(40)) });
