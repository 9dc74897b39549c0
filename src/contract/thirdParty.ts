import { z } from 'zod/mini';
import { sessionUserSchema } from './signIn';

/** The providers third-party sign-in knows: OpenID Connect with Google. */
export const THIRD_PARTY_PROVIDERS = ['google'] as const;
export type ThirdPartyProvider = (typeof THIRD_PARTY_PROVIDERS)[number];

/**
 * The codes a third-party sign-in ends with (document 1 section 8's callback codes), plus
 * not_configured: this server has no client id and secret for the provider.
 */
export const THIRD_PARTY_ERROR_CODES = [
  'access_denied',
  'no_code',
  'token_exchange_failed',
  'invalid_token',
  'email_not_verified',
  'authentication_failed',
  'not_configured',
] as const;
export type ThirdPartyErrorCode = (typeof THIRD_PARTY_ERROR_CODES)[number];

const AUTHORIZATION_PARAMETER_MAX = 4096;
const parameter = z.optional(z.string().check(z.maxLength(AUTHORIZATION_PARAMETER_MAX)));

/**
 * POST /auth/{provider}/complete/: what the provider sent back to the redirect URI (its query), for a
 * client that receives it itself. The same browser that started the sign-in sends it (the sign-in cookie).
 */
export const thirdPartyCompletePayloadSchema = z.object({
  code: parameter,
  state: parameter,
  error: parameter,
  /** The provider's issuer identifier (RFC 9207), when it sends one. */
  iss: parameter,
});
export type ThirdPartyCompletePayload = z.infer<typeof thirdPartyCompletePayloadSchema>;

/** A completed third-party sign-in: our session token, as POST /login answers, and whether the account is new. */
export const thirdPartyCompleteAnswerSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  new_user: z.boolean(),
  message: z.string(),
});
export type ThirdPartyCompleteAnswer = z.infer<typeof thirdPartyCompleteAnswerSchema>;

/** A refused completion: the catalogue's text and its code. */
export const thirdPartyErrorAnswerSchema = z.object({
  message: z.string(),
  error: z.enum(THIRD_PARTY_ERROR_CODES),
});
