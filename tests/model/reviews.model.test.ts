import { describe, expect, it } from 'vitest';
import { selectHasMoreReviews, selectReviewList, selectReviewsFailed, type ReviewsSnapshot } from '../../src/machines/reviews';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { reviewsEventFixtures as fixtures, reviewsModel, reviewsSystemEvents, reviewsVariants } from './reviews.model';

const first = systemEvent(reviewsSystemEvents, 'xstate.done.actor.firstPage', 0);
const last = systemEvent(reviewsSystemEvents, 'xstate.done.actor.furtherPage', 1);
const again = systemEvent(reviewsSystemEvents, 'xstate.done.actor.firstPageAgain', 0);
const failure = systemEvent(reviewsSystemEvents, 'xstate.error.actor.firstPage', 0);
const moreFailed = systemEvent(reviewsSystemEvents, 'xstate.error.actor.furtherPage', 0);
const [more] = fixtures['reviews.moreRequested'];
const [changed] = fixtures['reviews.changed'];
const [retried] = fixtures['reviews.retried'];
const shown = (snapshot: ReviewsSnapshot) => ({
  reviewers: selectReviewList(snapshot).map((review) => review.reviewer),
  more: selectHasMoreReviews(snapshot),
  failed: selectReviewsFailed(snapshot),
});

describe('reviews machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(reviewsModel);
  });

  const journeys = [
    { name: 'the first page shows, newest first, with more to come', events: [first], shown: { reviewers: ['tunde_b'], more: true, failed: false } },
    { name: 'a further page is added below', events: [first, more, last], shown: { reviewers: ['tunde_b', 'amaka_o'], more: false, failed: false } },
    { name: 'a failed further page keeps the list', events: [first, more, moreFailed], shown: { reviewers: ['tunde_b'], more: true, failed: false } },
    { name: 'after a save the first page is read again in place of the list', events: [first, more, last, changed, again], shown: { reviewers: ['tunde_b'], more: true, failed: false } },
    { name: 'a failed first read offers Try Again, which reads again', events: [failure, retried, first], shown: { reviewers: ['tunde_b'], more: true, failed: false } },
    { name: 'a failed first read shows the failure', events: [failure], shown: { reviewers: [], more: false, failed: true } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(reviewsModel, reviewsVariants.vendor, journey.events);
      expect(shown(path.state as ReviewsSnapshot)).toEqual(journey.shown);
    });
  }
});
