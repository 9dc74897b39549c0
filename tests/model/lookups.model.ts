/** The model of the categories and delivery-times cache: one fetch, five fresh minutes, the fallback lists, clearing. */
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { CATEGORIES, DELIVERY_TIMES } from '../../src/contract';
import { lookupsActors, lookupsMachine, type LookupsContext, type LookupsEvent } from '../../src/machines/lookups';
import { fixtureEvents, type EventFixtures, type OutputFixtures } from './fixtures';
import { doneEvents, errorEvents, timerEvents, type MachineModel } from './harness';

export const lookupsEventFixtures = {
  'lookups.requested': [{ type: 'lookups.requested' }],
  'lookups.clearCache': [{ type: 'lookups.clearCache' }],
} satisfies EventFixtures<LookupsEvent>;

/** The server's lists: one product category, no service ones, one delivery time (unlike the built-in lists). */
export const lookupsOutputFixtures = {
  loadLookups: [
    {
      product_categories: CATEGORIES.filter((category) => category.category_type === 'product').slice(0, 1),
      service_categories: [],
      delivery_times: DELIVERY_TIMES.slice(0, 1),
    },
  ],
} satisfies OutputFixtures<typeof lookupsActors>;

export const lookupsSystemEvents: AnyEventObject[] = [
  ...doneEvents<typeof lookupsActors.loadLookups>(lookupsMachine, 'loadLookups', lookupsOutputFixtures.loadLookups),
  ...errorEvents(lookupsMachine, 'loadLookups'),
  ...timerEvents(lookupsMachine),
];

export const lookupsVariant = { name: 'the app starting' };

export const lookupsModel: MachineModel = {
  name: 'lookups',
  machine: lookupsMachine,
  variants: [lookupsVariant],
  events: [...fixtureEvents<LookupsEvent>(lookupsEventFixtures), ...lookupsSystemEvents],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const { productCategories, deliveryTimes, source } = snapshot.context as LookupsContext;
    return JSON.stringify({ value: snapshot.value, source, products: productCategories.length, deliveryTimes: deliveryTimes.length });
  },
  simplePaths: true,
};
