import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../src/contract';
import type { UserRow } from '../db/schema';
import type { Stores } from '../store';
import type { Session } from '../store/tokens.store';
import { unauthorized } from './http-error';

export type AuthenticatedCaller = Session & { user: UserRow };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by the auth pre-handlers; null for visitors. */
    caller: AuthenticatedCaller | null;
  }
}

const TOKEN_HEADER = /^Token\s+(\S+)\s*$/i;

/** Pre-handlers reading `Authorization: Token <key>`. */
export function createAuthGuards(stores: Stores) {
  async function resolve(request: FastifyRequest): Promise<AuthenticatedCaller | null> {
    const header = request.headers.authorization;
    if (header === undefined || header.trim() === '') return null;
    const key = TOKEN_HEADER.exec(header)?.[1];
    if (!key) throw unauthorized(MESSAGES.invalidToken);
    const caller = await stores.tokens.authenticateWithUser(key);
    if (!caller) throw unauthorized(MESSAGES.invalidToken);
    return caller;
  }

  return {
    /** Visitors pass as null; a token that is sent must be valid. */
    async optional(request: FastifyRequest): Promise<void> {
      request.caller = await resolve(request);
    },
    async required(request: FastifyRequest): Promise<void> {
      const caller = await resolve(request);
      if (!caller) throw unauthorized(MESSAGES.authenticationRequired);
      request.caller = caller;
    },
  };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;

/** The caller of a route behind `required`. */
export function callerOf(request: FastifyRequest): AuthenticatedCaller {
  if (!request.caller) throw unauthorized(MESSAGES.authenticationRequired);
  return request.caller;
}
