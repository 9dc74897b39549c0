import type { ThirdPartyProvider } from './thirdParty';

/** Where the server mounts the JSON API (vite proxies it in development). */
export const API_ROOT = '/api';

/** Where a third-party sign-in starts under API_ROOT: a full-page visit that the server sends on to the provider. */
export const thirdPartySignInPath = (provider: ThirdPartyProvider): string => `/auth/${provider}`;

/** The header of a write's Idempotency-Key (src/contract/idempotency.ts). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Where the server serves uploaded pictures (vite proxies it in development). */
export const MEDIA_ROOT = '/media';

/** Where the server mounts its sockets (vite proxies it in development). */
export const SOCKET_ROOT = '/ws';
