import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { selectDraftError, selectDraftRating, selectDraftSaving, type ReviewDraftSnapshot } from '../../src/machines/reviewDraft';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { reviewDraftEventFixtures as fixtures, reviewDraftModel, reviewDraftSystemEvents, reviewDraftVariants } from './reviewDraft.model';

const saved = systemEvent(reviewDraftSystemEvents, 'xstate.done.actor.', 0);
const refused = systemEvent(reviewDraftSystemEvents, 'xstate.done.actor.', 1);
const failed = systemEvent(reviewDraftSystemEvents, 'xstate.error.actor.', 0);
const [four] = fixtures['draft.ratingChosen'];
const [words, tooLong] = fixtures['draft.textChanged'];
const [submit] = fixtures['draft.submitted'];
const shown = (snapshot: ReviewDraftSnapshot) => ({ stars: selectDraftRating(snapshot), error: selectDraftError(snapshot), saving: selectDraftSaving(snapshot) });

describe('reviewDraft machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(reviewDraftModel);
  });

  const { newReview, reply } = reviewDraftVariants;
  const journeys = [
    { name: 'a review without stars is not sent and says why', variant: newReview, events: [words, submit], shown: { stars: 0, error: MESSAGES.ratingInvalid, saving: false } },
    { name: 'stars and words are sent', variant: newReview, events: [four, words, submit], shown: { stars: 4, error: null, saving: true } },
    { name: 'a saved review leaves the form as saved', variant: newReview, events: [four, words, submit, saved], shown: { stars: 4, error: null, saving: false } },
    { name: 'a refusal shows the server words', variant: newReview, events: [four, submit, refused], shown: { stars: 4, error: MESSAGES.reviewNeedsChat, saving: false } },
    { name: 'a failed save says so', variant: newReview, events: [four, submit, failed], shown: { stars: 4, error: MESSAGES.genericError, saving: false } },
    { name: 'too many words are not sent', variant: newReview, events: [four, tooLong, submit], shown: { stars: 4, error: MESSAGES.reviewTooLong, saving: false } },
    { name: 'an empty reply is not sent', variant: reply, events: [submit], shown: { stars: 0, error: MESSAGES.reviewReplyEmpty, saving: false } },
    { name: 'a long reply is not sent', variant: reply, events: [tooLong, submit], shown: { stars: 0, error: MESSAGES.reviewReplyTooLong, saving: false } },
    { name: 'a reply is sent', variant: reply, events: [words, submit], shown: { stars: 0, error: null, saving: true } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(reviewDraftModel, journey.variant, journey.events);
      expect(shown(path.state as ReviewDraftSnapshot)).toEqual(journey.shown);
    });
  }
});
