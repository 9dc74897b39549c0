import * as oidc from 'openid-client';
import { DURATIONS } from '../../src/contract';
import type { ThirdPartyErrorCode } from '../../src/contract/thirdParty';
import type { Clock } from '../clock';
import type { OidcClientConfig } from '../config';
import { flowExpiry, type OidcFlow } from './oidc-flow';

/** Who the provider says signed in, from a verified ID token. */
export type OidcIdentity = {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
};

/** A sign-in that cannot go on, named by the callback code the browser is sent back with. */
export class OidcSignInError extends Error {
  constructor(
    readonly code: ThirdPartyErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`third-party sign-in failed: ${code}`, options);
    this.name = 'OidcSignInError';
  }
}

const SCOPE = 'openid email profile';

/** Codes of openid-client's own checks that mean the token endpoint's answer could not be read at all. */
const EXCHANGE_FAILURES = new Set(['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON', 'OAUTH_PARSE_ERROR']);

/**
 * What went wrong in the code exchange: the provider unreachable, refusing the code or answering
 * nonsense is a failed exchange; an ID token that fails a check (signature, issuer, audience, nonce,
 * lifetime) or is missing is an invalid token.
 */
function exchangeFailure(error: unknown): OidcSignInError {
  if (error instanceof oidc.ResponseBodyError || error instanceof TypeError) return new OidcSignInError('token_exchange_failed', { cause: error });
  if (error instanceof oidc.ClientError) {
    const failedExchange = error.code === undefined || EXCHANGE_FAILURES.has(error.code);
    return new OidcSignInError(failedExchange ? 'token_exchange_failed' : 'invalid_token', { cause: error });
  }
  return new OidcSignInError('token_exchange_failed', { cause: error });
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function identityOf(claims: oidc.IDToken): OidcIdentity {
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: text(claims.email),
    // Some providers send the flag as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
  };
}

/**
 * One OpenID Connect provider (Google by default): the authorization URL with PKCE, state and nonce,
 * and the return trip: the code exchanged, the ID token verified (signature included). The provider's
 * metadata is discovered on first use and read again after a while; a failed discovery is retried.
 */
export function oidcProvider(client: OidcClientConfig, options: { redirectUri: string; clock: Clock }) {
  let discovered: { at: number; configuration: Promise<oidc.Configuration> } | undefined;

  function configuration(): Promise<oidc.Configuration> {
    const now = options.clock.now().getTime();
    if (!discovered || now - discovered.at > DURATIONS.oidcDiscoveryCache) {
      const insecure = new URL(client.issuer).protocol === 'http:';
      const pending = oidc.discovery(new URL(client.issuer), client.clientId, client.clientSecret, undefined, {
        timeout: DURATIONS.oidcProviderTimeout / 1000,
        execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
      });
      const entry = { at: now, configuration: pending };
      discovered = entry;
      pending.catch(() => {
        if (discovered === entry) discovered = undefined;
      });
    }
    return discovered.configuration;
  }

  return {
    /** Where to send the browser, and the flow to keep for its return. The provider unreachable: authentication_failed. */
    async start(): Promise<{ url: string; flow: OidcFlow }> {
      const config = await configuration().catch((error: unknown) => {
        throw new OidcSignInError('authentication_failed', { cause: error });
      });
      const flow: OidcFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        expiresAt: flowExpiry(options.clock.now()),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: SCOPE,
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.href, flow };
    },

    /**
     * The browser's return (the redirect URI's query) checked against the flow it started: the provider's
     * refusal, a missing code, a foreign or stale state, a failed exchange, a bad ID token and an
     * unverified e-mail each end with their own code.
     */
    async finish(query: URLSearchParams, flow: OidcFlow | undefined): Promise<OidcIdentity> {
      const refusal = query.get('error');
      if (refusal) throw new OidcSignInError(refusal === 'access_denied' ? 'access_denied' : 'authentication_failed');
      if (!query.get('code')) throw new OidcSignInError('no_code');
      if (!flow || query.get('state') !== flow.state) throw new OidcSignInError('authentication_failed');

      const config = await configuration().catch((error: unknown) => {
        throw new OidcSignInError('token_exchange_failed', { cause: error });
      });
      const returned = new URL(options.redirectUri);
      returned.search = query.toString();
      const tokens = await oidc
        .authorizationCodeGrant(config, returned, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        })
        .catch((error: unknown) => {
          throw exchangeFailure(error);
        });
      const claims = tokens.claims();
      if (!claims) throw new OidcSignInError('invalid_token');
      const identity = identityOf(claims);
      if (!identity.email || !identity.emailVerified) throw new OidcSignInError('email_not_verified');
      return identity;
    },
  };
}

export type OidcProvider = ReturnType<typeof oidcProvider>;
