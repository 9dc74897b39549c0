import { z } from 'zod/mini';
import { LIMITS } from '../../../../src/contract';

// Path parameters the routes read themselves (readText) instead of through a contract schema: what they take.

/** A chat room's code: 24 URL-safe characters as the server makes them; any other text names no room (404). */
const uniquecode = z.string().check(z.minLength(1), z.maxLength(64));

export const roomParams = z.object({ uniquecode });

/** A message of the room: a whole number from 1; anything else names no message (404). */
export const messageParams = z.object({
  uniquecode,
  id: z.string().check(z.regex(/^[1-9]\d{0,15}$/)),
});

/** A username as a path names it; a name nobody has answers 404. */
export const usernameParams = z.object({ username: z.string().check(z.minLength(1), z.maxLength(LIMITS.emailMax)) });

/** The third-party sign-in provider: google is the only one; another answers not_configured. */
export const providerParams = z.object({ provider: z.string().check(z.minLength(1), z.maxLength(40)) });

/** A post's id in a socket path; anything else closes the socket as a missing post. */
export const socketPostParams = z.object({ id: z.string().check(z.regex(/^\d{1,16}$/)) });
