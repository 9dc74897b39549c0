import { describe, expect, it } from 'vitest';
import { selectIsSavingRating, selectMyStars, selectRatingSummary, type RatingSnapshot } from '../../src/machines/rating';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { ratingEventFixtures as fixtures, ratingModel, ratingSystemEvents, ratingVariants } from './rating.model';

const saved = systemEvent(ratingSystemEvents, 'xstate.done.actor.', 0);
const refused = systemEvent(ratingSystemEvents, 'xstate.done.actor.', 1);
const [four, six] = fixtures['rating.chosen'];
const shown = (snapshot: RatingSnapshot) => ({ stars: selectMyStars(snapshot), count: selectRatingSummary(snapshot).count, saving: selectIsSavingRating(snapshot) });

describe('rating machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(ratingModel);
  });

  const journeys = [
    { name: 'the chosen stars light while they are sent', variant: ratingVariants.buyer, events: [four], shown: { stars: 4, count: 5, saving: true } },
    { name: 'the summary shown is the server answer', variant: ratingVariants.buyer, events: [four, saved], shown: { stars: 4, count: 6, saving: false } },
    { name: 'a refused rating keeps the old summary', variant: ratingVariants.buyer, events: [four, refused], shown: { stars: 0, count: 5, saving: false } },
    { name: 'six stars are not sent', variant: ratingVariants.buyer, events: [six], shown: { stars: 0, count: 5, saving: false } },
    { name: 'a visitor sends nothing', variant: ratingVariants.visitor, events: [four], shown: { stars: 0, count: 5, saving: false } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(ratingModel, journey.variant, journey.events);
      expect(shown(path.state as RatingSnapshot)).toEqual(journey.shown);
    });
  }
});
