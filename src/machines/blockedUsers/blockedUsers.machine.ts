import { assign, enqueueActions, setup } from 'xstate';
import { MESSAGES, type BlockedUser } from '../../contract';
import { blockedUsersActors } from './blockedUsers.actors';
import type { BlockedUsersContext, BlockedUsersEmitted, BlockedUsersEvent } from './blockedUsers.types';

/**
 * Settings → Blocked Users: the users the signed-in account blocked, as the server keeps them. Guarantees: the list
 * loads on start, and a failed load says so with Try Again; Unblock works one user at a time, and a user leaves the
 * list only once the server has unblocked them; a failed Unblock keeps them listed and says so.
 */
export const blockedUsersMachine = setup({
  types: {
    context: {} as BlockedUsersContext,
    events: {} as BlockedUsersEvent,
    emitted: {} as BlockedUsersEmitted,
  },
  actors: blockedUsersActors,
  guards: {
    isListed: ({ context }, params: { username: string }) => context.users.some((user) => user.username === params.username),
  },
  actions: {
    keepUsers: assign((_, users: BlockedUser[]) => ({ users })),
    markUnblocking: assign((_, params: { username: string }) => ({ unblocking: params.username })),
    dropUnblocked: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ users: context.users.filter((user) => user.username !== context.unblocking), unblocking: null });
      enqueue.emit({ type: 'toast', tone: 'success', message: MESSAGES.userUnblocked });
    }),
    keepListed: enqueueActions(({ enqueue }) => {
      enqueue.assign({ unblocking: null });
      enqueue.emit({ type: 'toast', tone: 'error', message: MESSAGES.blockFailed });
    }),
  },
}).createMachine({
  id: 'blockedUsers',
  context: { users: [], unblocking: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBlockedUsers',
        src: 'loadBlockedUsers',
        onDone: { target: 'ready', actions: { type: 'keepUsers', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'blocked.retryClicked': 'loading' },
    },
    ready: {
      on: {
        'blocked.unblockClicked': {
          guard: { type: 'isListed', params: ({ event }) => event },
          target: 'unblocking',
          actions: { type: 'markUnblocking', params: ({ event }) => event },
        },
      },
    },
    unblocking: {
      invoke: {
        id: 'unblockUser',
        src: 'unblockUser',
        input: ({ context }) => ({ username: context.unblocking ?? '' }),
        onDone: { target: 'ready', actions: 'dropUnblocked' },
        onError: { target: 'ready', actions: 'keepListed' },
      },
    },
  },
});
