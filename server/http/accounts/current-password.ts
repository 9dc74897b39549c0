import type { FastifyRequest } from 'fastify';
import { MESSAGES, updatePasswordBodySchema } from '../../../src/contract';
import { verifyPassword } from '../../auth/passwords';
import type { AuthenticatedCaller } from '../authenticate';
import { badRequest } from '../http-error';
import { accountLimitKey, type Limiters } from '../rate-limits';
import { parseInput } from '../validation';

const currentPasswordError = (message: string) => badRequest(message, { current_password: [message] });

/**
 * A password change proves the current password, so a session left open on a shared computer or a
 * stolen token cannot take the account over. Wrong guesses count against the account's login limit
 * (a guess here is a guess at the same password). An account made by third-party sign-in has no
 * password to prove: it sets one through the reset link, which proves the mailbox instead.
 */
export async function proveCurrentPassword(request: FastifyRequest, caller: AuthenticatedCaller, limits: Limiters): Promise<void> {
  const storedHash = caller.user.password_hash;
  if (!storedHash) throw currentPasswordError(MESSAGES.noPasswordToChange);
  const { current_password } = parseInput(updatePasswordBodySchema, request.body);
  const account = accountLimitKey(caller.user);
  await limits.loginAccount.check(request, account);
  if (!(await verifyPassword(storedHash, current_password))) {
    await limits.loginAccount.failed(request, account);
    throw currentPasswordError(MESSAGES.currentPasswordWrong);
  }
}
