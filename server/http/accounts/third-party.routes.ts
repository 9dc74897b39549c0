import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_ROOT, CALLBACK_ERRORS, MESSAGES, PAGE_PATHS, thirdPartySignInPath } from '../../../src/contract';
import {
  THIRD_PARTY_PROVIDERS,
  thirdPartyCompletePayloadSchema,
  type ThirdPartyCompleteAnswer,
  type ThirdPartyErrorCode,
} from '../../../src/contract/thirdParty';
import { OidcSignInError } from '../../auth/oidc-provider';
import { oidcSignIn, type OidcSignIn } from '../../auth/oidc-sign-in';
import { HttpError } from '../http-error';
import type { RouteDeps } from '../route-deps';
import { parseInput, readText } from '../validation';
import { signInOriginOf } from './sessions.routes';
import { toSessionUser } from './user.presenter';

/** Where the SPA's callback screen reads the outcome of a third-party sign-in. */
const SIGN_IN_CALLBACK_PATH = `/${PAGE_PATHS.authCallback}`;
const PROVIDER_PATH = thirdPartySignInPath('google');

const callbackUrl = (parameters: Record<string, string>) => `${SIGN_IN_CALLBACK_PATH}?${new URLSearchParams(parameters).toString()}`;

function messageOf(code: ThirdPartyErrorCode): string {
  return code === 'not_configured' ? MESSAGES.thirdPartyNotConfigured : (CALLBACK_ERRORS[code] ?? MESSAGES.callbackOtherCode);
}

const STATUS_OF: Partial<Record<ThirdPartyErrorCode, number>> = { not_configured: 404, token_exchange_failed: 502 };

/** A failed completion as the JSON call answers it: the catalogue's text and the code. */
function completionError(code: ThirdPartyErrorCode): HttpError {
  return new HttpError(STATUS_OF[code] ?? 400, messageOf(code), { error: code });
}

/** What the sign-in is told about the browser: its user agent, as a login's device string carries it. */
const deviceOf = (request: FastifyRequest) => `Google sign-in; ${request.headers['user-agent'] ?? 'unknown browser'}`;

function queryOf(source: unknown): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of ['code', 'state', 'error', 'iss']) {
    const value = readText(source, name);
    if (value !== undefined) query.set(name, value);
  }
  return query;
}

/**
 * Third-party sign-in with OpenID Connect (Google by default):
 * - GET /auth/{provider}/ sends the browser to the provider (PKCE, state and nonce kept in a signed cookie);
 * - GET /auth/{provider}/callback is where the provider sends it back: the code is exchanged, the ID token
 *   verified, the account found, linked by verified e-mail or made, and the browser goes to the SPA's
 *   /auth/callback with token, username and new_user, or with error (document 1 section 8's codes);
 * - POST /auth/{provider}/complete/ does the same for a client that received the provider's answer itself,
 *   and answers as a login does (plus new_user), or with {message, error}.
 * Without a client id and secret, or for another provider, every one of them ends with not_configured.
 */
export function thirdPartyRoutes({ config, stores, clock, limits }: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    const google: OidcSignIn | undefined =
      config.googleSignIn &&
      oidcSignIn({
        client: config.googleSignIn,
        redirectUri: `${config.publicUrl}${API_ROOT}${PROVIDER_PATH}/callback`,
        cookiePath: `${API_ROOT}${PROVIDER_PATH}`,
        secureCookie: config.publicUrl.startsWith('https:'),
        stores,
        clock,
      });

    const signInFor = (request: FastifyRequest): OidcSignIn | undefined => {
      const provider = readText(request.params, 'provider');
      return provider === THIRD_PARTY_PROVIDERS[0] ? google : undefined;
    };

    const failed = (error: unknown): ThirdPartyErrorCode => {
      if (!(error instanceof OidcSignInError)) throw error;
      app.log.warn({ code: error.code, cause: error.cause }, 'third-party sign-in failed');
      return error.code;
    };

    app.get('/auth/:provider', async (request, reply) => {
      const signIn = signInFor(request);
      if (!signIn) return reply.redirect(callbackUrl({ error: 'not_configured' }), 302);
      try {
        const { url, cookie } = await signIn.start();
        return await reply.header('set-cookie', cookie).redirect(url, 302);
      } catch (error) {
        return reply.redirect(callbackUrl({ error: failed(error) }), 302);
      }
    });

    app.get('/auth/:provider/callback', { preHandler: limits.thirdPartySignIn }, async (request, reply) => {
      const signIn = signInFor(request);
      if (!signIn) return reply.redirect(callbackUrl({ error: 'not_configured' }), 302);
      reply.header('set-cookie', signIn.clearedCookie());
      try {
        const { token, user, isNew } = await signIn.complete(queryOf(request.query), request.headers.cookie, deviceOf(request), signInOriginOf(request));
        return await reply.redirect(callbackUrl({ token, username: user.username, new_user: String(isNew) }), 302);
      } catch (error) {
        return reply.redirect(callbackUrl({ error: failed(error) }), 302);
      }
    });

    app.post('/auth/:provider/complete', { preHandler: limits.thirdPartySignIn }, async (request, reply): Promise<ThirdPartyCompleteAnswer> => {
      const signIn = signInFor(request);
      if (!signIn) throw completionError('not_configured');
      const payload = parseInput(thirdPartyCompletePayloadSchema, request.body);
      reply.header('set-cookie', signIn.clearedCookie());
      try {
        const { token, user, isNew } = await signIn.complete(queryOf(payload), request.headers.cookie, deviceOf(request), signInOriginOf(request));
        const market = await stores.accounts.marketInfo(user.id);
        return {
          token,
          user: toSessionUser(user, market),
          new_user: isNew,
          message: isNew ? MESSAGES.thirdPartyNewUser : MESSAGES.thirdPartySignedIn,
        };
      } catch (error) {
        throw completionError(failed(error));
      }
    });
  };
}
