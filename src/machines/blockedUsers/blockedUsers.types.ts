import type { BlockedUser } from '../../contract';

export type BlockedUsersContext = {
  /** The users the account blocked as the server listed them, newest first, less those unblocked since. */
  users: BlockedUser[];
  /** The user whose Unblock is in flight, or null. */
  unblocking: string | null;
};

export type BlockedUsersEvent = { type: 'blocked.retryClicked' } | { type: 'blocked.unblockClicked'; username: string };

export type BlockedUsersEmitted = { type: 'toast'; tone: 'success' | 'error'; message: string };
