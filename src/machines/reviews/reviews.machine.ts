import { assign, emit, setup } from 'xstate';
import { MESSAGES } from '../../contract';
import { reviewsActors } from './reviews.actors';
import type { Review, ReviewsContext, ReviewsEvent, ReviewsInput, ReviewsPage } from './reviews.types';

/**
 * A vendor's reviews on their profile, newest first, a page at a time. Guarantees: one read at a time; a further
 * page is added below what is shown (and only when the server said one follows), without a review twice; after a review or reply is
 * saved the first page is read again while the old list stays shown; a failed further page keeps the list.
 */
export const reviewsMachine = setup({
  types: {
    context: {} as ReviewsContext,
    events: {} as ReviewsEvent,
    input: {} as ReviewsInput,
    emitted: {} as { type: 'toast'; tone: 'error'; message: string },
  },
  actors: reviewsActors,
  guards: {
    hasNext: ({ context }) => context.shown?.has_next === true,
  },
  actions: {
    fromFirstPage: assign({ page: 1 }),
    nextPage: assign({ page: ({ context }) => context.page + 1 }),
    previousPage: assign({ page: ({ context }) => context.page - 1 }),
    showPage: assign({ shown: (_, page: ReviewsPage) => page }),
    addPage: assign({ shown: ({ context }, page: ReviewsPage) => ({ ...page, results: joinPages(context.shown?.results ?? [], page.results) }) }),
    toastFailure: emit({ type: 'toast', tone: 'error', message: MESSAGES.reviewsLoadFailed }),
  },
}).createMachine({
  id: 'reviews',
  context: ({ input }) => ({ vendor: input.vendor, shown: null, page: 1 }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'firstPage',
        src: 'loadReviews',
        input: ({ context }) => ({ vendor: context.vendor, page: 1 }),
        onDone: { target: 'ready', actions: { type: 'showPage', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'reviews.retried': 'loading' },
    },
    ready: {
      on: {
        'reviews.moreRequested': { guard: 'hasNext', target: 'loadingMore', actions: 'nextPage' },
        'reviews.changed': { target: 'refreshing', actions: 'fromFirstPage' },
      },
    },
    loadingMore: {
      tags: ['busy'],
      invoke: {
        id: 'furtherPage',
        src: 'loadReviews',
        input: ({ context }) => ({ vendor: context.vendor, page: context.page }),
        onDone: { target: 'ready', actions: { type: 'addPage', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: ['previousPage', 'toastFailure'] },
      },
    },
    // The list stays shown while the first page is read again.
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'firstPageAgain',
        src: 'loadReviews',
        input: ({ context }) => ({ vendor: context.vendor, page: 1 }),
        onDone: { target: 'ready', actions: { type: 'showPage', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: 'toastFailure' },
      },
      on: { 'reviews.changed': { target: 'refreshing', reenter: true } },
    },
  },
});

/** A review written while pages were read moves the rest down a place: one already shown is not listed twice. */
function joinPages(shown: Review[], next: Review[]): Review[] {
  const listed = new Set(shown.map((review) => review.reviewer));
  return [...shown, ...next.filter((review) => !listed.has(review.reviewer))];
}
