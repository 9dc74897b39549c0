import { z } from 'zod/mini';
import {
  errorAnswerSchema,
  sessionIdParamsSchema,
  sessionsAnswerSchema,
  sessionSignOutAnswerSchema,
} from '../../../../src/contract';
import {
  thirdPartyCompleteAnswerSchema,
  thirdPartyCompletePayloadSchema,
  thirdPartyErrorAnswerSchema,
} from '../../../../src/contract/thirdParty';
import { answer, operation, REDIRECT, type AreaDocs } from '../operation';
import { providerParams } from './path-params';

const toCallbackScreen = answer(
  'To the app’s /auth/callback with token, username and new_user, or with error (one of the third-party error codes).',
  REDIRECT,
);

export const sessionsDocs: AreaDocs = {
  tag: 'sessions',
  description: 'The caller’s sessions (every sign-in is one), and signing in with a third party (OpenID Connect).',
  operations: [
    operation('GET /api/sessions', 'required', 'The caller’s sessions, most recently used first', {
      answers: { 200: answer('Each session’s device, place, times, and which is this one.', sessionsAnswerSchema) },
    }),
    operation('POST /api/sessions/:id/signout', 'required', 'Ends one of the caller’s sessions (its sockets close)', {
      params: sessionIdParamsSchema,
      answers: { 200: answer('Ended.', sessionSignOutAnswerSchema) },
      errors: { 404: 'The caller has no session with this id.' },
    }),
    operation('POST /api/sessions/signout-others', 'required', 'Ends every session of the caller but this one', {
      answers: { 200: answer('Ended.', sessionSignOutAnswerSchema) },
    }),
    operation('GET /api/auth/:provider', 'public', 'Sends the browser to the provider to sign in', {
      params: providerParams,
      answers: { 302: answer('To the provider (with the sign-in cookie), or to the app’s callback screen with error=not_configured.', REDIRECT) },
    }),
    operation('GET /api/auth/:provider/callback', 'public', 'Where the provider sends the browser back', {
      rateLimited: true,
      params: providerParams,
      query: thirdPartyCompletePayloadSchema,
      answers: { 302: toCallbackScreen },
    }),
    operation('POST /api/auth/:provider/complete', 'public', 'Completes a third-party sign-in from the provider’s answer, as a login does', {
      rateLimited: true,
      params: providerParams,
      body: thirdPartyCompletePayloadSchema,
      answers: { 200: answer('The session token, who signed in, and whether the account is new.', thirdPartyCompleteAnswerSchema) },
      errors: {
        400: { description: 'The input is refused, or the sign-in failed: the code says why.', body: z.union([errorAnswerSchema, thirdPartyErrorAnswerSchema]) },
        404: { description: 'No such provider is configured (not_configured).', body: thirdPartyErrorAnswerSchema },
        502: { description: 'The provider would not exchange the code (token_exchange_failed).', body: thirdPartyErrorAnswerSchema },
      },
    }),
  ],
};
