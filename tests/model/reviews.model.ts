/** The model of a profile's reviews: first page, further pages, a re-read after a save, failures. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { Review, ReviewsPage } from '../../src/contract';
import { reviewsActors, reviewsMachine, type ReviewsContext, type ReviewsEvent } from '../../src/machines/reviews';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, type MachineModel, type ModelVariant } from './harness';

let nextId = 0;
export const reviewOf = (reviewer: string, rating: number, text: string): Review => ({
  id: (nextId += 1),
  reviewer,
  reviewer_name: reviewer,
  rating,
  text,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  reply: null,
});

const tunde = reviewOf('tunde_b', 5, 'Lovely ankara, delivered in two days.');
const amaka = reviewOf('amaka_o', 4, 'Good fabric, a bit late.');

export const reviewsEventFixtures = {
  'reviews.retried': [{ type: 'reviews.retried' }],
  'reviews.moreRequested': [{ type: 'reviews.moreRequested' }],
  'reviews.changed': [{ type: 'reviews.changed' }],
} satisfies EventFixtures<ReviewsEvent>;

const firstPage: ReviewsPage = { average: 4.5, count: 2, mine: null, can_review: true, results: [tunde], page: 1, has_next: true };
const lastPage: ReviewsPage = { average: 4.5, count: 2, mine: null, can_review: true, results: [amaka], page: 2, has_next: false };

export const reviewsOutputFixtures = {
  loadReviews: [firstPage, lastPage],
} satisfies OutputFixtures<typeof reviewsActors>;

export const reviewsSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof reviewsActors.loadReviews>(reviewsMachine, 'loadReviews', reviewsOutputFixtures.loadReviews),
  ...errorEvents(reviewsMachine, 'loadReviews'),
];

export const reviewsVariants = {
  vendor: { name: "a vendor's profile", input: { vendor: 'ada_fabrics' } },
} satisfies Record<string, ModelVariant>;

export const reviewsModel: MachineModel = {
  name: 'reviews',
  machine: reviewsMachine,
  variants: Object.values(reviewsVariants),
  events: [...fixtureEvents<ReviewsEvent>(reviewsEventFixtures), ...reviewsSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { shown, page } = snapshot.context as ReviewsContext;
    // Pages can be added without end: a list longer than two pages is one state.
    return JSON.stringify({ value: snapshot.value, page: Math.min(page, 3), listed: Math.min(shown?.results.length ?? -1, 3), next: shown?.has_next });
  },
};
