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
import { answer, REDIRECT, type AreaDocs } from '../operation';
import { providerParams } from './path-params';

const toCallbackScreen = answer(
  'To the app’s /auth/callback with token, username and new_user, or with error (one of the third-party error codes).',
  REDIRECT,
);

export const sessionsDocs: AreaDocs = {
  tag: 'sessions',
  description: 'The caller’s sessions (every sign-in is one), and signing in with a third party (OpenID Connect).',
  operations: [
    {
      method: 'GET',
      path: '/api/sessions',
      summary: 'The caller’s sessions, most recently used first',
      access: 'required',
      answers: { 200: answer('Each session’s device, place, times, and which is this one.', sessionsAnswerSchema) },
    },
    {
      method: 'POST',
      path: '/api/sessions/:id/signout',
      summary: 'Ends one of the caller’s sessions (its sockets close)',
      access: 'required',
      params: sessionIdParamsSchema,
      answers: { 200: answer('Ended.', sessionSignOutAnswerSchema) },
      errors: { 404: 'The caller has no session with this id.' },
    },
    {
      method: 'POST',
      path: '/api/sessions/signout-others',
      summary: 'Ends every session of the caller but this one',
      access: 'required',
      answers: { 200: answer('Ended.', sessionSignOutAnswerSchema) },
    },
    {
      method: 'GET',
      path: '/api/auth/:provider',
      summary: 'Sends the browser to the provider to sign in',
      access: 'public',
      params: providerParams,
      answers: { 302: answer('To the provider (with the sign-in cookie), or to the app’s callback screen with error=not_configured.', REDIRECT) },
    },
    {
      method: 'GET',
      path: '/api/auth/:provider/callback',
      summary: 'Where the provider sends the browser back',
      access: 'public',
      rateLimited: true,
      params: providerParams,
      query: thirdPartyCompletePayloadSchema,
      answers: { 302: toCallbackScreen },
    },
    {
      method: 'POST',
      path: '/api/auth/:provider/complete',
      summary: 'Completes a third-party sign-in from the provider’s answer, as a login does',
      access: 'public',
      rateLimited: true,
      params: providerParams,
      body: thirdPartyCompletePayloadSchema,
      answers: { 200: answer('The session token, who signed in, and whether the account is new.', thirdPartyCompleteAnswerSchema) },
      errors: {
        400: { description: 'The input is refused, or the sign-in failed: the code says why.', body: z.union([errorAnswerSchema, thirdPartyErrorAnswerSchema]) },
        404: { description: 'No such provider is configured (not_configured).', body: thirdPartyErrorAnswerSchema },
        502: { description: 'The provider would not exchange the code (token_exchange_failed).', body: thirdPartyErrorAnswerSchema },
      },
    },
  ],
};
