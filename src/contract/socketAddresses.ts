/** The sockets' addresses under SOCKET_ROOT (src/contract/addresses.ts): the browser's live parts and the server's routes. */

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
