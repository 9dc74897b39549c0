/** The model of Rate Seller's review form and the vendor's reply form: choices, checks, saves and refusals. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MESSAGES } from '../../src/contract';
import { reviewDraftActors, reviewDraftMachine, type ReviewDraftContext, type ReviewDraftEvent } from '../../src/machines/reviewDraft';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';
import { reviewOf } from './reviews.model';

export const reviewDraftEventFixtures = {
  'draft.ratingChosen': [{ type: 'draft.ratingChosen', rating: 4 }],
  'draft.textChanged': [
    { type: 'draft.textChanged', text: 'Lovely ankara, delivered in two days.' },
    { type: 'draft.textChanged', text: 'x'.repeat(501) },
  ],
  'draft.submitted': [{ type: 'draft.submitted' }],
} satisfies EventFixtures<ReviewDraftEvent>;

export const reviewDraftOutputFixtures = {
  saveDraft: [
    { ok: true, review: reviewOf('tunde_b', 4, 'Lovely ankara, delivered in two days.') },
    { ok: false, message: MESSAGES.reviewNeedsChat },
  ],
} satisfies OutputFixtures<typeof reviewDraftActors>;

export const reviewDraftSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof reviewDraftActors.saveDraft>(reviewDraftMachine, 'saveDraft', reviewDraftOutputFixtures.saveDraft),
  ...errorEvents(reviewDraftMachine, 'saveDraft'),
];

export const reviewDraftVariants = {
  newReview: { name: 'a buyer writing a review', input: { kind: 'review', vendor: 'ada_fabrics', rating: 0, text: '' } },
  reply: { name: 'the vendor replying', input: { kind: 'reply', vendor: 'ada_fabrics', reviewer: 'tunde_b', text: '' } },
} satisfies Record<string, ModelVariant>;

export const reviewDraftModel: MachineModel = {
  name: 'reviewDraft',
  machine: reviewDraftMachine,
  variants: Object.values(reviewDraftVariants),
  events: [...fixtureEvents<ReviewDraftEvent>(reviewDraftEventFixtures), ...reviewDraftSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { kind, rating, text, error } = snapshot.context as ReviewDraftContext;
    return JSON.stringify({ value: snapshot.value, kind, rating, length: text.length, error });
  },
};
