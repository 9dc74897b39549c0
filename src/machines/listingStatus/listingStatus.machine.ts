import { assign, emit, setup } from 'xstate';
import { MESSAGES, type Post } from '../../contract';
import { listingStatusActors } from './listingStatus.actors';
import type { ListingStatusContext, ListingStatusEmitted, ListingStatusEvent, ListingStatusInput } from './listingStatus.types';

const toast = (tone: 'success' | 'error', message: string) => ({ type: 'toast', params: { type: 'toast', tone, message } }) as const;

/**
 * The owner's Mark as sold / Mark as available on a post. Guarantees: one change at a time (presses while it is
 * sent are ignored); the post shows sold only once the server says so, and a failed change leaves it as it was
 * and says so; every change is announced with the post as the server now has it (`post.changed`).
 */
export const listingStatusMachine = setup({
  types: {
    context: {} as ListingStatusContext,
    events: {} as ListingStatusEvent,
    input: {} as ListingStatusInput,
    emitted: {} as ListingStatusEmitted,
  },
  actors: listingStatusActors,
  guards: {
    isSold: ({ context }) => context.post.sold,
  },
  actions: {
    toast: emit((_, params: ListingStatusEmitted) => params),
    storePost: assign((_, post: Post) => ({ post })),
    announce: emit((_, post: Post) => ({ type: 'post.changed' as const, post })),
  },
}).createMachine({
  id: 'listingStatus',
  context: ({ input }) => ({ post: input.post }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isSold', target: 'sold' }, { target: 'available' }],
    },
    available: {
      on: { 'sold.toggled': 'markingSold' },
    },
    sold: {
      on: { 'sold.toggled': 'markingAvailable' },
    },
    markingSold: {
      invoke: {
        src: 'markPostSold',
        input: ({ context }) => ({ postId: context.post.id, sold: true }),
        onDone: {
          target: 'sold',
          actions: [
            { type: 'storePost', params: ({ event }) => event.output },
            toast('success', MESSAGES.postMarkedSold),
            { type: 'announce', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'available', actions: toast('error', MESSAGES.markSoldFailed) },
      },
    },
    markingAvailable: {
      invoke: {
        src: 'markPostSold',
        input: ({ context }) => ({ postId: context.post.id, sold: false }),
        onDone: {
          target: 'available',
          actions: [
            { type: 'storePost', params: ({ event }) => event.output },
            toast('success', MESSAGES.postMarkedAvailable),
            { type: 'announce', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'sold', actions: toast('error', MESSAGES.markSoldFailed) },
      },
    },
  },
});
