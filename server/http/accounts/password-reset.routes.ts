import type { FastifyPluginAsync } from 'fastify';
import {
  FORGOT_PASSWORD_RESPONSES,
  forgotPasswordPayloadSchema,
  MESSAGES,
  resetPasswordPayloadSchema,
} from '../../../src/contract';
import { isCommonPassword } from '../../auth/common-passwords';
import { hashPassword } from '../../auth/passwords';
import { passwordResetMail } from '../../mail/templates';
import { badRequest, HttpError } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { parseInput } from '../validation';
import { sessionsEndedFor } from './sessions-ended';

const invalidLink = () => badRequest(MESSAGES.resetLinkInvalid, { token: [MESSAGES.resetLinkInvalid] });

/** POST /forgotpassword (mails a one-time link) and POST /resetpassword (completes it). */
export function passwordResetRoutes(deps: RouteDeps): FastifyPluginAsync {
  const { stores, mailer, config, limits } = deps;
  const sessionsEnded = sessionsEndedFor(deps);
  return async (app) => {
    app.post('/forgotpassword', { preHandler: limits.forgotpassword }, async (request) => {
      const { email } = parseInput(forgotPasswordPayloadSchema, request.body);
      const user = await stores.accounts.findByEmail(email);
      if (!user) return { response: FORGOT_PASSWORD_RESPONSES.noUser, message: MESSAGES.resetUnknownUser };
      if (!user.verified_at) return { response: FORGOT_PASSWORD_RESPONSES.notActive, message: MESSAGES.resetInactive };

      const token = await stores.resets.issue(user.id);
      const link = `${config.publicUrl}/resetpassword?token=${encodeURIComponent(token)}`;
      try {
        await mailer.send(passwordResetMail(user.email, user.first_name, link));
      } catch (error) {
        request.log.error({ err: error }, 'password reset mail could not be sent');
        throw new HttpError(503, MESSAGES.resetFailed);
      }
      return { response: FORGOT_PASSWORD_RESPONSES.successful, message: MESSAGES.resetSuccess };
    });

    app.post('/resetpassword', { preHandler: limits.resetpassword }, async (request) => {
      const payload = parseInput(resetPasswordPayloadSchema, request.body);
      const reset = await stores.resets.findUsable(payload.token);
      if (!reset) throw invalidLink();
      if (isCommonPassword(payload.password)) {
        throw badRequest(MESSAGES.passwordTooCommon, { password: [MESSAGES.passwordTooCommon] });
      }
      const passwordHash = await hashPassword(payload.password);
      await stores.transaction(async (trx) => {
        if (!(await trx.resets.consume(reset.id))) throw invalidLink();
        await trx.accounts.setPasswordHash(reset.user_id, passwordHash);
        await trx.tokens.revokeAllForUser(reset.user_id);
      });
      await sessionsEnded(reset.user_id);
      return { response: 'successful', message: MESSAGES.passwordResetComplete };
    });
  };
}
