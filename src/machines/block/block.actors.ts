import { fromPromise } from 'xstate';
import { fetchBlockStatus, setBlocked } from '../../services/moderation';

/** Whether the signed-in user blocks the user now. */
export const loadBlockStatus = fromPromise<boolean, { username: string }>(async ({ input, signal }) => (await fetchBlockStatus(input.username, signal)).blocked);

/** Blocks or unblocks; answers whether the user is blocked now. */
export const changeBlock = fromPromise<boolean, { username: string; blocked: boolean }>(
  async ({ input, signal }) => (await setBlocked(input.username, input.blocked, signal)).blocked,
);

export const blockActors = { loadBlockStatus, changeBlock };
