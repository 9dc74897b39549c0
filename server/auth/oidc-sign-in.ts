import { LIMITS } from '../../src/contract';
import type { Clock } from '../clock';
import type { OidcClientConfig } from '../config';
import type { UserRow } from '../db/schema';
import type { Stores } from '../store';
import type { SignInOrigin } from '../store/tokens.store';
import { oidcAccounts } from './oidc-accounts';
import { oidcFlowCookie } from './oidc-flow';
import { oidcProvider } from './oidc-provider';

export type OidcSignInOptions = {
  client: OidcClientConfig;
  /** Where the provider sends the browser back (registered with the provider). */
  redirectUri: string;
  /** The path the flow cookie is sent to: the start, callback and complete routes live under it. */
  cookiePath: string;
  secureCookie: boolean;
  stores: Stores;
  clock: Clock;
};

export type OidcSignedIn = { token: string; user: UserRow; isNew: boolean };

/**
 * Third-party sign-in from start to our session token: the flow kept in a signed cookie, the
 * provider's answer verified, the account found, linked or made, then a token issued as a login does.
 */
export function oidcSignIn(options: OidcSignInOptions) {
  const provider = oidcProvider(options.client, { redirectUri: options.redirectUri, clock: options.clock });
  const accounts = oidcAccounts(options.stores);
  const flows = oidcFlowCookie({ signingKey: options.client.clientSecret, path: options.cookiePath, secure: options.secureCookie });

  return {
    /** The provider's authorization URL and the Set-Cookie that keeps the flow. */
    async start(): Promise<{ url: string; cookie: string }> {
      const { url, flow } = await provider.start();
      return { url, cookie: flows.seal(flow, options.clock.now()) };
    },

    /** The Set-Cookie that ends the flow: a flow is used once, whatever the outcome. */
    clearedCookie: (): string => flows.cleared(),

    /** The browser's return checked against its flow; throws OidcSignInError with the callback code. */
    async complete(query: URLSearchParams, cookieHeader: string | undefined, device: string, origin: SignInOrigin): Promise<OidcSignedIn> {
      const identity = await provider.finish(query, flows.open(cookieHeader, options.clock.now()));
      const { user, isNew } = await accounts.signIn(identity);
      const token = await options.stores.tokens.issue(user.id, device.slice(0, LIMITS.deviceMax), origin);
      await options.stores.presence.set(user.id, 'online');
      return { token, user, isNew };
    },
  };
}

export type OidcSignIn = ReturnType<typeof oidcSignIn>;
