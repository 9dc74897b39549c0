import { describe, expect, it } from 'vitest';
import { CATEGORIES, DELIVERY_TIMES } from '../../src/contract';
import { selectCategoriesOf, selectDeliveryTimes, type LookupsSnapshot } from '../../src/machines/lookups';
import { expectFullCoverage, replayJourney, systemEvent } from './harness';
import { lookupsEventFixtures as fixtures, lookupsModel, lookupsSystemEvents, lookupsVariant } from './lookups.model';

const loaded = systemEvent(lookupsSystemEvents, 'xstate.done.actor.');
const failed = systemEvent(lookupsSystemEvents, 'xstate.error.actor.');
const expired = systemEvent(lookupsSystemEvents, 'xstate.after.');
const request = fixtures['lookups.requested'][0];
const builtIn = { products: CATEGORIES.filter((category) => category.category_type === 'product').length, deliveryTimes: DELIVERY_TIMES.length };
const shown = (snapshot: LookupsSnapshot) => ({
  value: snapshot.value,
  products: selectCategoriesOf('product')(snapshot).length,
  deliveryTimes: selectDeliveryTimes(snapshot).length,
});

describe('lookups machine, model-based', () => {
  it('replays a path to every state and through every transition', async () => {
    await expectFullCoverage(lookupsModel);
  });

  const journeys = [
    { name: 'a fresh answer is reused', events: [request, loaded, request], shown: { value: 'fresh', products: 1, deliveryTimes: 1 } },
    { name: 'after five minutes the next request fetches while the old lists stay', events: [request, loaded, expired, request], shown: { value: 'loading', products: 1, deliveryTimes: 1 } },
    { name: 'a failure is not cached: the next request retries', events: [request, failed, request], shown: { value: 'loading', ...builtIn } },
    { name: 'clearing forgets the lists', events: [request, loaded, ...fixtures['lookups.clearCache']], shown: { value: 'empty', products: 0, deliveryTimes: 0 } },
  ];
  for (const journey of journeys) {
    it(journey.name, async () => {
      const path = await replayJourney(lookupsModel, lookupsVariant, journey.events);
      expect(shown(path.state as LookupsSnapshot)).toEqual(journey.shown);
    });
  }
});
