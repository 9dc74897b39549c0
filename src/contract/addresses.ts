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

/** The three kinds of socket (document 1 section 4): one per chat room, one per user for notifications, one per post. */
export type SocketTarget =
  | { channel: 'chat'; uniquecode: string }
  | { channel: 'notifications' }
  | { channel: 'social'; postId: number };

export type SocketChannel = SocketTarget['channel'];

/** Each socket's path under SOCKET_ROOT, `:name` standing for one segment: the server's routes, filled in by socketPath. */
export const SOCKET_PATHS = {
  chat: '/chat/:uniquecode/',
  notifications: '/notifications/',
  social: '/social/post/:id/',
} as const satisfies Record<SocketChannel, string>;

const fillPath = (path: string, segment: string): string => path.replace(/:[a-z]+/, encodeURIComponent(segment));

/** The path under the socket root: /chat/{uniquecode}/, /notifications/, /social/post/{id}/. */
export function socketPath(target: SocketTarget): string {
  switch (target.channel) {
    case 'chat':
      return fillPath(SOCKET_PATHS.chat, target.uniquecode);
    case 'notifications':
      return SOCKET_PATHS.notifications;
    case 'social':
      return fillPath(SOCKET_PATHS.social, String(target.postId));
  }
}
