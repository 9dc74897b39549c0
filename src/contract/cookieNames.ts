/** The session's cookies, which every page reads (apart from the sockets' names in connection.ts, which only live parts need). */
export const COOKIE_NAMES = {
  token: 'loginToken',
  username: 'username',
  onlineStatus: 'onlineStatus',
} as const;
