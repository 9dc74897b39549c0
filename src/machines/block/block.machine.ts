import { emit, setup } from 'xstate';
import { MESSAGES } from '../../contract';
import { blockActors } from './block.actors';
import type { BlockContext, BlockEmitted, BlockEvent, BlockInput } from './block.types';

const toast = (tone: 'success' | 'error', message: string) => ({ type: 'toast', params: { type: 'toast', tone, message } }) as const;

/**
 * Block and Unblock of one user (a profile, a chat room). Guarantees: a block is sent only after the user confirmed
 * it; one change at a time; the control shows blocked only once the server says so, and a failed change leaves it
 * as it was and says so. Until the status has loaded (or when it could not be read) nothing is offered as blocked.
 */
export const blockMachine = setup({
  types: {
    context: {} as BlockContext,
    events: {} as BlockEvent,
    input: {} as BlockInput,
    emitted: {} as BlockEmitted,
  },
  actors: blockActors,
  guards: {
    blockedNow: (_, blocked: boolean) => blocked,
  },
  actions: {
    toast: emit((_, params: BlockEmitted) => params),
  },
}).createMachine({
  id: 'block',
  context: ({ input }) => ({ username: input.username }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadBlockStatus',
        input: ({ context }) => ({ username: context.username }),
        onDone: [{ guard: { type: 'blockedNow', params: ({ event }) => event.output }, target: 'blocked' }, { target: 'unblocked' }],
        onError: 'unblocked',
      },
    },
    unblocked: {
      on: { 'block.requested': 'confirming' },
    },
    // Blocking ends follows and hides posts: asked once more before it is sent.
    confirming: {
      on: { 'block.confirmed': 'blocking', 'block.cancelled': 'unblocked' },
    },
    blocking: {
      invoke: {
        src: 'changeBlock',
        input: ({ context }) => ({ username: context.username, blocked: true }),
        onDone: { target: 'blocked', actions: toast('success', MESSAGES.userBlocked) },
        onError: { target: 'unblocked', actions: toast('error', MESSAGES.blockFailed) },
      },
    },
    blocked: {
      on: { 'unblock.requested': 'unblocking' },
    },
    unblocking: {
      invoke: {
        src: 'changeBlock',
        input: ({ context }) => ({ username: context.username, blocked: false }),
        onDone: { target: 'unblocked', actions: toast('success', MESSAGES.userUnblocked) },
        onError: { target: 'blocked', actions: toast('error', MESSAGES.blockFailed) },
      },
    },
  },
});
