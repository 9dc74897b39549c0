import type { FastifyRequest } from 'fastify';
import { CLOSE_CODES, MESSAGES } from '../../src/contract';
import { readText } from '../http/validation';
import type { Stores } from '../store';

/** The signed-in user behind a socket, and the session (token) it was opened with. */
export type SocketUser = { id: number; username: string; tokenId: number };

/** Why a socket is closed as soon as it opens: a browser sees the close code, never an HTTP status. */
export type SocketRefusal = { refused: true; code: number; reason: string };

export const refusal = (code: number, reason: string): SocketRefusal => ({ refused: true, code, reason });

export const authFailed = refusal(CLOSE_CODES.authenticationFailed, MESSAGES.realtimeAuthFailed);

export const isRefusal = (value: unknown): value is SocketRefusal =>
  typeof value === 'object' && value !== null && 'refused' in value;

/** The user of the `?token=` key; a missing, unknown or expired key is refused with 4001. */
export async function socketUserOf(stores: Stores, request: FastifyRequest): Promise<SocketUser | SocketRefusal> {
  const key = readText(request.query, 'token')?.trim();
  if (!key) return authFailed;
  const session = await stores.tokens.authenticate(key);
  const user = session ? await stores.accounts.findById(session.userId) : undefined;
  if (!session || !user) return authFailed;
  return { id: user.id, username: user.username, tokenId: session.tokenId };
}
