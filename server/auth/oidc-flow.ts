import { createHmac, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'cookie-es';
import { DURATIONS } from '../../src/contract';

/**
 * One sign-in in progress: the secrets the browser's return must match (state), the ID token must
 * carry (nonce), and the code exchange must prove (PKCE verifier), kept until `expiresAt` (epoch ms).
 */
export type OidcFlow = { state: string; nonce: string; verifier: string; expiresAt: number };

const COOKIE_NAME = 'naija_oidc_flow';

function isFlow(value: unknown): value is OidcFlow {
  if (!value || typeof value !== 'object') return false;
  const { state, nonce, verifier, expiresAt } = value as Record<string, unknown>;
  return typeof state === 'string' && typeof nonce === 'string' && typeof verifier === 'string' && typeof expiresAt === 'number';
}

/**
 * The flow rides in a cookie signed with a key only this server knows, HttpOnly and scoped to the
 * provider's paths, so a sign-in needs no server-side session and works across server processes.
 */
export function oidcFlowCookie(options: { signingKey: string; path: string; secure: boolean }) {
  const key = createHmac('sha256', options.signingKey).update('naija-market third-party sign-in flow').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const attributes = { path: options.path, httpOnly: true, secure: options.secure, sameSite: 'lax' as const };

  return {
    /** The Set-Cookie value that keeps `flow` in the browser until it expires. */
    seal(flow: OidcFlow, now: Date): string {
      const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
      const maxAge = Math.max(0, Math.round((flow.expiresAt - now.getTime()) / 1000));
      return serialize(COOKIE_NAME, `${payload}.${sign(payload)}`, { ...attributes, maxAge });
    },

    /** The Set-Cookie value that removes it (each flow is used once). */
    cleared(): string {
      return serialize(COOKIE_NAME, '', { ...attributes, maxAge: 0 });
    },

    /** The flow in the request's Cookie header: undefined when absent, forged or expired. */
    open(cookieHeader: string | undefined, now: Date): OidcFlow | undefined {
      const value = cookieHeader ? parse(cookieHeader)[COOKIE_NAME] : undefined;
      const [payload, signature] = value?.split('.') ?? [];
      if (!payload || !signature) return undefined;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let flow: unknown;
      try {
        flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      return isFlow(flow) && flow.expiresAt > now.getTime() ? flow : undefined;
    },
  };
}

export type OidcFlowCookie = ReturnType<typeof oidcFlowCookie>;

/** When a flow started now stops being accepted. */
export const flowExpiry = (now: Date): number => now.getTime() + DURATIONS.thirdPartySignInWindow;
