import { z } from 'zod/mini';
import { FORGOT_PASSWORD_RESPONSES, LIMITS, MESSAGES } from './constants';
import { fieldErrorsSchema } from './errors';
import { EMAIL_PATTERN, normalisePhone, PHONE_PATTERN, requiredText } from './fields';

/*
 * What the account forms send (register, login, verify, forgot and reset password, the account's updates) and
 * what they get back: validated on submit and by the server, loaded with the screens that send them. The
 * session's own answers, which every page needs, are in signIn.ts.
 */

const NAME_PATTERN = /^[\p{L}\s'.-]+$/u;
const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

const personName = (requiredMessage: string) =>
  requiredText(
    requiredMessage,
    z.string().check(z.maxLength(LIMITS.nameMax, MESSAGES.validCharactersOnly), z.regex(NAME_PATTERN, MESSAGES.validCharactersOnly)),
  );

export const usernameField = requiredText(
  MESSAGES.usernameRequired,
  z
    .string()
    .check(
      z.minLength(LIMITS.usernameMin, MESSAGES.usernameLength),
      z.maxLength(LIMITS.usernameMax, MESSAGES.usernameLength),
      z.regex(USERNAME_PATTERN, MESSAGES.usernameCharacters),
    ),
);

export const emailField = requiredText(
  MESSAGES.emailRequired,
  z.string().check(z.maxLength(LIMITS.emailMax, MESSAGES.validEmail), z.regex(EMAIL_PATTERN, MESSAGES.validEmail)),
);

export const phoneField = requiredText(
  MESSAGES.phoneRequired,
  z.pipe(z.pipe(z.string(), z.transform(normalisePhone)), z.string().check(z.regex(PHONE_PATTERN, MESSAGES.validPhone))),
);

/** The register password rule; the common-password check is the server's. */
export const newPasswordField = requiredText(
  MESSAGES.passwordRequired,
  z
    .string()
    .check(
      z.minLength(LIMITS.passwordMinRegister, MESSAGES.passwordMinRegister),
      z.maxLength(LIMITS.passwordMax, MESSAGES.passwordMinRegister),
      z.regex(/[A-Z]/, MESSAGES.needUppercase),
      z.regex(/[a-z]/, MESSAGES.needLowercase),
      z.regex(/\d/, MESSAGES.needNumber),
    ),
);

const referralCode = z.optional(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(32)),
    z.transform((code: string) => code.toUpperCase()),
  ),
);

const passwordsMatch = (body: { password: string; password_confirm: string }) =>
  body.password === body.password_confirm;

export const registerPayloadSchema = z
  .object({
    username: usernameField,
    email: emailField,
    first_name: personName(MESSAGES.firstNameRequired),
    last_name: personName(MESSAGES.lastNameRequired),
    password: newPasswordField,
    password_confirm: z.string({ error: MESSAGES.confirmRequired }).check(z.minLength(1, MESSAGES.confirmRequired)),
    market_info: z.object(
      {
        city: requiredText(MESSAGES.cityRequired, z.string().check(z.maxLength(LIMITS.cityMax))),
        phone: phoneField,
      },
      { error: MESSAGES.cityRequired },
    ),
    referral_code: referralCode,
  })
  .check(z.refine(passwordsMatch, { message: MESSAGES.passwordsDoNotMatch, path: ['password_confirm'] }));
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

export const registerAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  errors: z.optional(fieldErrorsSchema),
  username: z.optional(z.string()),
});
export type RegisterAnswer = z.infer<typeof registerAnswerSchema>;

export const loginPayloadSchema = z.object({
  username: z
    .string({ error: MESSAGES.usernameOrEmailRequired })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, MESSAGES.usernameOrEmailRequired),
      z.maxLength(LIMITS.emailMax, MESSAGES.invalidCredentials),
    ),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .check(z.minLength(1, MESSAGES.passwordRequired), z.maxLength(LIMITS.passwordMax, MESSAGES.invalidCredentials)),
  device: z._default(
    z.string({ error: MESSAGES.invalidDevice }).check(z.trim(), z.maxLength(LIMITS.deviceMax, MESSAGES.invalidDevice)),
    'unknown device',
  ),
});
export type LoginPayload = z.input<typeof loginPayloadSchema>;

export const verificationCodeSchema = z
  .string({ error: MESSAGES.enterAllDigits })
  .check(z.regex(new RegExp(`^\\d{${LIMITS.verificationCodeLength}}$`), MESSAGES.enterAllDigits));

export const activatePayloadSchema = z.object({ code: verificationCodeSchema });
export const activateQuerySchema = z.object({
  username: z
    .string({ error: MESSAGES.missingUsername })
    .check(z.trim(), z.minLength(1, MESSAGES.missingUsername), z.maxLength(LIMITS.emailMax)),
});
export const activateAnswerSchema = z.object({
  success: z.literal(true),
  response: z.literal('successful'),
  message: z.string(),
});
export type ActivateAnswer = z.infer<typeof activateAnswerSchema>;

export const resendCodePayloadSchema = z.object({
  username: z
    .string({ error: MESSAGES.missingUsername })
    .check(z.trim(), z.minLength(1, MESSAGES.missingUsername), z.maxLength(LIMITS.emailMax)),
});
export const resendCodeAnswerSchema = z.object({
  response: z.literal('successful'),
  message: z.string(),
  retry_after: z.number(),
});
/** GET /resendcode?username=: the seconds before the server takes a resend (0: now), so the countdown starts there. */
export const resendCooldownAnswerSchema = z.object({ retry_after: z.number() });
export type ResendCooldownAnswer = z.infer<typeof resendCooldownAnswerSchema>;

export const forgotPasswordPayloadSchema = z.object({
  email: requiredText(
    MESSAGES.emailAddressRequired,
    z.string().check(z.maxLength(LIMITS.emailMax, MESSAGES.validEmailAddress), z.regex(EMAIL_PATTERN, MESSAGES.validEmailAddress)),
  ),
});
export const forgotPasswordAnswerSchema = z.object({
  response: z.enum([
    FORGOT_PASSWORD_RESPONSES.successful,
    FORGOT_PASSWORD_RESPONSES.noUser,
    FORGOT_PASSWORD_RESPONSES.notActive,
  ]),
  message: z.string(),
});
export type ForgotPasswordAnswer = z.infer<typeof forgotPasswordAnswerSchema>;

/** Completes a reset from the mailed link: /resetpassword?token=... */
export const resetPasswordPayloadSchema = z
  .object({
    token: z
      .string({ error: MESSAGES.resetLinkInvalid })
      .check(z.trim(), z.minLength(1, MESSAGES.resetLinkInvalid), z.maxLength(200, MESSAGES.resetLinkInvalid)),
    password: newPasswordField,
    password_confirm: z.string({ error: MESSAGES.confirmRequired }).check(z.minLength(1, MESSAGES.confirmRequired)),
  })
  .check(z.refine(passwordsMatch, { message: MESSAGES.passwordsDoNotMatch, path: ['password_confirm'] }));
export type ResetPasswordPayload = z.input<typeof resetPasswordPayloadSchema>;
export const resetPasswordAnswerSchema = z.object({
  response: z.literal('successful'),
  message: z.string(),
});

/** The answer of every POST /updatedata. */
export const updateAnswerSchema = z.object({
  response: z.literal('successful'),
  message: z.string(),
});
export type UpdateAnswer = z.infer<typeof updateAnswerSchema>;

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Today where the day is furthest ahead (UTC+14): a birthday that is today anywhere is never "in the future". */
const latestToday = () => new Date(Date.now() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A date of birth, or '' to clear it: a real day, not after today. */
const dateOfBirth = z.optional(
  z.string({ error: MESSAGES.dobInvalid }).check(
    z.trim(),
    z.refine((value) => value === '' || isCalendarDate(value), { message: MESSAGES.dobInvalid, abort: true }),
    z.refine((value) => value === '' || value <= latestToday(), MESSAGES.dobInFuture),
  ),
);

/** Update bodies refuse keys of another action, so one request is one update. */
const updateBody = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? MESSAGES.unknownUpdateAction : undefined),
  });

export const updateProfileBodySchema = updateBody({
  first_name: personName(MESSAGES.firstNameRequired),
  last_name: personName(MESSAGES.lastNameRequired),
  email: emailField,
  profile: z._default(
    z.strictObject({
      dob: dateOfBirth,
      state: optionalText(LIMITS.cityMax),
      nationality: optionalText(LIMITS.cityMax),
      city: optionalText(LIMITS.cityMax),
      bio: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.bioMax, MESSAGES.bioTooLong))),
      address: optionalText(LIMITS.addressMax),
      phone: z.optional(z.union([phoneField, z.literal('')])),
    }),
    {},
  ),
});

/** A password change proves the current password (beyond the spec, see docs/api-decisions.md). */
export const updatePasswordBodySchema = updateBody({
  // As typed, like the login's password (not trimmed); blank is missing.
  current_password: z
    .string({ error: MESSAGES.currentPasswordRequired })
    .check(z.regex(/\S/, MESSAGES.currentPasswordRequired), z.maxLength(LIMITS.passwordMax, MESSAGES.currentPasswordWrong)),
  password: requiredText(
    MESSAGES.passwordRequired,
    z.string().check(z.minLength(LIMITS.passwordMinSettings, MESSAGES.passwordMinLogin), z.maxLength(LIMITS.passwordMax)),
  ),
});

export const updateWalletBodySchema = updateBody({
  wallet: z.strictObject({ is_activated: z.boolean({ error: MESSAGES.mustBeTrueOrFalse }) }),
});

export const updateDisplayBioBodySchema = updateBody({ display_bio: z.boolean({ error: MESSAGES.mustBeTrueOrFalse }) });

/** The account bodies of POST /updatedata; the store and media bodies come with settings. */
export const accountUpdateBodySchema = z.union([
  updateProfileBodySchema,
  updatePasswordBodySchema,
  updateWalletBodySchema,
  updateDisplayBioBodySchema,
]);
export type AccountUpdateBody = z.input<typeof accountUpdateBodySchema>;
