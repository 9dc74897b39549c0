import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PresenceStatus, ServerSocketMessage } from '../../src/contract';
import type { Stores } from '../store';
import { userChannel, type Hub } from './hub';
import type { SocketUser } from './socket-access';

export type PresenceDeps = {
  stores: Stores;
  hub: Hub;
  log: FastifyBaseLogger;
  shuttingDown: () => boolean;
  /** How often this process says it still holds its users' sockets (well within presenceStaleAfter). */
  refreshEveryMs: number;
};

/**
 * Presence from sockets: a user whose first socket in this process opens is online, one whose last
 * socket closes is offline (last_seen now) unless another process still holds one of their sockets.
 * Every change is told to everyone who shares a chat room with the user, on their user channel.
 * Changes of one user run one after another, in order.
 */
export function presenceTracker({ stores, hub, log, shuttingDown, refreshEveryMs }: PresenceDeps) {
  const processId = randomUUID();
  const socketsOf = new Map<number, number>();
  const queues = new Map<number, Promise<void>>();
  let refresher: NodeJS.Timeout | undefined;

  function keepHoldsFresh(): void {
    if (refresher) return;
    refresher = setInterval(() => {
      stores.presence.refreshHolds(processId).catch((error: unknown) => log.warn({ err: error }, 'presence holds not refreshed'));
    }, refreshEveryMs);
    refresher.unref();
  }

  function inOrder(userId: number, work: () => Promise<void>): Promise<void> {
    const next = (queues.get(userId) ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) => log.warn({ err: error, userId }, 'presence change not saved'));
    queues.set(userId, next);
    void next.then(() => {
      if (queues.get(userId) === next) queues.delete(userId);
    });
    return next;
  }

  async function tellPartners(userId: number, frame: ServerSocketMessage): Promise<void> {
    const partners = await stores.chatRooms.partnerIdsOf(userId);
    await Promise.all(partners.map((partnerId) => hub.publish(userChannel(partnerId), frame)));
  }

  async function save(user: SocketUser, status: PresenceStatus): Promise<void> {
    await stores.presence.set(user.id, status);
    if (status !== 'offline') return tellPartners(user.id, { type: 'user_online', username: user.username, status });
    const { last_seen } = await stores.presence.statusOf(user.id, user.username);
    await tellPartners(user.id, { type: 'user_offline', username: user.username, status, last_seen });
  }

  const connectedNow = (userId: number) => (socketsOf.get(userId) ?? 0) > 0;

  return {
    connected(user: SocketUser): Promise<void> {
      const count = (socketsOf.get(user.id) ?? 0) + 1;
      socketsOf.set(user.id, count);
      if (count > 1) return Promise.resolve();
      keepHoldsFresh();
      return inOrder(user.id, async () => {
        // Gone again before its turn: the offline change queued after this one says so.
        if (!connectedNow(user.id)) return;
        await stores.presence.hold(user.id, processId);
        await save(user, 'online');
      });
    },

    disconnected(user: SocketUser): Promise<void> {
      const count = (socketsOf.get(user.id) ?? 1) - 1;
      if (count > 0) {
        socketsOf.set(user.id, count);
        return Promise.resolve();
      }
      socketsOf.delete(user.id);
      // A stopping server leaves presence as it is: its sockets come back to another process.
      if (shuttingDown()) return Promise.resolve();
      return inOrder(user.id, async () => {
        if (connectedNow(user.id)) return;
        await stores.presence.release(user.id, processId);
        if (!(await stores.presence.heldElsewhere(user.id, processId))) await save(user, 'offline');
      });
    },

    /** The process stops: it no longer holds anyone's sockets (they come back to another process). */
    async stop(): Promise<void> {
      if (refresher) clearInterval(refresher);
      refresher = undefined;
      await stores.presence.releaseAll(processId);
    },

    /** The user said online, away or offline (update_status). */
    statusChanged(user: SocketUser, status: PresenceStatus): Promise<void> {
      return inOrder(user.id, () => save(user, status));
    },

    /** Usernames of the user's chat partners who are online or away. */
    async onlinePartnersOf(userId: number): Promise<string[]> {
      const partners = await stores.chatRooms.partnerIdsOf(userId);
      const statuses = await Promise.all(
        partners.map(async (partnerId) => {
          const partner = await stores.accounts.findById(partnerId);
          return partner ? stores.presence.statusOf(partner.id, partner.username) : undefined;
        }),
      );
      return statuses.flatMap((status) => (status?.is_online ? [status.username] : []));
    },
  };
}

export type PresenceTracker = ReturnType<typeof presenceTracker>;
