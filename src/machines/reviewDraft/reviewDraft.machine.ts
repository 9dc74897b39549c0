import { assign, emit, setup } from 'xstate';
import { MESSAGES } from '../../contract';
import { reviewDraftActors } from './reviewDraft.actors';
import { draftProblem } from './reviewDraft.rules';
import type { ReviewDraftContext, ReviewDraftEmitted, ReviewDraftEvent, ReviewDraftInput, ReviewDraftOutcome } from './reviewDraft.types';

/**
 * Rate Seller's review form (stars and words) and the vendor's reply form. Guarantees: a draft the server would
 * refuse (no stars, too long, an empty reply) is not sent and says why; one save at a time, the fields kept
 * while it is sent; a saved draft is announced with the review as the server has it (`draft.saved`), a refused
 * one keeps the fields and shows the server's words.
 */
export const reviewDraftMachine = setup({
  types: {
    context: {} as ReviewDraftContext,
    events: {} as ReviewDraftEvent,
    input: {} as ReviewDraftInput,
    emitted: {} as ReviewDraftEmitted,
  },
  actors: reviewDraftActors,
  guards: {
    sendable: ({ context }) => draftProblem(context) === null,
    saved: (_, outcome: ReviewDraftOutcome) => outcome.ok,
  },
  actions: {
    chooseRating: assign((_, params: { rating: number }) => ({ rating: params.rating, error: null })),
    changeText: assign((_, params: { text: string }) => ({ text: params.text, error: null })),
    explainProblem: assign({ error: ({ context }) => draftProblem(context) }),
    showRefusal: assign({ error: (_, outcome: ReviewDraftOutcome) => (outcome.ok ? null : outcome.message) }),
    showFailure: assign({ error: MESSAGES.genericError }),
    announce: emit((_, outcome: ReviewDraftOutcome) => (outcome.ok ? { type: 'draft.saved' as const, review: outcome.review } : { type: 'toast' as const, tone: 'error' as const, message: outcome.message })),
    toastSaved: emit(({ context }) => ({
      type: 'toast' as const,
      tone: 'success' as const,
      message: context.kind === 'reply' ? MESSAGES.reviewReplySaved : MESSAGES.reviewSaved,
    })),
  },
}).createMachine({
  id: 'reviewDraft',
  context: ({ input }) => ({
    kind: input.kind,
    vendor: input.vendor,
    reviewer: input.kind === 'reply' ? input.reviewer : '',
    rating: input.kind === 'review' ? input.rating : 0,
    text: input.text,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'draft.ratingChosen': { actions: { type: 'chooseRating', params: ({ event }) => event } },
        'draft.textChanged': { actions: { type: 'changeText', params: ({ event }) => event } },
        'draft.submitted': [{ guard: 'sendable', target: 'saving' }, { actions: 'explainProblem' }],
      },
    },
    saving: {
      invoke: {
        src: 'saveDraft',
        input: ({ context }) => ({ kind: context.kind, vendor: context.vendor, reviewer: context.reviewer, rating: context.rating, text: context.text }),
        onDone: [
          {
            guard: { type: 'saved', params: ({ event }) => event.output },
            target: 'editing',
            actions: ['toastSaved', { type: 'announce', params: ({ event }) => event.output }],
          },
          { target: 'editing', actions: { type: 'showRefusal', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
  },
});
