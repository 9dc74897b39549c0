import type { RouteDeps } from '../route-deps';

/**
 * What follows the end of some of a user's sessions (logout, signing out a session, a password change or
 * reset): every socket opened with them closes at once, on every process, and a user with none left is offline.
 */
export function sessionsEndedFor({ stores, hub }: Pick<RouteDeps, 'stores' | 'hub'>) {
  return async (userId: number): Promise<void> => {
    await hub.sessionsEnded(userId);
    if ((await stores.tokens.countForUser(userId)) === 0) await stores.presence.set(userId, 'offline');
  };
}
