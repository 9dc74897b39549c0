import { fromPromise } from 'xstate';
import type { BlockedUser } from '../../contract';
import { fetchBlockedUsers, setBlocked } from '../../services/moderation';

/** GET /blocks: the users the signed-in account blocked. */
export const loadBlockedUsers = fromPromise<BlockedUser[]>(({ signal }) => fetchBlockedUsers(signal));

/** POST /blocks with action false. */
export const unblockUser = fromPromise<void, { username: string }>(async ({ input, signal }) => {
  await setBlocked(input.username, false, signal);
});

export const blockedUsersActors = { loadBlockedUsers, unblockUser };
