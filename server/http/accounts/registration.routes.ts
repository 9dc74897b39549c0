import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  activatePayloadSchema,
  activateQuerySchema,
  DURATIONS,
  MESSAGES,
  registerPayloadSchema,
  resendCodePayloadSchema,
  toFieldErrors,
  type FieldErrors,
} from '../../../src/contract';
import { isCommonPassword } from '../../auth/common-passwords';
import { hashPassword } from '../../auth/passwords';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { activationCodeMail } from '../../mail/templates';
import { badRequest, HttpError, notFound, tooManyRequests } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { parseInput, queryText, readText } from '../validation';

function addError(errors: FieldErrors, field: string, message: string): void {
  const current = errors[field];
  errors[field] = Array.isArray(current) ? [...current, message] : [message];
}

function registrationFailed(errors: FieldErrors): HttpError {
  return new HttpError(400, MESSAGES.fixErrorsBelow, { success: false, errors });
}

const trimmedText = (body: unknown, field: string) => readText(body, field)?.trim() || undefined;

/** POST /register, /activate?username=, /resendcode; GET /resendcode?username= (the resend cooldown left). */
export function registrationRoutes({ stores, mailer, clock, limits }: RouteDeps): FastifyPluginAsync {
  /** Mails the code; when the mail fails, the resend cooldown is lifted so the user can retry at once. */
  async function sendCode(request: FastifyRequest, user: UserRow, code: string): Promise<boolean> {
    try {
      await mailer.send(activationCodeMail(user.email, user.first_name, code));
      return true;
    } catch (error) {
      request.log.error({ err: error }, 'activation mail could not be sent');
      await stores.activation.liftCooldown(user.id);
      return false;
    }
  }

  /** The schema's errors plus a taken username or e-mail and a common password, each under its field. */
  async function registerErrors(
    fields: { username?: string | undefined; email?: string | undefined; password?: string | undefined },
    schemaErrors: FieldErrors = {},
  ): Promise<FieldErrors> {
    const errors = { ...schemaErrors };
    if (fields.username && !errors.username && (await stores.accounts.isUsernameTaken(fields.username))) {
      addError(errors, 'username', MESSAGES.usernameTaken);
    }
    if (fields.email && !errors.email && (await stores.accounts.isEmailTaken(fields.email))) {
      addError(errors, 'email', MESSAGES.emailTaken);
    }
    if (fields.password && !errors.password && isCommonPassword(fields.password)) {
      addError(errors, 'password', MESSAGES.passwordTooCommon);
    }
    return errors;
  }

  return async (app) => {
    app.post('/register', { preHandler: limits.register }, async (request, reply) => {
      const parsed = registerPayloadSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        // The fields that did pass get their database and common-password checks too.
        const fields = {
          username: trimmedText(request.body, 'username'),
          email: trimmedText(request.body, 'email'),
          password: trimmedText(request.body, 'password'),
        };
        throw registrationFailed(await registerErrors(fields, toFieldErrors(parsed.error.issues)));
      }
      const errors = await registerErrors(parsed.data);
      const payload = parsed.data;
      const referrer = payload.referral_code
        ? await stores.accounts.findByReferralCode(payload.referral_code)
        : undefined;
      // A code nobody holds is refused, so the user is never told a referral counted when it did not.
      if (payload.referral_code && !referrer) addError(errors, 'referral_code', MESSAGES.invalidReferralCode);
      if (Object.keys(errors).length > 0) throw registrationFailed(errors);

      const passwordHash = await hashPassword(payload.password);
      const created = await stores
        .transaction(async (trx) => {
          const user = await trx.accounts.create({
            username: payload.username,
            email: payload.email,
            passwordHash,
            firstName: payload.first_name,
            lastName: payload.last_name,
            phone: payload.market_info.phone,
            city: payload.market_info.city,
            referredBy: referrer?.id ?? null,
          });
          return { user, code: await trx.activation.issue(user.id) };
        })
        .catch(async (error: unknown) => {
          // Another request took the username or e-mail between the check and the insert.
          if (!isUniqueViolation(error)) throw error;
          throw registrationFailed(await registerErrors(payload));
        });

      // The account exists either way; without the mail the user asks for a new code.
      await sendCode(request, created.user, created.code);
      return reply.code(201).send({
        success: true,
        message: MESSAGES.registrationSuccessServer,
        username: created.user.username,
      });
    });

    app.post('/activate', { preHandler: limits.activate }, async (request) => {
      const { username } = parseInput(activateQuerySchema, { username: queryText(request.query, 'username') });
      const { code } = parseInput(activatePayloadSchema, request.body);
      const user = await stores.accounts.findByLogin(username);
      if (!user) throw notFound(MESSAGES.userNotFound);
      if (user.verified_at) throw badRequest(MESSAGES.accountAlreadyVerifiedServer);

      const outcome = await stores.activation.check(user.id, code);
      if (outcome === 'too-many-attempts') throw badRequest(MESSAGES.tooManyVerificationAttempts);
      if (outcome === 'expired') throw badRequest(MESSAGES.verificationCodeExpired);
      if (outcome !== 'valid') throw badRequest(MESSAGES.invalidVerificationCode, { code: [MESSAGES.invalidVerificationCode] });

      await stores.transaction(async (trx) => {
        await trx.accounts.markVerified(user.id);
        await trx.activation.remove(user.id);
      });
      return { success: true, response: 'successful', message: MESSAGES.verifySuccess };
    });

    /** The account still waiting for activation, by the username or e-mail the client holds. */
    async function unverifiedUser(username: string): Promise<UserRow> {
      const user = await stores.accounts.findByLogin(username);
      if (!user) throw notFound(MESSAGES.userNotFound);
      if (user.verified_at) throw badRequest(MESSAGES.accountAlreadyVerifiedServer);
      return user;
    }

    /** How long before a new code may be sent: the last one's send time plus the cooldown (lifted when its mail failed). */
    async function cooldownLeftMs(user: UserRow): Promise<number> {
      const pending = await stores.activation.find(user.id);
      if (!pending) return 0;
      return Math.max(0, Date.parse(pending.sent_at) + DURATIONS.resendCooldown - clock.now().getTime());
    }

    // Unlimited, so it says nothing of who exists: an unknown or verified account has nothing to wait for, and the resend itself says why it is refused.
    app.get('/resendcode', async (request) => {
      const { username } = parseInput(resendCodePayloadSchema, { username: queryText(request.query, 'username') });
      const user = await stores.accounts.findByLogin(username);
      const waitMs = user && !user.verified_at ? await cooldownLeftMs(user) : 0;
      return { retry_after: Math.ceil(waitMs / 1000) };
    });

    app.post('/resendcode', { preHandler: limits.resendcode }, async (request) => {
      const { username } = parseInput(resendCodePayloadSchema, request.body);
      const user = await unverifiedUser(username);
      const waitMs = await cooldownLeftMs(user);
      if (waitMs > 0) throw tooManyRequests(waitMs / 1000, MESSAGES.resendCooldown);
      const code = await stores.activation.issue(user.id);
      if (!(await sendCode(request, user, code))) throw new HttpError(503, MESSAGES.resendFailed);
      return {
        response: 'successful',
        message: MESSAGES.resendSuccess,
        retry_after: DURATIONS.resendCooldown / 1000,
      };
    });
  };
}
